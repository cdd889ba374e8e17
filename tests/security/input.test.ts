// Issue 26, attacks 6 and 9, and the held SVG logo: input refused at the door of /api (decision 195, 196).
// A NUL or a lone surrogate in a JSON body, the query, the path or a form post is 400 VALIDATION_FAILED
// naming the field and writes nothing (PostgreSQL and PGlite answered "invalid byte sequence" → 500); a
// body over the limit is 413 PAYLOAD_TOO_LARGE before it is read whole, also through the one-port server;
// an uploaded SVG logo is served with its own Content-Security-Policy.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '@/sandbox/http/body-limit';
import { NOT_A_FORM, NOT_UTF8 } from '@/sandbox/http/refuse-forbidden-text';
import { REQUEST_TOKEN, REQUEST_TOKEN_HEADER } from '@/sandbox/http/request-token';
import { FORBIDDEN_TEXT } from '@/sandbox/http/text-guard';
import { startServer, type RunningServer } from '@/server/start';
import { fingerprint } from '../support/db-fingerprint';
import { GIFT_BUYER } from '../fixtures/gift-order';
import {
  BASE_URL,
  rawRequest,
  resetSandbox,
  sandboxHandle,
  signInAs,
  signInSession,
  startSignIn,
  newPkce,
} from '../support/sandbox';

type ErrorBody = { codes: string[]; fieldErrors?: Record<string, string[]> };

const MB = 1024 * 1024;
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>';

/** Sends a request and expects 400 VALIDATION_FAILED with `message` on `field`, and no table changed. */
async function expectRefused(
  send: () => Response | Promise<Response>,
  field: string,
  message = FORBIDDEN_TEXT,
) {
  const { db } = await sandboxHandle();
  const before = await fingerprint(db);
  const response = await send();
  const body = (await response.json()) as ErrorBody;
  expect({ status: response.status, codes: body.codes }).toEqual({
    status: 400,
    codes: ['VALIDATION_FAILED'],
  });
  expect(body.fieldErrors?.[field]).toContain(message);
  expect(await fingerprint(db)).toEqual(before);
}

/** A body of `chunks` MB that counts how much of it the server pulled. */
function countedStream(chunks: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(MB).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

let goldToken: string;
beforeEach(async () => {
  await resetSandbox();
  goldToken = await signInAs('gold@example.com');
});

describe('a NUL or a lone surrogate is refused at the door (attack 6)', () => {
  it('a NUL in a JSON body field: 400 naming the field, no contact written', async () => {
    await expectRefused(
      () =>
        rawRequest('POST', '/contacts', {
          token: goldToken,
          body: {
            accountid: 'acc-gold',
            firstname: 'Sam\u0000',
            lastname: 'Gold',
            contact_type__c: 'Sibling',
          },
        }),
      'body.firstname',
    );
  });

  it('a NUL in the query: 400 naming the parameter (the IdP page looked the request up)', async () => {
    await expectRefused(
      () => rawRequest('GET', '/idp/login?request=%00abc', { requestToken: null }),
      'query.request',
    );
  });

  it('a NUL in the path: 400 (the e-mail check and the offer detail looked it up)', async () => {
    await expectRefused(
      () => rawRequest('GET', '/utility/primarycontactemailexists/a%00@example.com'),
      'path',
    );
    await expectRefused(() => rawRequest('GET', '/savingsclub/detail/a0S%00'), 'path');
  });

  it('a NUL in a form post (the IdP sign-in form): 400 naming the form field', async () => {
    const { request } = await startSignIn(await sandboxHandle(), newPkce());
    await expectRefused(
      () =>
        rawRequest('POST', '/idp/login', {
          requestToken: null,
          form: { request: `${request}\u0000`, email: 'gold@example.com', password: 'x' },
        }),
      'body.request',
    );
  });

  it('a multipart form: its text fields are checked, a broken form is 400', async () => {
    const form = new FormData();
    form.set('request', '\u0000');
    form.set('logo', new Blob([new Uint8Array([0, 0xd8, 0xff])]), 'logo.png');
    const url = `${BASE_URL}/idp/login`;
    const { app } = await sandboxHandle();
    await expectRefused(() => app.fetch(new Request(url, { method: 'POST', body: form })), 'body.request');
    const broken = () =>
      app.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nnot a part',
        }),
      );
    await expectRefused(broken, 'body', NOT_A_FORM);
  });

  it('a lone surrogate in createpasswordticket: 400, not a URIError', async () => {
    await expectRefused(
      () =>
        rawRequest('POST', '/auth0/createpasswordticket', {
          token: goldToken,
          body: { client_id: 'portal\ud800', user_id: 'idp|gold' },
        }),
      'body.client_id',
    );
  });

  it('a lone surrogate in the gift order (a jsonb column): 400, nothing charged', async () => {
    const person = GIFT_BUYER;
    const send = () =>
      sandboxHandle().then(({ app }) =>
        app.fetch(
          new Request(`${BASE_URL}/kitsandgifts`, {
            method: 'POST',
            headers: {
              [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN,
              'Content-Type': 'application/json',
              'Idempotency-Key': randomUUID(),
            },
            // The escape as it travels: JSON.stringify writes a lone surrogate as \ud800.
            body: JSON.stringify({
              logistics: {
                membershipType: 'Gold Card',
                deliveryMethod: 'Email',
                giftWrapped: true,
                totalCost: 182,
              },
              billing: person,
              credit_card: {
                cardNumber: '4111111111111111',
                cardExpirationDate: '12/39',
                securityCode: '123',
              },
              recipient: { ...person, firstName: 'Rory\ud800' },
            }),
          }),
        ),
      );
    await expectRefused(send, 'body.recipient.firstName');
  });

  it('a lone surrogate percent-encoded (%ED%A0%80, not UTF-8) in the path or the query: 400', async () => {
    await expectRefused(() => rawRequest('GET', '/savingsclub/detail/a0S%ED%A0%80'), 'path', NOT_UTF8);
    await expectRefused(
      () => rawRequest('GET', '/idp/login?request=%ED%A0%80', { requestToken: null }),
      'query.request',
      NOT_UTF8,
    );
  });

  it('paired surrogates (an emoji) and ordinary text pass', async () => {
    const response = await rawRequest('POST', '/savingsclub/search', { body: { searchTerm: 'Marina 🚤' } });
    expect(response.status).toBe(200);
  });
});

