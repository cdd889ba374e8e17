// The security headers as a client sees them: the policy follows the build's tile and API origins,
// HSTS only over HTTPS unless configured otherwise.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  HSTS_VALUE,
  hstsMode,
  originSource,
  securityHeaders,
  type SecurityOptions,
} from './security-headers.ts';

async function headersFor(options: SecurityOptions, url = 'http://portal.test/', init?: RequestInit) {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get('*', (c) => c.text('ok'));
  return (await app.request(url, init)).headers;
}

const directives = (headers: Headers) =>
  new Map(
    (headers.get('Content-Security-Policy') ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('securityHeaders', () => {
  it('allows only the portal itself when no tile or API origin is configured', async () => {
    const headers = await headersFor({});
    const csp = directives(headers);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('geolocation=(self)');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it('adds the configured tile, API and stream origins, never their paths', async () => {
    const csp = directives(
      await headersFor({
        tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        apiBase: 'https://api.example.org/v1',
        streamUrl: 'https://stream.example.org/{token}/video.mp4',
      }),
    );
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.tile.example.org']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.org']);
    expect(csp.get('media-src')).toEqual(["'self'", 'https://stream.example.org']);
    expect(originSource('/api')).toEqual([]);
    expect(originSource('')).toEqual([]);
  });

  it('sends HSTS over HTTPS (directly or behind a proxy), always or never as configured', async () => {
    expect((await headersFor({})).get('Strict-Transport-Security')).toBeNull();
    expect((await headersFor({}, 'https://portal.test/')).get('Strict-Transport-Security')).toBe(HSTS_VALUE);
    const proxied = await headersFor({}, 'http://portal.test/', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(proxied.get('Strict-Transport-Security')).toBe(HSTS_VALUE);
    expect((await headersFor({ hsts: 'always' })).get('Strict-Transport-Security')).toBe(HSTS_VALUE);
    expect(
      (await headersFor({ hsts: 'off' }, 'https://portal.test/')).get('Strict-Transport-Security'),
    ).toBeNull();
    expect(hstsMode(undefined)).toBe('https');
    expect(() => hstsMode('yes')).toThrow(/PORTAL_HSTS must be https, always or off/);
  });
});
