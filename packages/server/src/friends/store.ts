/**
 * The friends' own tables (migration 0011, `migration.ts`): requests, friendships (a row per side),
 * blocks, and the seats of waiting turn-based tables kept for invited accounts. Rows only: the
 * rules (who may ask whom, what a block hides) are `service.ts`'s.
 */
import type { FriendEntry, FriendsResponse, TableInvite } from '@nobid/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TablesTable, UsersTable } from '../storage/schema.ts';

interface FriendTables {
  nb_friend_requests: { from_id: string; to_id: string; at: number | string };
  nb_friends: { user_id: string; friend_id: string; since: number | string };
  nb_friend_blocks: { user_id: string; blocked_id: string; at: number | string };
  nb_table_invites: {
    table_id: string;
    seat: number;
    user_id: string;
    invited_by: string;
    at: number | string;
  };
  nb_users: UsersTable;
  nb_tables: TablesTable;
}

type Db = Kysely<FriendTables> | Transaction<FriendTables>;

const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));

/** Where two accounts stand, as seen from `a`. */
export interface Relation {
  readonly friends: boolean;
  /** `a` asked `b`. */
  readonly asked: boolean;
  /** `b` asked `a`. */
  readonly askedBy: boolean;
  /** `a` blocked `b`. */
  readonly blocks: boolean;
  /** `b` blocked `a`. */
  readonly blockedBy: boolean;
}

/** A kept seat: for whom (id and name). */
export interface Reservation {
  readonly seat: number;
  readonly userId: string;
  readonly name: string;
}

export type FriendStore = ReturnType<typeof friendStore>;

