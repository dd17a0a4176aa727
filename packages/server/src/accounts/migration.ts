/**
 * Migration 0003: accounts (users, sessions, recovery codes, which seats an account holds) and
 * ratings (per user and game, their history, and which tables were rated). Portable types only,
 * plus `double precision` for the ratings' mu and sigma (a REAL in SQLite).
 */
import type { Kysely, Migration } from 'kysely';

const TABLES = [
  'nb_rated_tables',
  'nb_rating_history',
  'nb_ratings',
  'nb_seat_owners',
  'nb_recovery_codes',
  'nb_sessions',
  'nb_users',
] as const;

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('nb_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // The name folded for comparison (NFC, lower case): "Ann" and "ann" are one account.
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('player'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('nb_sessions')
      // SHA-256 of the cookie's token: a stolen database opens no session.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('nb_users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('nb_sessions_user').on('nb_sessions').column('user_id').execute();
    await db.schema
      .createTable('nb_recovery_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('nb_users.id').onDelete('cascade'))
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('nb_recovery_codes_user').on('nb_recovery_codes').column('user_id').execute();
    await db.schema
      .createTable('nb_seat_owners')
      // A seat token's hash (`nb_seats.token_hash`): a rematch keeps the token, so the account too.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('nb_users.id').onDelete('cascade'))
      .addColumn('linked_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('nb_seat_owners_user').on('nb_seat_owners').column('user_id').execute();
    await db.schema
      .createTable('nb_ratings')
      .addColumn('user_id', 'text', (c) => c.notNull().references('nb_users.id').onDelete('cascade'))
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('mu', 'double precision', (c) => c.notNull())
      .addColumn('sigma', 'double precision', (c) => c.notNull())
      .addColumn('ordinal', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('nb_ratings_pk', ['user_id', 'game'])
      .execute();
    await db.schema.createIndex('nb_ratings_board').on('nb_ratings').columns(['game', 'ordinal']).execute();
    await db.schema
      .createTable('nb_rating_history')
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('nb_users.id').onDelete('cascade'))
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('mu', 'double precision', (c) => c.notNull())
      .addColumn('sigma', 'double precision', (c) => c.notNull())
      .addColumn('ordinal', 'double precision', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('nb_rating_history_pk', ['table_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('nb_rating_history_user')
      .on('nb_rating_history')
      .columns(['user_id', 'game', 'created_at'])
      .execute();
    await db.schema
      .createTable('nb_rated_tables')
      // One row per finished rated table: the update runs once, whichever node ends the game.
      .addColumn('table_id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('rated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of TABLES) await db.schema.dropTable(t).execute();
  },
};
