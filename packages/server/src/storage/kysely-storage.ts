/** The Storage interface in Kysely: one query layer for SQLite and Postgres. */

import {
  type BotLevel,
  type TableSettings,
  type TableStatus,
  tableKindOf,
  type WireOutcome,
} from '@nobid/protocol';
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, SeatsTable, TablesTable, TimersTable } from './schema.ts';
import { ordersColumns, storedOrders } from './seat-orders.ts';
import type { SqliteAppend } from './sqlite-append.ts';
import {
  type AppendEffects,
  type ClockChange,
  type ClockEventKind,
  type ListTablesQuery,
  type SeatClockRecord,
  type SeatPatch,
  type SeatRecord,
  type Storage,
  type TableRecord,
  type TimerKind,
  type TimerRecord,
  VersionConflictError,
} from './storage.ts';

const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: number | string | null): number | null => (v === null ? null : num(v));

function toTable(row: Selectable<TablesTable>): TableRecord {
  return {
    id: row.id,
    game: row.game,
    settings: JSON.parse(row.settings) as TableSettings,
    options: JSON.parse(row.options) as unknown,
    status: row.status as TableStatus,
    seed: row.seed,
    seats: num(row.seats),
    createdAt: num(row.created_at),
    version: num(row.version),
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as WireOutcome),
    rematchId: row.rematch_id,
    edition:
      row.edition_name !== null && row.edition_version !== null && row.edition_hash !== null
        ? { name: row.edition_name, version: row.edition_version, hash: row.edition_hash }
        : null,
  };
}

function toSeat(row: Selectable<SeatsTable>): SeatRecord {
  return {
    tableId: row.table_id,
    seat: num(row.seat),
    kind: row.kind as 'human' | 'bot',
    level: row.level as BotLevel | null,
    name: row.name,
    tokenHash: row.token_hash,
    awaySince: numOrNull(row.away_since),
    autoplay: num(row.autoplay) === 1,
    orders: storedOrders(row),
  };
}

function toTimer(row: Selectable<TimersTable>): TimerRecord {
  return {
    tableId: row.table_id,
    seat: num(row.seat),
    kind: row.kind as TimerKind,
    key: row.key,
    dueAt: num(row.due_at),
  };
}

/** The clock rows of a change: every seat's clock as it is (upserted), its events appended. */
async function writeClockChange(trx: Transaction<Database>, tableId: string, change: ClockChange) {
  for (const c of change.clocks) {
    const row = {
      bank_ms: c.bankMs,
      running_since: c.runningSince,
      expired_at: c.expiredAt,
      owes: c.owes ? 1 : 0,
      deadline: c.deadline,
    };
    await trx
      .insertInto('nb_seat_clocks')
      .values({ table_id: tableId, seat: c.seat, ...row })
      .onConflict((oc) => oc.columns(['table_id', 'seat']).doUpdateSet(row))
      .execute();
  }
  if (change.events.length === 0) return;
  await trx
    .insertInto('nb_clock_events')
    .values(
      change.events.map((e, n) => ({
        table_id: tableId,
        version: e.version,
        n,
        seat: e.seat,
        event: e.event,
        at: e.at,
        bank_ms: e.bankMs,
      })),
    )
    .execute();
}

async function writeTimers(trx: Transaction<Database>, tableId: string, timers: readonly TimerRecord[]) {
  await trx.deleteFrom('nb_timers').where('table_id', '=', tableId).execute();
  if (timers.length === 0) return;
  await trx
    .insertInto('nb_timers')
    .values(
      timers.map((t) => ({ table_id: tableId, seat: t.seat, kind: t.kind, key: t.key, due_at: t.dueAt })),
    )
    .execute();
}

/**
 * Postgres: the whole append as one statement (one round trip, atomic without BEGIN/COMMIT).
 * The conditional UPDATE is the version check and takes the table row's lock; the log entry and
 * the timer rows are written only if it matched. Timers: rows not in the new set are deleted,
 * the others upserted, and an unchanged row is left alone (no new row version for it); no row is
 * touched twice within the statement.
 */