describe('a body over the limit is refused at the door (attack 9)', () => {
  it('a streamed 50 MB body: 413 PAYLOAD_TOO_LARGE within a second, having read no more than the limit', async () => {
    const { app } = await sandboxHandle();
    const { stream, pulled } = countedStream(50);
    const started = performance.now();
    const response = await app.fetch(
      new Request(`${BASE_URL}/savingsclub/search`, {
        method: 'POST',
        headers: { [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN, 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).codes).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 2 * MB); // the chunk over the limit, and one queued
  });

  it('a declared Content-Length of 50 MB: 413 without reading a byte', async () => {
    const { app } = await sandboxHandle();
    const { stream, pulled } = countedStream(50);
    const response = await app.fetch(
      new Request(`${BASE_URL}/savingsclub/search`, {
        method: 'POST',
        headers: {
          [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN,
          'Content-Type': 'application/json',
          'Content-Length': String(50 * MB),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(MB); // at most what the stream queued on its own
  });

  it('the logo upload has room for the contract’s 1,400,000 base64 characters; other calls do not', async () => {
    const partnerToken = await signInAs('partner@example.com');
    const logo = await rawRequest('POST', '/savingsclub/uploadlogotos3', {
      token: partnerToken,
      body: { accountid: 'unknown', base64encodedimage: 'A'.repeat(1_400_000) },
    });
    expect(logo.status).not.toBe(413);
    const search = await rawRequest('POST', '/savingsclub/search', {
      body: { searchTerm: 'A'.repeat(BODY_LIMIT_BYTES) },
    });
    expect(search.status).toBe(413);
  });
});

describe('the one-port server (npm start)', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'security-input-'));
    server = await startServer({ host: '127.0.0.1', port: 0, dataDir: join(dir, 'data'), serveApp: false });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a 50 MB upload with 413 quickly, before the client has sent it', async () => {
    const started = performance.now();
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const url = new URL(`${server.url}/api/savingsclub/search`);
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN,
          'Content-Type': 'application/json',
          'Content-Length': 50 * MB,
        },
      });
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const write = () => {
        while (!answered && sent < 50 * MB) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
      };
      req.on('response', (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, sent });
        req.destroy();
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      write();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50 * MB);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('serves an uploaded SVG logo with its own policy: nothing runs, even opened as a page', async () => {
    const { token, claims } = await signInSession('partner@example.com', server.sandbox);
    const upload = await server.sandbox.app.fetch(
      new Request(`${BASE_URL}/savingsclub/uploadlogotos3`, {
        method: 'POST',
        headers: {
          [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          accountid: claims.partner_account_id,
          base64encodedimage: Buffer.from(SVG_WITH_SCRIPT).toString('base64'),
        }),
      }),
    );
    expect(upload.status).toBe(200);
    const { company_logo__c } = (await upload.json()) as { company_logo__c: string };
    expect(company_logo__c).toMatch(/\.svg$/);
    // Straight from the sandbox (dev server, tests) and through the one-port server's page headers.
    const direct = await server.sandbox.app.fetch(new Request(`http://sandbox${company_logo__c}`));
    const served = await fetch(`${server.url}${company_logo__c}`);
    for (const response of [direct, served]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    expect(await served.text()).toBe(SVG_WITH_SCRIPT);
  });
});
