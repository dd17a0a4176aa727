/** A fresh notify store in an in-memory SQLite database, migrated as the server would. */
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { kyselyNotifyStore } from '../../src/kysely-store.ts';
import { NOTIFY_MIGRATIONS } from '../../src/migration.ts';
import type { NotifyStore } from '../../src/store.ts';

export async function memoryStore(
  now: () => number,
): Promise<{ store: NotifyStore; close(): Promise<void> }> {
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...NOTIFY_MIGRATIONS }) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return { store: kyselyNotifyStore(db, now), close: () => db.destroy() };
}