async function appendInOneStatement(
  db: Kysely<Database>,
  tableId: string,
  expectedVersion: number,
  action: unknown,
  effects: AppendEffects,
  at: number,
): Promise<void> {
  const outcome = effects.outcome ? JSON.stringify(effects.outcome) : null;
  const timers = JSON.stringify(
    effects.timers.map((t) => ({ seat: t.seat, kind: t.kind, key: t.key, due_at: t.dueAt })),
  );
  const result = await sql<{ n: number }>`
    with bumped as (
      update nb_tables
      set version = ${expectedVersion + 1},
          status = case when ${outcome}::text is null then status else 'over' end,
          outcome = coalesce(${outcome}::text, outcome)
      where id = ${tableId} and version = ${expectedVersion} and status = 'playing'
      returning id
    ),
    logged as (
      insert into nb_match_log (table_id, idx, action, created_at)
      select id, ${expectedVersion}, ${JSON.stringify(action)}, ${at} from bumped
      returning 1
    ),
    incoming as (
      select * from jsonb_to_recordset(${timers}::jsonb) as t(seat integer, kind text, key text, due_at bigint)
    ),
    cleared as (
      delete from nb_timers
      where table_id = ${tableId} and exists (select 1 from bumped)
        and (seat, kind) not in (select seat, kind from incoming)
      returning 1
    ),
    upserted as (
      insert into nb_timers (table_id, seat, kind, key, due_at)
      select ${tableId}, seat, kind, key, due_at from incoming where exists (select 1 from bumped)
      on conflict (table_id, seat, kind) do update set key = excluded.key, due_at = excluded.due_at
        where nb_timers.key <> excluded.key or nb_timers.due_at <> excluded.due_at
      returning 1
    )
    select (select count(*) from bumped)::int as n`.execute(db);
  if (result.rows[0]?.n !== 1) throw new VersionConflictError(tableId, expectedVersion);
}

/** The append with a clock change: version bump, log entry, timers and clocks in one transaction. */
async function appendWithClocks(
  db: Kysely<Database>,
  tableId: string,
  expectedVersion: number,
  action: unknown,
  effects: AppendEffects,
  at: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('nb_tables')
      .set({
        version: expectedVersion + 1,
        ...(effects.outcome ? { status: 'over', outcome: JSON.stringify(effects.outcome) } : {}),
      })
      .where('id', '=', tableId)
      .where('version', '=', expectedVersion)
      .where('status', '=', 'playing')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new VersionConflictError(tableId, expectedVersion);
    await trx
      .insertInto('nb_match_log')
      .values({
        table_id: tableId,
        idx: expectedVersion,
        action: JSON.stringify(action),
        created_at: at,
      })
      .execute();
    await writeTimers(trx, tableId, effects.timers);
    if (effects.clocks) await writeClockChange(trx, tableId, effects.clocks);
  });
}

