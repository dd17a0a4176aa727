/**
 * Schema migrations, in code so that no file lookup is needed at run time. The same migrations
 * run on SQLite and Postgres: only portable column types (text, integer, bigint).
 */

import { NOTIFY_MIGRATIONS } from '@nobid/notify';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { accountsMigration } from '../accounts/migration.ts';
import { friendsMigration } from '../friends/migration.ts';
import { markEditions } from './mark-editions.ts';
import { turnBasedMigration } from './turn-based-migration.ts';

const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nb_tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('outcome', 'text')
        .addColumn('rematch_id', 'text')
        .execute();
      await db.schema
        .createIndex('nb_tables_lobby')
        .on('nb_tables')
        .columns(['status', 'visibility', 'created_at'])
        .execute();
      await db.schema
        .createTable('nb_seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('level', 'text')
        .addColumn('name', 'text')
        .addColumn('token_hash', 'text')
        .addColumn('away_since', 'bigint')
        .addColumn('autoplay', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('auto_pass', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('nb_seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema
        .createTable('nb_match_log')
        .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // The gap-free guarantee's last line of defence: no index twice per table.
        .addPrimaryKeyConstraint('nb_match_log_pk', ['table_id', 'idx'])
        .execute();
      await db.schema
        .createTable('nb_timers')
        .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('nb_timers_pk', ['table_id', 'seat', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['nb_timers', 'nb_match_log', 'nb_seats', 'nb_tables'])
        await db.schema.dropTable(t).execute();
    },
  },
  '0002_table_editions': {
    async up(db: Kysely<unknown>) {
      // One column a statement: SQLite's ALTER TABLE adds one at a time.
      for (const column of ['edition_name', 'edition_version', 'edition_hash'])
        await db.schema.alterTable('nb_tables').addColumn(column, 'text').execute();
      await markEditions(db);
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['edition_hash', 'edition_version', 'edition_name'])
        await db.schema.alterTable('nb_tables').dropColumn(column).execute();
    },
  },
  '0003_accounts': accountsMigration,
  // Table chat, kept with the game (`chat/`); reports for the admins and their sanctions.
  '0004_chat': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nb_chat_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('name', 'text')
        // Who wrote it, for sanctions: an account's `user:ID`, else the seat's guest identity.
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        // The match log's length then: where a replay shows the line (it counts hidden passes,
        // so it is never sent to a live table).
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('nb_chat_lines_table')
        .on('nb_chat_lines')
        .columns(['table_id', 'at'])
        .execute();
      await db.schema.createIndex('nb_chat_lines_author').on('nb_chat_lines').columns(['author']).execute();
      await db.schema
        .createTable('nb_chat_reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('line_id', 'text', (c) => c.notNull().references('nb_chat_lines.id').onDelete('cascade'))
        .addColumn('reporter', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        // 'open', or what an admin did: 'dismissed', 'muted', 'banned'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'bigint')
        .addUniqueConstraint('nb_chat_reports_once', ['line_id', 'reporter'])
        .execute();
      await db.schema
        .createIndex('nb_chat_reports_status')
        .on('nb_chat_reports')
        .columns(['status', 'at'])
        .execute();
      await db.schema
        .createTable('nb_chat_sanctions')
        .addColumn('author', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        // Epoch ms; null: until lifted (a ban).
        .addColumn('until', 'bigint')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['nb_chat_sanctions', 'nb_chat_reports', 'nb_chat_lines'])
        await db.schema.dropTable(t).execute();
    },
  },
  // A seat's wish to be asked about reaction windows on its own cards (off: passed for it).
  '0005_answer_own_cards': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('nb_seats')
        .addColumn('answer_own_cards', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('nb_seats').dropColumn('answer_own_cards').execute();
    },
  },
  // Readiness writes here: only a write tells whether the disk takes them (`/api/ready`).
  '0006_write_probe': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nb_write_probe')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('written_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('nb_write_probe').execute();
    },
  },
  // A seat's standing orders for reaction windows, as JSON (issue 31). Null: a seat written before
  // them, whose orders are its old switches (`auto_pass`, `answer_own_cards`).
  '0007_standing_orders': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('nb_seats').addColumn('standing_orders', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('nb_seats').dropColumn('standing_orders').execute();
    },
  },
  // Turn-based tables (issue 31, docs/decisions/turn-based-timers-in-storage.md): the table's kind, each
  // seat's clock, the clock's events beside the match log, and due timers found by an index and
  // claimed once in a cluster.
  '0010_turn_based': turnBasedMigration,
  // Friends, their requests and blocks, and the seats of turn-based tables kept for invited
  // friends (issue 31, item 4: `friends/`).
  '0011_friends': friendsMigration,
  // The notifier's outbox, preferences and push subscriptions (`@nobid/notify`, issue 31).
  ...NOTIFY_MIGRATIONS,
};

/** Every migration by name, in order: tests build an older database from the first few. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = migrations;

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
