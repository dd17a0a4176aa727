/**
 * SQLite's append, the statement the server runs with every action, on better-sqlite3's own
 * prepared statements in one transaction: Kysely builds, compiles and freezes each query afresh,
 * which cost more than SQLite's own work. The same writes as the Kysely version: the version bump
 * (the lock: only one writer moves a table from N to N+1), the log entry, and the table's timers,
 * of which only the rows that changed are written (the stored set is read in the transaction, so
 * the diff is against the truth, not against a cache).
 *
 * better-sqlite3 is synchronous, so the whole transaction runs without yielding. Kysely holds its
 * own transactions open across awaits on the same connection (a table's creation, accounts,
 * ratings); an append that ran in the middle of one would become part of it (a savepoint) and
 * share its fate. So the fast path runs only while no transaction is open, and otherwise returns
 * false: the caller takes Kysely's path, which waits for the connection.
 */
import type SQLite from 'better-sqlite3';
import { type AppendEffects, type TimerRecord, VersionConflictError } from './storage.ts';

interface TimerRow {
  seat: number;
  kind: string;
  key: string;
  due_at: number;
}

export type SqliteAppend = (
  tableId: string,
  expectedVersion: number,
  action: unknown,
  effects: AppendEffects,
) => boolean;

export function sqliteAppend(database: SQLite.Database, now: () => number = Date.now): SqliteAppend {
  const bump = database.prepare(
    "update nb_tables set version = ? where id = ? and version = ? and status = 'playing'",
  );
  const bumpOver = database.prepare(
    "update nb_tables set version = ?, status = 'over', outcome = ? where id = ? and version = ? and status = 'playing'",
  );
  const log = database.prepare(
    'insert into nb_match_log (table_id, idx, action, created_at) values (?, ?, ?, ?)',
  );
  const stored = database.prepare('select seat, kind, key, due_at from nb_timers where table_id = ?');
  const drop = database.prepare('delete from nb_timers where table_id = ? and seat = ? and kind = ?');
  const upsert = database.prepare(
    `insert into nb_timers (table_id, seat, kind, key, due_at) values (?, ?, ?, ?, ?)
     on conflict (table_id, seat, kind) do update set key = excluded.key, due_at = excluded.due_at`,
  );

  function writeTimers(tableId: string, timers: readonly TimerRecord[]): void {
    const old = stored.all(tableId) as TimerRow[];
    for (const row of old) {
      const seat = Number(row.seat);
      if (!timers.some((t) => t.seat === seat && t.kind === row.kind)) drop.run(tableId, seat, row.kind);
    }
    for (const t of timers) {
      const same = old.some(
        (r) =>
          Number(r.seat) === t.seat && r.kind === t.kind && r.key === t.key && Number(r.due_at) === t.dueAt,
      );
      if (!same) upsert.run(tableId, t.seat, t.kind, t.key, t.dueAt);
    }
  }

  const append = database.transaction(
    (tableId: string, expectedVersion: number, action: unknown, effects: AppendEffects) => {
      const res = effects.outcome
        ? bumpOver.run(expectedVersion + 1, JSON.stringify(effects.outcome), tableId, expectedVersion)
        : bump.run(expectedVersion + 1, tableId, expectedVersion);
      if (res.changes !== 1) throw new VersionConflictError(tableId, expectedVersion);
      log.run(tableId, expectedVersion, JSON.stringify(action), now());
      writeTimers(tableId, effects.timers);
    },
  );

  return (tableId, expectedVersion, action, effects) => {
    if (database.inTransaction) return false;
    append(tableId, expectedVersion, action, effects);
    return true;
  };
}
