/**
 * A table in play as one process holds it: the stored records plus the game state rebuilt from
 * seed + log. It is a cache of storage, never the truth: it can be dropped at any moment and
 * rebuilt (after a restart, a version conflict, or on another node).
 */
import type { AnyGame } from '@nobid/engine';
import { replay } from '@nobid/engine';
import type { GameRegistry } from './games.ts';
import type { SeatRecord, Storage, TableRecord, TimerRecord } from './storage/storage.ts';

export interface TableRuntime {
  table: TableRecord;
  seats: SeatRecord[];
  readonly game: AnyGame;
  /** The full state: secrets included, never sent anywhere. Null until the game starts. */
  state: unknown;
  timers: TimerRecord[];
}

export class UnknownTableError extends Error {
  override name = 'UnknownTableError';
}

export async function loadRuntime(storage: Storage, games: GameRegistry, id: string): Promise<TableRuntime> {
  const table = await storage.getTable(id);
  if (!table) throw new UnknownTableError(`no table ${id}`);
  const game = games.get(table.game);
  if (!game) throw new Error(`table ${id} plays "${table.game}", which this server does not host`);
  const seats = await storage.getSeats(id);
  let state: unknown = null;
  let timers: TimerRecord[] = [];
  if (table.status !== 'waiting') {
    const log = await storage.readLog(id);
    state = replay(game, {
      game: game.name,
      seats: table.seats,
      seed: table.seed,
      options: table.options,
      log,
    });
    // The log may have grown between the two reads; the log is what the state reflects.
    if (log.length !== table.version) return loadRuntime(storage, games, id);
    timers = await storage.getTimers(id);
  }
  return { table, seats, game, state, timers };
}

/** The per-process cache of runtimes, loading each at most once at a time. */
export class RuntimeCache {
  private readonly entries = new Map<string, Promise<TableRuntime>>();

  constructor(
    private readonly storage: Storage,
    private readonly games: GameRegistry,
  ) {}

  get(id: string): Promise<TableRuntime> {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = loadRuntime(this.storage, this.games, id);
      this.entries.set(id, entry);
      entry.catch(() => this.entries.delete(id));
    }
    return entry;
  }

  /** Forget a table (it will be reloaded from storage on next use). */
  evict(id: string): void {
    this.entries.delete(id);
  }

  set(rt: TableRuntime): void {
    this.entries.set(rt.table.id, Promise.resolve(rt));
  }

  size(): number {
    return this.entries.size;
  }
}
