// Authorization: every account-scoped operation of the merged contract — a bearer-secured read, or any
// write, that names a record by a path parameter or an id-carrying body field — is called by one persona
// with another persona's ids. None may succeed, at least one of the victim's ids must answer 403, and
// nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../support/db-fingerprint';
import {
  exampleOf,
  fillPath,
  operations,
  resolve,
  typesOf,
  valueFits,
  type Operation,
} from '../support/openapi-operations';
import { idsOwnedBy } from '../support/partner-personas';
import { rawRequest, resetSandbox, sandboxHandle, signInAs } from '../support/sandbox';

/** Body fields through which a caller names the record it acts on. */
const ID_FIELD =
  /^(id|sfid|accountId|accountid|account_id|account__c|partner_account__c|membership__c|membershipid|related_membership__c|referring_member_account_id__c)$/;

/** Optional external-id references (`…__r__heroku_external_id__c`) would name a second record: leave them out. */
function withoutAlternateRefs(op: Operation, example: object): Record<string, unknown> {
  const required = resolve(op.bodySchema ?? {}).required ?? [];
  return Object.fromEntries(
    Object.entries(example).filter(
      ([name]) => required.includes(name) || !name.endsWith('heroku_external_id__c'),
    ),
  );
}

const idBodyFields = (op: Operation) =>
  Object.entries(resolve(op.bodySchema ?? {}).properties ?? {})
    .filter(([name, schema]) => ID_FIELD.test(name) && typesOf(schema).includes('string'))
    .map(([name]) => name);

const scoped = operations.filter(
  (op) => (op.secured || op.method !== 'get') && (op.pathParams.length > 0 || idBodyFields(op).length > 0),
);

/** Member operations are attacked by one member, partner operations (Savings Club, tasks) by one partner. */
const pairs = {
  member: { victim: 'gold@example.com', attacker: 'lake@example.com' },
  partner: { victim: 'partner@example.com', attacker: 'newpartner@example.com' },
} as const;
const sideOf = (op: Operation) =>
  op.tags.some((tag) => ['savings-club', 'tasks', 'programs'].includes(tag)) ? 'partner' : 'member';

/** Each victim id in every id slot; several path parameters get every combination of ids that fit them. */
function attempts(op: Operation, ids: string[]): [string, Record<string, string>][] {
  if (op.pathParams.length === 0) return ids.map((id) => [id, {}]);
  const fitting = op.pathParams.map((p) => {
    const fit = ids.filter((id) => valueFits(p.schema ?? {}, id));
    return fit.length > 0 ? fit : ids;
  });
  let combos: Record<string, string>[] = [{}];
  op.pathParams.forEach((p, i) => {
    combos = combos.flatMap((combo) => fitting[i]!.map((id) => ({ ...combo, [p.name]: id })));
  });
  return combos.slice(0, 60).map((combo) => [Object.values(combo)[0]!, combo]);
}

const tokens: Record<string, string> = {};
const victimIds: Record<string, string[]> = {};

beforeAll(async () => {
  // The seed state (on PostgreSQL the database is shared with the files that ran before).
  await resetSandbox();
  for (const { victim, attacker } of Object.values(pairs)) {
    tokens[attacker] = await signInAs(attacker);
    victimIds[victim] = await idsOwnedBy(victim);
  }
});

describe('cross-account access answers 403 and changes nothing', () => {
  it('discovers the account-scoped operations from the document', () => {
    expect(scoped.length).toBeGreaterThan(5);
  });

  it.each(scoped.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    const { victim, attacker } = pairs[sideOf(op)];
    const ids = victimIds[victim]!;
    expect(ids.length).toBeGreaterThan(0);
    const { db } = await sandboxHandle();
    const before = await fingerprint(db);
    const statuses: number[] = [];
    const notes: string[] = [];
    for (const [id, params] of attempts(op, ids)) {
      const path = fillPath(op, params);
      let body: unknown;
      if (op.bodySchema) {
        const example = exampleOf(op.bodySchema);
        body =
          typeof example === 'object' && example !== null && !Array.isArray(example)
            ? {
                ...withoutAlternateRefs(op, example),
                ...Object.fromEntries(idBodyFields(op).map((name) => [name, id])),
              }
            : example;
      }
      const response = await rawRequest(op.method, path, { body, token: tokens[attacker] });
      statuses.push(response.status);
      if (response.status === 400) notes.push(`${id}: ${(await response.text()).slice(0, 300)}`);
    }
    expect(
      statuses.filter((status) => status < 400 || status >= 500),
      `statuses ${statuses.join(',')}`,
    ).toEqual([]);
    expect(
      statuses,
      `no 403 among ${statuses.join(',')} for ids ${ids.join(',')}\n${notes.join('\n')}`,
    ).toContain(403);
    expect(await fingerprint(db)).toEqual(before);
  });
});
