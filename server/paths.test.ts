// Where the startup lines say the sandbox data lives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataHint } from './paths';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('dataHint', () => {
  it('names the data folder, relative to the project when inside it', () => {
    vi.stubEnv('SANDBOX_DATA_DIR', undefined);
    expect(dataHint('')).toBe(
      'Sandbox data: .data/sandbox (kept across restarts; npm run sandbox:reset reseeds it).',
    );
    vi.stubEnv('SANDBOX_DATA_DIR', '/var/tmp/sandbox');
    expect(dataHint('')).toMatch(/^Sandbox data: \/var\/tmp\/sandbox \(/);
  });

  it('names a PostgreSQL server without its user name or password', () => {
    expect(dataHint('postgres://portal:s3cret@db.example:5432/sandbox?sslmode=require')).toBe(
      'Sandbox data: PostgreSQL at postgres://db.example:5432/sandbox.',
    );
  });
});
