// A cheap fingerprint of every table of the sandbox database (row count and a digest of the rows), used to
// assert that a rejected request wrote nothing.
type Queryable = { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> };

export async function tableNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

export async function fingerprint(
  db: Queryable,
  ignore: readonly string[] = [],
): Promise<Record<string, string>> {
  // The failed-attempt counters under PostgreSQL (decision 190) count rejected requests by design.
  const names = (await tableNames(db)).filter((name) => name !== 'rate_limits' && !ignore.includes(name));
  const result: Record<string, string> = {};
  for (const name of names) {
    const { rows } = await db.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    );
    result[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return result;
}
