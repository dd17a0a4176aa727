/**
 * The Kysely store on both of the server's databases: SQLite always, Postgres when
 * TEST_DATABASE_URL is set (its bigints come back as strings; the store must not care).
 */
import { randomBytes } from 'node:crypto';
import { missing } from '@nobid/tools/skip';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyNotifyStore } from '../src/kysely-store.ts';
import { NOTIFY_MIGRATIONS } from '../src/migration.ts';
import { DEFAULT_PREFERENCES, type NotifyStore, type OutboxItem } from '../src/store.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `nb_notify_${randomBytes(6).toString('hex')}`;

const backends = [
  {
    name: 'SQLite',
    skip: false,
    open: () => new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }),
  },
  {
    name: 'Postgres',
    skip: missing('postgres'),
    open: () =>
      new Kysely<unknown>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: pgUrl, max: 2, options: `-c search_path=${schema}` }),
        }),
      }),
  },
];

for (const backend of backends)
  describe.skipIf(backend.skip)(`the notify store on ${backend.name}`, () => {
    let db: Kysely<unknown>;
    let store: NotifyStore;
    const now = 1_000;

    beforeAll(async () => {
      db = backend.open();
      if (backend.name === 'Postgres') await sql.raw(`create schema ${schema}`).execute(db);
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => ({ ...NOTIFY_MIGRATIONS }) },
        ...(backend.name === 'Postgres' ? { migrationTableSchema: schema } : {}),
      });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
      store = kyselyNotifyStore(db, () => now);
    });
    afterAll(async () => {
      if (backend.name === 'Postgres') await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    });

    const item = (id: string, channel: OutboxItem['channel'], nextTry: number): OutboxItem => ({
      id,
      accountId: 'ann',
      channel,
      attempts: 0,
      nextTry,
      body: {
        type: 'notice',
        facts: { kind: 'your-turn', tableId: 'T1', tableName: 'A', game: 'No Bid', deadline: null, at: 0 },
      },
    });

    it('keeps preferences, and gives the defaults for an account without any', async () => {
      expect(await store.preferences('nobody')).toEqual(DEFAULT_PREFERENCES);
      const prefs = {
        ...DEFAULT_PREFERENCES,
        email: 'ann@example.org',
        emailMode: 'digest' as const,
        push: false,
        lang: 'ko' as const,
      };
      await store.savePreferences('ann', prefs);
      await store.savePreferences('ann', { ...prefs, timeZone: 'Asia/Seoul' });
      expect(await store.preferences('ann')).toEqual({ ...prefs, timeZone: 'Asia/Seoul' });
    });

    it('hands out due items once, by time, and holds digest items apart', async () => {
      await store.enqueue([item('a', 'email', 500), item('b', 'push', 2_000), item('c', 'digest', 0)]);
      expect(await store.nextDue()).toBe(500);
      const due = await store.due(1_000, 10);
      expect(due.map((i) => i.id)).toEqual(['a']);
      expect(await store.claim(due[0]!, 9_000)).toBe(true);
      // A second node with the same stale row does not get it.
      expect(await store.claim(due[0]!, 9_000)).toBe(false);
      await store.reschedule('a', 1, 3_000);
      expect((await store.due(3_000, 10)).map((i) => [i.id, i.attempts])).toEqual([
        ['b', 0],
        ['a', 1],
      ]);
      expect((await store.takeDigestItems()).map((i) => i.id)).toEqual(['c']);
      expect(await store.takeDigestItems()).toEqual([]);
    });

    it('exports and forgets all it keeps of an account', async () => {
      await store.saveSubscription('ann', { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' });
      // The same browser signed in as another account moves over.
      await store.saveSubscription('bob', { endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' });
      expect(await store.subscriptions('ann')).toEqual([]);
      await store.saveSubscription('ann', { endpoint: 'https://push.example/2', p256dh: 'k', auth: 'a' });
      const kept = await store.exportAccount('ann');
      expect(kept.subscriptions).toHaveLength(1);
      expect(kept.pending).toBe(2);
      expect(kept.preferences?.lang).toBe('ko');
      await store.forgetAccount('ann');
      expect(await store.exportAccount('ann')).toEqual({ preferences: null, subscriptions: [], pending: 0 });
      expect(await store.subscriptions('bob')).toHaveLength(1);
    });
  });