export function friendStore(database: Kysely<Database>, now: () => number) {
  const db = database as unknown as Kysely<FriendTables>;

  /** Everything between the two, either way: a removal, and the first half of a block. */
  async function dropBetween(trx: Db, a: string, b: string): Promise<void> {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      await trx.deleteFrom('nb_friends').where('user_id', '=', x).where('friend_id', '=', y).execute();
      await trx.deleteFrom('nb_friend_requests').where('from_id', '=', x).where('to_id', '=', y).execute();
      await trx.deleteFrom('nb_table_invites').where('invited_by', '=', x).where('user_id', '=', y).execute();
    }
  }

  const entries = (rows: readonly { name: string; at: number | string }[]): FriendEntry[] =>
    rows.map((r) => ({ name: r.name, since: num(r.at) }));

  const store = {
    async relation(a: string, b: string): Promise<Relation> {
      const [friend, asked, askedBy, blocks, blockedBy] = await Promise.all([
        db
          .selectFrom('nb_friends')
          .select('since')
          .where('user_id', '=', a)
          .where('friend_id', '=', b)
          .executeTakeFirst(),
        db
          .selectFrom('nb_friend_requests')
          .select('at')
          .where('from_id', '=', a)
          .where('to_id', '=', b)
          .executeTakeFirst(),
        db
          .selectFrom('nb_friend_requests')
          .select('at')
          .where('from_id', '=', b)
          .where('to_id', '=', a)
          .executeTakeFirst(),
        db
          .selectFrom('nb_friend_blocks')
          .select('at')
          .where('user_id', '=', a)
          .where('blocked_id', '=', b)
          .executeTakeFirst(),
        db
          .selectFrom('nb_friend_blocks')
          .select('at')
          .where('user_id', '=', b)
          .where('blocked_id', '=', a)
          .executeTakeFirst(),
      ]);
      return {
        friends: !!friend,
        asked: !!asked,
        askedBy: !!askedBy,
        blocks: !!blocks,
        blockedBy: !!blockedBy,
      };
    },

    async list(userId: string): Promise<FriendsResponse> {
      const [friends, incoming, outgoing, blocked] = await Promise.all([
        db
          .selectFrom('nb_friends as f')
          .innerJoin('nb_users as u', 'u.id', 'f.friend_id')
          .select(['u.name as name', 'f.since as at'])
          .where('f.user_id', '=', userId)
          .orderBy('u.name_key')
          .execute(),
        db
          .selectFrom('nb_friend_requests as r')
          .innerJoin('nb_users as u', 'u.id', 'r.from_id')
          .select(['u.name as name', 'r.at as at'])
          .where('r.to_id', '=', userId)
          .orderBy('r.at')
          .orderBy('u.name_key')
          .execute(),
        db
          .selectFrom('nb_friend_requests as r')
          .innerJoin('nb_users as u', 'u.id', 'r.to_id')
          .select(['u.name as name', 'r.at as at'])
          .where('r.from_id', '=', userId)
          .orderBy('r.at')
          .orderBy('u.name_key')
          .execute(),
        db
          .selectFrom('nb_friend_blocks as b')
          .innerJoin('nb_users as u', 'u.id', 'b.blocked_id')
          .select(['u.name as name', 'b.at as at'])
          .where('b.user_id', '=', userId)
          .orderBy('u.name_key')
          .execute(),
      ]);
      return {
        friends: entries(friends),
        incoming: entries(incoming),
        outgoing: entries(outgoing),
        blocked: entries(blocked),
      };
    },

    async outgoingCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('nb_friend_requests')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('from_id', '=', userId)
        .executeTakeFirst();
      return num(row?.n ?? 0);
    },

    async addRequest(from: string, to: string): Promise<void> {
      await db
        .insertInto('nb_friend_requests')
        .values({ from_id: from, to_id: to, at: now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    befriend(a: string, b: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('nb_friend_requests')
          .where('from_id', 'in', [a, b])
          .where('to_id', 'in', [a, b])
          .execute();
        const since = now();
        await trx
          .insertInto('nb_friends')
          .values([
            { user_id: a, friend_id: b, since },
            { user_id: b, friend_id: a, since },
          ])
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
    },

    /** Ends a friendship, a request either way, and the invites between them. */
    remove(a: string, b: string): Promise<void> {
      return db.transaction().execute((trx) => dropBetween(trx, a, b));
    },

    block(a: string, b: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await dropBetween(trx, a, b);
        await trx
          .insertInto('nb_friend_blocks')
          .values({ user_id: a, blocked_id: b, at: now() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
    },

    async unblock(a: string, b: string): Promise<void> {
      await db.deleteFrom('nb_friend_blocks').where('user_id', '=', a).where('blocked_id', '=', b).execute();
    },

    /** The account's friends among `ids`. */
    async friendsAmong(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('nb_friends')
        .select('friend_id')
        .where('user_id', '=', userId)
        .where('friend_id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.friend_id));
    },

    async addInvites(tableId: string, invitedBy: string, seats: readonly { seat: number; userId: string }[]) {
      if (seats.length === 0) return;
      const at = now();
      await db
        .insertInto('nb_table_invites')
        .values(
          seats.map((s) => ({
            table_id: tableId,
            seat: s.seat,
            user_id: s.userId,
            invited_by: invitedBy,
            at,
          })),
        )
        .execute();
    },

    /** The seats of a table kept for invited accounts (taken or not: the caller knows its seats). */
    async reservations(tableId: string): Promise<Reservation[]> {
      const rows = await db
        .selectFrom('nb_table_invites as i')
        .innerJoin('nb_users as u', 'u.id', 'i.user_id')
        .select(['i.seat as seat', 'i.user_id as userId', 'u.name as name'])
        .where('i.table_id', '=', tableId)
        .execute();
      return rows.map((r) => ({ seat: num(r.seat), userId: r.userId, name: r.name }));
    },

    /** The invites that wait for the account: tables still waiting for their players, newest first. */
    async invitesFor(userId: string): Promise<TableInvite[]> {
      const rows = await db
        .selectFrom('nb_table_invites as i')
        .innerJoin('nb_tables as t', 't.id', 'i.table_id')
        .innerJoin('nb_users as u', 'u.id', 'i.invited_by')
        .select([
          'i.table_id as tableId',
          't.game as game',
          't.settings as settings',
          'i.seat as seat',
          'u.name as from',
          'i.at as at',
        ])
        .where('i.user_id', '=', userId)
        .where('t.status', '=', 'waiting')
        .orderBy('i.at', 'desc')
        .execute();
      return rows.map((r) => ({
        tableId: r.tableId,
        game: r.game,
        seat: num(r.seat),
        from: r.from,
        speed: (JSON.parse(r.settings) as { speed?: string }).speed ?? null,
        at: num(r.at),
      }));
    },

    /** The account's invite to the table goes (joined or declined); whether there was one. */
    async dropInvite(tableId: string, userId: string): Promise<boolean> {
      const res = await db
        .deleteFrom('nb_table_invites')
        .where('table_id', '=', tableId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** What the account's data download says of its friends: its own lists and the invites it has. */
    async exportAccount(userId: string) {
      const [lists, invites, sent] = await Promise.all([
        store.list(userId),
        store.invitesFor(userId),
        db
          .selectFrom('nb_table_invites as i')
          .innerJoin('nb_users as u', 'u.id', 'i.user_id')
          .select(['i.table_id as tableId', 'i.seat as seat', 'u.name as to', 'i.at as at'])
          .where('i.invited_by', '=', userId)
          .execute(),
      ]);
      // Who blocked the account is not its data to see: a block hides the blocker (service.ts).
      return {
        ...lists,
        invitesReceived: invites,
        invitesSent: sent.map((s) => ({ ...s, seat: num(s.seat), at: num(s.at) })),
      };
    },

    /** Every row that names the account, on either side, goes with it. */
    forgetAccount(userId: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('nb_friends')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
          .execute();
        await trx
          .deleteFrom('nb_friend_requests')
          .where((eb) => eb.or([eb('from_id', '=', userId), eb('to_id', '=', userId)]))
          .execute();
        await trx
          .deleteFrom('nb_friend_blocks')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_id', '=', userId)]))
          .execute();
        await trx
          .deleteFrom('nb_table_invites')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('invited_by', '=', userId)]))
          .execute();
      });
    },
  };
  return store;
}