export function kyselyStorage(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  /** SQLite: the prepared append, tried first (it declines while a transaction is open). */
  fastAppend: SqliteAppend | null = null,
  /** Stamps the match log's entries (`StorageConfig.now`). */
  now: () => number = Date.now,
): Storage {
  return {
    dialect,
    db,
    async createTable(table, seats) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('nb_tables')
          .values({
            id: table.id,
            game: table.game,
            settings: JSON.stringify(table.settings),
            options: JSON.stringify(table.options ?? null),
            status: table.status,
            visibility: table.settings.visibility,
            seed: table.seed,
            seats: table.seats,
            created_at: table.createdAt,
            version: table.version,
            outcome: table.outcome ? JSON.stringify(table.outcome) : null,
            rematch_id: table.rematchId,
            edition_name: table.edition?.name ?? null,
            edition_version: table.edition?.version ?? null,
            edition_hash: table.edition?.hash ?? null,
            kind: tableKindOf(table.settings),
          })
          .execute();
        await trx
          .insertInto('nb_seats')
          .values(
            seats.map((s) => ({
              table_id: table.id,
              seat: s.seat,
              kind: s.kind,
              level: s.level,
              name: s.name,
              token_hash: s.tokenHash,
              away_since: s.awaySince,
              autoplay: s.autoplay ? 1 : 0,
              ...ordersColumns(s.orders),
            })),
          )
          .execute();
      });
    },

    async getTable(id) {
      const row = await db.selectFrom('nb_tables').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toTable(row) : null;
    },

    async getSeats(tableId) {
      const rows = await db
        .selectFrom('nb_seats')
        .selectAll()
        .where('table_id', '=', tableId)
        .orderBy('seat')
        .execute();
      return rows.map(toSeat);
    },

    async listTables(query: ListTablesQuery) {
      let q = db.selectFrom('nb_tables').selectAll();
      if (query.status) q = q.where('status', '=', query.status);
      if (query.visibility) q = q.where('visibility', '=', query.visibility);
      const rows = await q
        .orderBy('created_at', 'desc')
        .limit(query.limit ?? 100)
        .execute();
      // A row that no longer reads (damaged on disk) is left out: one table's record must not
      // take the whole list down. Read by its id, it still fails, with its own error.
      return rows.flatMap((row) => {
        try {
          return [toTable(row)];
        } catch {
          return [];
        }
      });
    },

    async listPlayingTableIds(kind) {
      let q = db.selectFrom('nb_tables').select('id').where('status', '=', 'playing');
      if (kind) q = q.where('kind', '=', kind);
      const rows = await q.execute();
      return rows.map((r) => r.id);
    },

    async claimSeat(tableId, seat, name, tokenHash) {
      const res = await db
        .updateTable('nb_seats')
        .set({ name, token_hash: tokenHash })
        .where('table_id', '=', tableId)
        .where('seat', '=', seat)
        .where('kind', '=', 'human')
        .where('token_hash', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async updateSeat(tableId, seat, patch: SeatPatch) {
      const set: Updateable<SeatsTable> = {};
      if (patch.awaySince !== undefined) set.away_since = patch.awaySince;
      if (patch.autoplay !== undefined) set.autoplay = patch.autoplay ? 1 : 0;
      if (patch.orders !== undefined) Object.assign(set, ordersColumns(patch.orders));
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('nb_seats')
        .set(set)
        .where('table_id', '=', tableId)
        .where('seat', '=', seat)
        .execute();
    },

    async startTable(tableId, timers, clocks) {
      return db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('nb_tables')
          .set({ status: 'playing' })
          .where('id', '=', tableId)
          .where('status', '=', 'waiting')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        await writeTimers(trx, tableId, timers);
        if (clocks) await writeClockChange(trx, tableId, clocks);
        return true;
      });
    },

    async appendAction(tableId, expectedVersion, action, effects: AppendEffects) {
      // A turn-based table's move also writes its clocks: Kysely's transaction, one path for both.
      if (effects.clocks) return appendWithClocks(db, tableId, expectedVersion, action, effects, now());
      if (dialect === 'postgres')
        return appendInOneStatement(db, tableId, expectedVersion, action, effects, now());
      if (fastAppend?.(tableId, expectedVersion, action, effects)) return;
      await db.transaction().execute(async (trx) => {
        // The version bump is the lock: only one writer moves the table from N to N+1.
        const res = await trx
          .updateTable('nb_tables')
          .set({
            version: expectedVersion + 1,
            ...(effects.outcome ? { status: 'over', outcome: JSON.stringify(effects.outcome) } : {}),
          })
          .where('id', '=', tableId)
          .where('version', '=', expectedVersion)
          .where('status', '=', 'playing')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new VersionConflictError(tableId, expectedVersion);
        await trx
          .insertInto('nb_match_log')
          .values({
            table_id: tableId,
            idx: expectedVersion,
            action: JSON.stringify(action),
            created_at: now(),
          })
          .execute();
        await writeTimers(trx, tableId, effects.timers);
      });
    },

    async readLog(tableId, from = 0) {
      const rows = await db
        .selectFrom('nb_match_log')
        .select(['idx', 'action'])
        .where('table_id', '=', tableId)
        .where('idx', '>=', from)
        .orderBy('idx')
        .execute();
      rows.forEach((r, i) => {
        if (num(r.idx) !== from + i) throw new Error(`match log of ${tableId} has a gap at ${from + i}`);
      });
      return rows.map((r) => JSON.parse(r.action) as unknown);
    },

    async replaceTimers(tableId, version, timers) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('nb_tables')
          .select(['version', 'status'])
          .where('id', '=', tableId)
          .executeTakeFirst();
        if (!row || num(row.version) !== version || row.status !== 'playing') return false;
        await writeTimers(trx, tableId, timers);
        return true;
      });
    },

    async getTimers(tableId) {
      const rows = await db.selectFrom('nb_timers').selectAll().where('table_id', '=', tableId).execute();
      return rows.map(toTimer);
    },

    async writeClocks(tableId, version, change, timers) {
      return db.transaction().execute(async (trx) => {
        // The version stays: a clock change is no action. Bumping nothing, the row check is the lock.
        const row = await trx
          .selectFrom('nb_tables')
          .select(['version', 'status'])
          .where('id', '=', tableId)
          .executeTakeFirst();
        if (!row || num(row.version) !== version || row.status !== 'playing') return false;
        await writeTimers(trx, tableId, timers);
        await writeClockChange(trx, tableId, change);
        return true;
      });
    },

    async getClocks(tableId) {
      const rows = await db
        .selectFrom('nb_seat_clocks')
        .selectAll()
        .where('table_id', '=', tableId)
        .orderBy('seat')
        .execute();
      return rows.map(
        (r): SeatClockRecord => ({
          seat: num(r.seat),
          bankMs: numOrNull(r.bank_ms),
          runningSince: numOrNull(r.running_since),
          expiredAt: numOrNull(r.expired_at),
          owes: num(r.owes) === 1,
          deadline: numOrNull(r.deadline),
        }),
      );
    },

    async readClockEvents(tableId) {
      const rows = await db
        .selectFrom('nb_clock_events')
        .selectAll()
        .where('table_id', '=', tableId)
        .orderBy('version')
        .orderBy('at')
        .orderBy('n')
        .execute();
      return rows.map((r) => ({
        version: num(r.version),
        seat: num(r.seat),
        event: r.event as ClockEventKind,
        at: num(r.at),
        bankMs: numOrNull(r.bank_ms),
      }));
    },

    async dueTimers(now, limit) {
      // The index on due_at finds the due rows; the table's kind keeps live tables (whose timers
      // this process holds in memory) out.
      const rows = await db
        .selectFrom('nb_timers as t')
        .innerJoin('nb_tables as tb', 'tb.id', 't.table_id')
        .select(['t.table_id', 't.seat', 't.kind', 't.key', 't.due_at'])
        .where('t.due_at', '<=', now)
        .where('tb.kind', '=', 'turn-based')
        .where((eb) => eb.or([eb('t.claimed_until', 'is', null), eb('t.claimed_until', '<', now)]))
        .orderBy('t.due_at')
        .limit(limit)
        .execute();
      return rows.map((r) => toTimer(r as Selectable<TimersTable>));
    },

    async nextDueAt(now) {
      const row = await db
        .selectFrom('nb_timers as t')
        .innerJoin('nb_tables as tb', 'tb.id', 't.table_id')
        .select('t.due_at')
        .where('t.due_at', '>', now)
        .where('tb.kind', '=', 'turn-based')
        .orderBy('t.due_at')
        .limit(1)
        .executeTakeFirst();
      return row ? num(row.due_at) : null;
    },

    async claimTimer(timer, now, until) {
      const res = await db
        .updateTable('nb_timers')
        .set({ claimed_until: until })
        .where('table_id', '=', timer.tableId)
        .where('seat', '=', timer.seat)
        .where('kind', '=', timer.kind)
        .where('key', '=', timer.key)
        .where('due_at', '=', timer.dueAt)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async tablesWaitingFor(accountId, limit = 100) {
      const rows = await db
        .selectFrom('nb_seat_owners as o')
        .innerJoin('nb_seats as s', 's.token_hash', 'o.token_hash')
        .innerJoin('nb_seat_clocks as c', (j) =>
          j.onRef('c.table_id', '=', 's.table_id').onRef('c.seat', '=', 's.seat'),
        )
        .innerJoin('nb_tables as t', 't.id', 's.table_id')
        .select(['t.id', 't.game', 't.settings', 's.seat', 'c.deadline'])
        .where('o.user_id', '=', accountId)
        .where('c.owes', '=', 1)
        .where('t.status', '=', 'playing')
        // Most urgent first; no deadline (no limit) last.
        .orderBy(sql`case when c.deadline is null then 1 else 0 end`)
        .orderBy('c.deadline')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        tableId: r.id,
        game: r.game,
        seat: num(r.seat),
        settings: JSON.parse(r.settings) as TableSettings,
        deadline: numOrNull(r.deadline),
      }));
    },

    async probeWrite() {
      const writtenAt = Date.now();
      await db
        .insertInto('nb_write_probe')
        .values({ id: 'ready', written_at: writtenAt })
        .onConflict((oc) => oc.column('id').doUpdateSet({ written_at: writtenAt }))
        .execute();
    },

    async setRematch(tableId, rematchId) {
      await db
        .updateTable('nb_tables')
        .set({ rematch_id: rematchId })
        .where('id', '=', tableId)
        .where('rematch_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('nb_tables')
        .select('rematch_id')
        .where('id', '=', tableId)
        .executeTakeFirst();
      return row?.rematch_id ?? rematchId;
    },

    async close() {
      await db.destroy();
    },
  };
}
