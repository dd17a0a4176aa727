/** The accounts' rows: users, sessions, recovery codes and the seats an account holds. */
import type { AccountInfo, AccountRole } from '@nobid/protocol';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../storage/schema.ts';

const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));

export interface UserRow {
  readonly info: AccountInfo;
  readonly passwordHash: string;
}

export function toUser(row: Selectable<UsersTable>): UserRow {
  return {
    info: {
      id: row.id,
      name: row.name,
      role: row.role === 'admin' ? 'admin' : 'player',
      createdAt: num(row.created_at),
    },
    passwordHash: row.password_hash,
  };
}

export function userQueries(db: Kysely<Database>) {
  return {
    async byKey(nameKey: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('nb_users')
        .selectAll()
        .where('name_key', '=', nameKey)
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },
    /** Every account's name, for comparing a new one with them all. */
    async names(): Promise<string[]> {
      const rows = await db.selectFrom('nb_users').select('name').execute();
      return rows.map((r) => r.name);
    },
    async byId(id: string): Promise<UserRow | null> {
      const row = await db.selectFrom('nb_users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toUser(row) : null;
    },
    async bySession(tokenHash: string, now: number): Promise<UserRow | null> {
      const row = await db
        .selectFrom('nb_sessions')
        .innerJoin('nb_users', 'nb_users.id', 'nb_sessions.user_id')
        .selectAll('nb_users')
        .where('nb_sessions.token_hash', '=', tokenHash)
        .where('nb_sessions.expires_at', '>', now)
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },
    async insert(
      user: { id: string; name: string; nameKey: string; passwordHash: string; createdAt: number },
      codeHashes: readonly string[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('nb_users')
          .values({
            id: user.id,
            name: user.name,
            name_key: user.nameKey,
            password_hash: user.passwordHash,
            role: 'player',
            created_at: user.createdAt,
          })
          .execute();
        await trx
          .insertInto('nb_recovery_codes')
          .values(codeHashes.map((code_hash) => ({ code_hash, user_id: user.id, used_at: null })))
          .execute();
      });
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('nb_users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    async setRole(nameKey: string, role: AccountRole): Promise<boolean> {
      const res = await db
        .updateTable('nb_users')
        .set({ role })
        .where('name_key', '=', nameKey)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async addSession(tokenHash: string, userId: string, now: number, expiresAt: number): Promise<void> {
      await db
        .insertInto('nb_sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt })
        .execute();
      // Expired sessions of this user go now: the table never grows without bound.
      await db
        .deleteFrom('nb_sessions')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', now)
        .execute();
    },
    async dropSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('nb_sessions').where('token_hash', '=', tokenHash).execute();
    },
    /** Every session of the user but `keep` (null: all of them). */
    async dropSessions(userId: string, keep: string | null): Promise<void> {
      let q = db.deleteFrom('nb_sessions').where('user_id', '=', userId);
      if (keep) q = q.where('token_hash', '!=', keep);
      await q.execute();
    },
    async sessionCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('nb_sessions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return num(row?.n ?? 0);
    },
    /** Marks an unused code used; false when it is not this user's or was used before. */
    async useRecoveryCode(userId: string, codeHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('nb_recovery_codes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async unusedRecoveryCodes(userId: string): Promise<number> {
      const row = await db
        .selectFrom('nb_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return num(row?.n ?? 0);
    },
    /** Links seats (by token hash) to the user; a seat another account holds stays theirs. */
    async linkSeats(userId: string, tokenHashes: readonly string[], now: number): Promise<number> {
      if (tokenHashes.length === 0) return 0;
      // Only seats that exist: a made-up token links nothing.
      const seats = await db
        .selectFrom('nb_seats')
        .select('token_hash')
        .where('token_hash', 'in', [...tokenHashes])
        .execute();
      const hashes = [...new Set(seats.map((s) => s.token_hash).filter((h): h is string => h !== null))];
      if (hashes.length === 0) return 0;
      const res = await db
        .insertInto('nb_seat_owners')
        .values(hashes.map((token_hash) => ({ token_hash, user_id: userId, linked_at: now })))
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0);
    },
    /** Who holds each of these seats (by token hash); seats of no account are left out. */
    async owners(tokenHashes: readonly string[]): Promise<Map<string, string>> {
      if (tokenHashes.length === 0) return new Map();
      const rows = await db
        .selectFrom('nb_seat_owners')
        .select(['token_hash', 'user_id'])
        .where('token_hash', 'in', [...tokenHashes])
        .execute();
      return new Map(rows.map((r) => [r.token_hash, r.user_id]));
    },
    /**
     * The account goes; its games stay, the seats' names replaced. Sessions, codes, seat links and
     * ratings go with the user row (foreign keys, ON DELETE CASCADE).
     */
    async delete(userId: string, replacementName: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('nb_seats')
          .set({ name: replacementName })
          .where(
            'token_hash',
            'in',
            trx.selectFrom('nb_seat_owners').select('token_hash').where('user_id', '=', userId),
          )
          .execute();
        // Not every SQLite build enforces foreign keys on every connection: delete explicitly.
        for (const t of [
          'nb_sessions',
          'nb_recovery_codes',
          'nb_seat_owners',
          'nb_ratings',
          'nb_rating_history',
        ] as const)
          await trx.deleteFrom(t).where('user_id', '=', userId).execute();
        await trx.deleteFrom('nb_users').where('id', '=', userId).execute();
      });
    },
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
