/**
 * Everything the server's parts share, passed explicitly (no module-level singletons). The
 * context is built once, from parts that are complete before it exists (storage, the outbox of
 * the socket server, the cluster's presence, leases and lock, or their one-node versions), and
 * frozen: nothing patches it afterwards.
 */

import type { Viewer } from '@nobid/engine';
import type { ServerToClientEvents, ViewPatchUpdate, ViewUpdate } from '@nobid/protocol';
import type { Logger } from 'pino';
import type { AccountService } from './accounts/service.ts';
import { BotMetrics } from './bot-metrics.ts';
import type { BotProvider } from './bot-players.ts';
import { BotTurns } from './bots-in-flight.ts';
import type { Clock } from './clock.ts';
import { type CatchUp, catchUp } from './cluster/catch-up.ts';
import type { GameRegistry } from './games.ts';
import { type ServerMetrics, serverMetrics } from './metrics.ts';
import type { TableOwnership } from './ownership.ts';
import type { PresenceDirectory } from './presence-directory.ts';
import { Scheduler } from './scheduler.ts';
import type { Storage } from './storage/storage.ts';
import { LiveTables } from './table/live-tables.ts';
import { RuntimeCache } from './table/runtime.ts';
import type { TableLock } from './table/table-lock.ts';
import type { TimingConfig } from './timing.ts';
import { isWatched } from './watchers.ts';
import { WriteHealth, watchWrites } from './write-health.ts';

type Payload<K extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[K]>[0];

/** Where messages go. The socket.io version sends to rooms; tests may record instead. */
export interface Outbox {
  toSeat<K extends keyof ServerToClientEvents>(
    tableId: string,
    seat: number,
    event: K,
    msg: Payload<K>,
  ): void;
  toSpectators<K extends keyof ServerToClientEvents>(tableId: string, event: K, msg: Payload<K>): void;
  toTable<K extends keyof ServerToClientEvents>(tableId: string, event: K, msg: Payload<K>): void;
  /**
   * A viewer's update after an action: whole to its sockets that take whole views, and as
   * `patch()` to those that asked for patches (whole to them too when `patch` is null: the view
   * they held is not known). `patch` is called only when some socket takes it.
   */
  toViewer(tableId: string, viewer: Viewer, update: ViewUpdate, patch: (() => ViewPatchUpdate) | null): void;
  /**
   * Seats, of the table's `seats`, with at least one open socket on this node (this node's
   * memory; see `presence`).
   */
  connectedSeats(tableId: string, seats: number): Set<number>;
  spectators(tableId: string): number;
  /** Closes the spectators' sockets on every node (a private table's game started without them). */
  dropSpectators(tableId: string): void;
  /**
   * Whom an update must be built for. One node knows its sockets; in a cluster a seat's socket
   * may be on any node, so every seat (and the spectators) gets its update through the adapter.
   */
  audience(tableId: string, seats: number): { seats: number[]; spectators: boolean };
}

export interface ServerContext {
  readonly storage: Storage;
  readonly games: GameRegistry;
  readonly clock: Clock;
  readonly timing: TimingConfig;
  /** Uniform [0, 1): bot delays and bot dice. Never the game's generator. */
  readonly random: () => number;
  /** One node: a queue per table. A cluster: a Redis mutex per table (`cluster/redis-lock.ts`). */
  readonly lock: TableLock;
  readonly runtimes: RuntimeCache;
  /** The live tables: every action goes through them, and their changes are followed (`server.ts`). */
  readonly tables: LiveTables;
  readonly scheduler: Scheduler;
  readonly bots: BotProvider;
  /** The bot decisions in flight and their counters (decision time, late releases). */
  readonly botTurns: BotTurns;
  readonly log: Logger;
  /** Who is connected, on any node. */
  readonly presence: PresenceDirectory;
  /** Whether this node runs a table's timers and bots. */
  readonly owner: TableOwnership;
  readonly out: Outbox;
  /** Optional accounts and ratings; null when the context was built without them (tests). */
  readonly accounts: AccountService | null;
  /** Prometheus counters and histograms (`metrics.ts`): parts add to them, `/metrics` reads them. */
  readonly metrics: ServerMetrics;
  /** Whether writes to the store go through (`write-health.ts`): readiness, and retries. */
  readonly writes: WriteHealth;
}

/** What a context is built from: everything but the parts it makes itself (cache, scheduler). */
export interface ContextParts {
  readonly storage: Storage;
  readonly games: GameRegistry;
  readonly clock: Clock;
  readonly timing: TimingConfig;
  readonly random: () => number;
  readonly bots: BotProvider;
  /** Where bot counters go (the bot provider's own, to keep one set); default: new ones. */
  readonly botMetrics?: BotMetrics;
  readonly log: Logger;
  readonly out: Outbox;
  readonly presence: PresenceDirectory;
  readonly owner: TableOwnership;
  /**
   * Makes the table lock. A cluster's lock brings a stale copy of a table up to date before each
   * task (`catchUp`, which needs the runtime cache and the scheduler made here); one node's
   * ignores it.
   */
  readonly lock: (catchUp: CatchUp) => TableLock;
  readonly accounts?: AccountService | null;
  /** Default: a registry of its own, without process metrics. */
  readonly metrics?: ServerMetrics;
}

export function createContext(parts: ContextParts): ServerContext {
  const { lock: makeLock, botMetrics, metrics = serverMetrics(), ...rest } = parts;
  const botTurns = new BotTurns(botMetrics ?? new BotMetrics());
  const writes = new WriteHealth(parts.log, () => parts.clock.now());
  // Every write of the table store is watched: a full disk shows in readiness, and its end
  // brings back the tables that wait to try again.
  const storage = watchWrites(parts.storage, writes);
  const runtimes = new RuntimeCache(storage, parts.games);
  // What a due timer does is given by whoever follows the tables (`server.ts`, `followTables`).
  const scheduler = new Scheduler(parts.clock, (id) => parts.owner.owns(id));
  writes.onRecovered(() => scheduler.retryNow());
  const lock = makeLock((id) => catchUp({ runtimes, scheduler, owner: parts.owner }, id));
  const tables = new LiveTables({
    storage,
    runtimes,
    lock,
    clock: parts.clock,
    timing: parts.timing,
    random: parts.random,
    watched: (id, seats) => isWatched(parts.presence, id, seats),
  });
  const ctx: ServerContext = Object.freeze({
    ...rest,
    storage,
    writes,
    accounts: rest.accounts ?? null,
    metrics,
    runtimes,
    tables,
    scheduler,
    lock,
    botTurns,
  });
  return ctx;
}
