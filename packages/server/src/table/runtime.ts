/**
 * A table in play as one process holds it: the stored records plus the game state rebuilt from
 * seed + log. It is a cache of storage, never the truth: it can be dropped at any moment and
 * rebuilt (after a restart, a version conflict, or on another node).
 */
import type { AnyGame, MatchRecord, SeatAction } from '@nobid/engine';
import { replay, replaySteps } from '@nobid/engine';
import { loadOptions } from '../editions.ts';
import type { GameRegistry } from '../games.ts';
import type { SeatClockRecord, SeatRecord, Storage, TableRecord, TimerRecord } from '../storage/storage.ts';
import { isTurnBased } from './turn-based-settings.ts';
import { ViewerCursors } from './viewer-cursors.ts';

export interface TableRuntime {
  table: TableRecord;
  seats: SeatRecord[];
  readonly game: AnyGame;
  /** The game's options, parsed from the stored ones (`table.options`) when the table loaded. */
  readonly options: unknown;
  /** The full state: secrets included, never sent anywhere. Null until the game starts. */
  state: unknown;
  timers: TimerRecord[];
  /** What each viewer was last sent, while the game is in play (null before and after). */
  cursors: ViewerCursors | null;
  /** A turn-based table's seat clocks once the game started (`seat-clocks.ts`); null: live, or waiting. */
  clocks: SeatClockRecord[] | null;
}

export class UnknownTableError extends Error {
  override name = 'UnknownTableError';
}

/** A table whose stored rows could not be loaded at start: it stays out of play (`setAside`). */
export class TableSetAsideError extends Error {
  override name = 'TableSetAsideError';
}

export async function loadRuntime(storage: Storage, games: GameRegistry, id: string): Promise<TableRuntime> {
  const table = await storage.getTable(id);
  if (!table) throw new UnknownTableError(`no table ${id}`);
  const game = games.get(table.game);
  if (!game) throw new Error(`table ${id} plays "${table.game}", which this server does not host`);
  const options = loadOptions(game, table);
  const started = table.status !== 'waiting';
  // The reads after the table's row are independent: on Postgres they go out together, over the
  // pool's connections, rather than one round trip after another (a turn-based table's first
  // action, issue 31). On SQLite nothing changes: one connection answers them in turn.
  const [seats, log, storedTimers, storedClocks] = await Promise.all([
    storage.getSeats(id),
    started ? storage.readLog(id) : null,
    started ? storage.getTimers(id) : null,
    started && isTurnBased(table.settings) ? storage.getClocks(id) : null,
  ]);
  let state: unknown = null;
  let timers: TimerRecord[] = [];
  let cursors: ViewerCursors | null = null;
  let clocks: SeatClockRecord[] | null = null;
  if (log !== null) {
    const record = {
      game: game.name,
      seats: table.seats,
      seed: table.seed,
      options,
      log: log as SeatAction[],
    };
    if (table.status === 'playing') ({ state, cursors } = replayWithCursors(game, record));
    else state = replay(game, record);
    // The log may have grown between the two reads; the log is what the state reflects.
    if (log.length !== table.version) return loadRuntime(storage, games, id);
    timers = storedTimers ?? [];
    clocks = storedClocks;
  }
  return { table, seats, game, options, state, timers, cursors, clocks };
}

/** The state a log leads to, and every viewer's cursor along the way. */
function replayWithCursors(
  game: AnyGame,
  record: MatchRecord<SeatAction, unknown>,
): { state: unknown; cursors: ViewerCursors } {
  const cursors = ViewerCursors.start(record.seats, record.seed);
  let state = game.setup(record.seats, record.options, record.seed);
  for (const step of replaySteps(game, record)) {
    cursors.advance(game, { before: state, after: step.state, actor: step.action.seat, events: step.events });
    state = step.state;
  }
  return { state, cursors };
}

/** The per-process cache of runtimes, loading each at most once at a time. */
export class RuntimeCache {
  private readonly entries = new Map<string, Promise<TableRuntime>>();

  constructor(
    private readonly storage: Storage,
    private readonly games: GameRegistry,
  ) {}

  private readonly loaded = new Map<string, TableRuntime>();
  private readonly setAsideIds = new Set<string>();

  get(id: string): Promise<TableRuntime> {
    if (this.setAsideIds.has(id)) return Promise.reject(new TableSetAsideError(`table ${id} is set aside`));
    let entry = this.entries.get(id);
    if (!entry) {
      const loading = loadRuntime(this.storage, this.games, id);
      entry = loading;
      this.entries.set(id, loading);
      loading.then(
        (rt) => {
          if (this.entries.get(id) === loading) this.loaded.set(id, rt);
        },
        () => {
          if (this.entries.get(id) === loading) this.entries.delete(id);
        },
      );
    }
    return entry;
  }

  /**
   * Brings a loaded table up to date with storage (another node changed it): the actions it has
   * not seen are applied from the log, seats and timers are read again. Anything odd (the table
   * went back, or a logged action no longer applies) drops the copy, to be reloaded whole.
   * Must run inside the table's lock.
   */
  async refresh(id: string): Promise<void> {
    const rt = this.loaded.get(id);
    if (!rt) {
      this.evict(id); // a load in flight may have started before the change
      return;
    }
    try {
      // Four reads at once (on Postgres, four pooled connections): one round trip. Inside the
      // lock nobody writes, so they agree with each other.
      const from = rt.table.version;
      const [table, log, seats, timers] = await Promise.all([
        this.storage.getTable(id),
        this.storage.readLog(id, from),
        this.storage.getSeats(id),
        this.storage.getTimers(id),
      ]);
      if (!table || table.version < from || (table.status !== 'waiting' && rt.state === null)) {
        this.evict(id);
        return;
      }
      let state = rt.state;
      const cursors = rt.cursors?.copy() ?? null;
      if (table.version > from) {
        if (from + log.length !== table.version) {
          this.evict(id);
          return;
        }
        for (const action of log) {
          const next = rt.game.apply(state, action as never);
          if (!next.ok) {
            this.evict(id);
            return;
          }
          const actor = (action as SeatAction).seat;
          cursors?.advance(rt.game, { before: state, after: next.state, actor, events: next.events });
          state = next.state;
        }
      }
      if (isTurnBased(table.settings)) rt.clocks = await this.storage.getClocks(id);
      rt.seats = seats;
      rt.timers = timers;
      rt.state = state;
      rt.cursors = cursors;
      rt.table = table;
    } catch (err) {
      this.evict(id);
      throw err;
    }
  }

  /**
   * A table whose rows cannot be loaded (a damaged record): it is not tried again until the
   * server restarts (after a restore), so every use of it fails at once, with its own error.
   */
  setAside(id: string): void {
    this.evict(id);
    this.setAsideIds.add(id);
  }

  /** Forget a table (it will be reloaded from storage on next use). */
  evict(id: string): void {
    this.entries.delete(id);
    this.loaded.delete(id);
  }

  /** Forgets every loaded table that `keep` does not want: memory goes back, storage has it all. */
  sweep(keep: (rt: TableRuntime) => boolean): number {
    let n = 0;
    for (const [id, rt] of this.loaded) {
      if (keep(rt)) continue;
      this.evict(id);
      n++;
    }
    return n;
  }

  size(): number {
    return this.entries.size;
  }
}
