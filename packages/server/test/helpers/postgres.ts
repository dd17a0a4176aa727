/** Postgres for tests: a schema made for one test run goes when the run ends; the storage backends a test runs on. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missing } from '@nobid/tools/skip';
import pg from 'pg';
import type { StorageConfig } from '../../src/storage/open.ts';

export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad schema name "${schema}"`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * The backends a storage test runs on: SQLite in a fresh directory always, and Postgres in a
 * fresh schema when TEST_DATABASE_URL is set; each as storage config and as test-server options.
 * Postgres is listed either way, with `skip` set (and its line printed) when it is not set, for
 * `describe.skipIf(backend.skip)`. `cleanUp` removes both (call it in `afterAll`).
 */
export function storageBackends(name: string) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), `nobid-${name}-`));
  const schema = `nb_${name.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const backends: {
    name: string;
    skip: boolean;
    storage: StorageConfig;
    server: { dataDir?: string; databaseUrl?: string; pgSchema?: string };
  }[] = [
    { name: 'SQLite', skip: false, storage: { dataDir }, server: { dataDir } },
    {
      name: 'Postgres',
      skip: missing('postgres'),
      storage: { databaseUrl: pgUrl ?? '', schema },
      server: { databaseUrl: pgUrl ?? '', pgSchema: schema },
    },
  ];
  return {
    backends,
    async cleanUp(): Promise<void> {
      rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await dropPostgresSchema(pgUrl, schema);
    },
  };
}
