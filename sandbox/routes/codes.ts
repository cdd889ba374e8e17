// Promotion and activation code look-ups (openapi/src/codes.yaml); the rules live in payments/code-rules.ts,
// which the checkout applies again.
import { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { isoDate } from '../members/records';
import {
  CODE_COLUMNS,
  codeDetails,
  codeProblemFor,
  type BusinessType,
  type CodeKind,
  type CodeRow,
} from '../payments/code-rules';
import type { Queryable } from '../db/db';

export async function findCode(
  db: Queryable,
  code: { name?: string; sfid?: string },
): Promise<CodeRow | undefined> {
  const { rows } = await db.query<CodeRow>(
    `SELECT ${CODE_COLUMNS} FROM promotion_codes WHERE ${code.sfid ? 'sfid = $1' : 'upper(name) = upper($1)'}`,
    [code.sfid ?? code.name],
  );
  return rows[0];
}

async function lookUp(
  db: Queryable,
  kind: CodeKind,
  name: string,
  businessType: BusinessType,
  membershipType: string | undefined,
  today: Date,
) {
  const row = await findCode(db, { name });
  const problem = codeProblemFor(row, { kind, businessType, membershipType, today: isoDate(today) });
  if (problem || !row) {
    const field = kind === 'promo' ? 'body.promotion_code' : 'body.activation_code';
    throw new ApiError(400, [problem?.code ?? 'INVALID_ID'], problem?.message ?? 'Unknown code.', {
      [field]: [problem?.message ?? 'Unknown code.'],
    });
  }
  return codeDetails(row);
}

export const codesRoutes = new Hono<SandboxEnv>()
  .post('/utility/activationcode/', validated('lookupActivationCode'), async (c) => {
    const body = validBody<{ activation_code: string; flow_type?: BusinessType; membership_type?: string }>(
      c,
    );
    return c.json(
      await lookUp(
        c.get('db'),
        'activation',
        body.activation_code,
        body.flow_type ?? 'New',
        body.membership_type,
        c.get('now')(),
      ),
      200,
    );
  })
  .post('/utility/promos/', validated('lookupPromotionCode'), async (c) => {
    const body = validBody<{ promotion_code: string; flow_type: BusinessType; membership_type?: string }>(c);
    return c.json(
      await lookUp(
        c.get('db'),
        'promo',
        body.promotion_code,
        body.flow_type,
        body.membership_type,
        c.get('now')(),
      ),
      200,
    );
  });
