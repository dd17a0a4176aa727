/**
 * The notifier's tables, as a Kysely migration the server lists with its own (its names are
 * unique: `notify_…`, so they sort apart from the server's numbered ones; the server's migrator
 * allows unordered migrations). Portable types only (text, integer, bigint), as the server's.
 * No foreign key to the accounts table: the notifier does not know it; the server calls
 * `forgetAccount` when an account is deleted.
 */
import type { Kysely, Migration } from 'kysely';

const TABLES = ['nb_notify_outbox', 'nb_notify_push', 'nb_notify_prefs'] as const;

const notifyTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('nb_notify_prefs')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text')
      .addColumn('email_mode', 'text', (c) => c.notNull())
      .addColumn('push', 'integer', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('nb_notify_push')
      .addColumn('endpoint', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('nb_notify_push_account').on('nb_notify_push').column('account_id').execute();
    await db.schema
      .createTable('nb_notify_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      // 'email' | 'push' | 'digest' (held for the daily digest)
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_try', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // The sender's one query: what is due, by channel and time.
    await db.schema
      .createIndex('nb_notify_outbox_due')
      .on('nb_notify_outbox')
      .columns(['channel', 'next_try'])
      .execute();
    await db.schema
      .createIndex('nb_notify_outbox_account')
      .on('nb_notify_outbox')
      .column('account_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of TABLES) await db.schema.dropTable(t).execute();
  },
};

/** The notifier's migrations by name: the server spreads them into its own list. */
export const NOTIFY_MIGRATIONS: Readonly<Record<string, Migration>> = {
  notify_0001_tables: notifyTables,
};
