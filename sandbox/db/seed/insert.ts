// Inserts plain records (column → value) into a table.
import type { Queryable } from '../db';

export async function insertRows(
  db: Queryable,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}
