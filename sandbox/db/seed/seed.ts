// Seeds every record of docs/sandbox.md (ids: ./ids.ts) in one transaction, with dates
// relative to `today` (the injected clock). Runs only on an empty database.
import type { Db, Queryable } from '../db';
import { lockSchema } from '../migrate';
import { hashPassword } from '../../identity/password';
import { seedCatalog } from './catalog';
import { SANDBOX_PASSWORD } from './ids';
import { seedMedia } from './media';
import { seedMembers } from './members';
import { seedPartners } from './partners';
import { seedPlaces } from './places';
import { seedSavingsClubDirectory } from './savings-club-directory';

// One scrypt hash per process for the shared persona password keeps reseeding between tests fast.
let sharedHash: Promise<string> | undefined;
const personaPasswordHash = () => (sharedHash ??= hashPassword(SANDBOX_PASSWORD));

async function isEmptyDatabase(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  return (rows[0]?.n ?? 0) === 0;
}

/** Seeds when the database is empty (checked under the schema lock, so concurrent starts seed once). */
export async function seedDatabase(db: Db, today: Date): Promise<void> {
  const passwordHash = await personaPasswordHash();
  await db.transaction(async (tx) => {
    await lockSchema(tx);
    if (!(await isEmptyDatabase(tx))) return;
    await seedPlaces(tx);
    await seedCatalog(tx, today);
    await seedMedia(tx);
    await seedMembers(tx, today, passwordHash);
    await seedPartners(tx, passwordHash);
    await seedSavingsClubDirectory(tx);
  });
}

/** Empties every table but schema_migrations (fast path for tests and `npm run sandbox:reset`). */
export async function truncateAll(db: Db): Promise<void> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
  );
  if (rows.length > 0)
    await db.exec(`TRUNCATE ${rows.map((r) => `"${r.table_name}"`).join(', ')} RESTART IDENTITY CASCADE`);
}
