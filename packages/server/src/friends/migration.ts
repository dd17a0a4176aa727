/**
 * Migration 0011: friends and invites to turn-based tables (issue 31, item 4). Portable column
 * types only (SQLite and Postgres). A friendship is two rows, one per side, so that each account's
 * list is one indexed read.
 */
import type { Kysely, Migration } from 'kysely';

export const friendsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('nb_friend_requests')
      .addColumn('from_id', 'text', (c) => c.notNull())
      .addColumn('to_id', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('nb_friend_requests_pk', ['from_id', 'to_id'])
      .execute();
    await db.schema.createIndex('nb_friend_requests_to').on('nb_friend_requests').column('to_id').execute();
    await db.schema
      .createTable('nb_friends')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('friend_id', 'text', (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('nb_friends_pk', ['user_id', 'friend_id'])
      .execute();
    await db.schema
      .createTable('nb_friend_blocks')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('blocked_id', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('nb_friend_blocks_pk', ['user_id', 'blocked_id'])
      .execute();
    await db.schema
      .createIndex('nb_friend_blocks_blocked')
      .on('nb_friend_blocks')
      .column('blocked_id')
      .execute();
    // A seat of a waiting turn-based table kept for an invited account, until it joins or declines.
    await db.schema
      .createTable('nb_table_invites')
      .addColumn('table_id', 'text', (c) => c.notNull().references('nb_tables.id').onDelete('cascade'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('nb_table_invites_pk', ['table_id', 'seat'])
      .execute();
    await db.schema.createIndex('nb_table_invites_user').on('nb_table_invites').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['nb_table_invites', 'nb_friend_blocks', 'nb_friends', 'nb_friend_requests'])
      await db.schema.dropTable(t).execute();
  },
};
