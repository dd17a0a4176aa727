/** Migration 0010: turn-based tables (issue 31). Portable column types only (SQLite and Postgres). */
import type { Kysely, Migration } from 'kysely';

export const turnBasedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Every table stored before is live.
    await db.schema
      .alterTable('nb_tables')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('live'))
      .execute();
    // A claim on a due timer (epoch ms until which a node holds it): each fires once in a cluster.
    await db.schema.alterTable('nb_timers').addColumn('claimed_until', 'bigint').execute();
    await db.schema.createIndex('nb_timers_due').on('nb_timers').column('due_at').execute();
    // "My games": an account's seats are found by their token's hash.
    await db.schema.createIndex('nb_seats_token').on('nb_seats').column('token_hash').execute();
    await db.schema
      .createTable('nb_seat_clocks')
      .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      // null: no limit
      .addColumn('bank_ms', 'bigint')
      .addColumn('running_since', 'bigint')
      .addColumn('expired_at', 'bigint')
      // The seat owes a decision now (its player's, not a bot's or the server's), and by when.
      .addColumn('owes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deadline', 'bigint')
      .addPrimaryKeyConstraint('nb_seat_clocks_pk', ['table_id', 'seat'])
      .execute();
    // The clock's part of the match log: starts, stops, expiries, skips, takeovers, take-backs,
    // each at the log position (`version`) where it happened.
    await db.schema
      .createTable('nb_clock_events')
      .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('bank_ms', 'bigint')
      .execute();
    await db.schema
      .createIndex('nb_clock_events_table')
      .on('nb_clock_events')
      .columns(['table_id', 'version', 'n'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('nb_clock_events').execute();
    await db.schema.dropTable('nb_seat_clocks').execute();
    await db.schema.dropIndex('nb_seats_token').execute();
    await db.schema.dropIndex('nb_timers_due').execute();
    await db.schema.alterTable('nb_timers').dropColumn('claimed_until').execute();
    await db.schema.alterTable('nb_tables').dropColumn('kind').execute();
  },
};
