/** Everything the server's parts share, passed explicitly (no module-level singletons). */

import type { ServerToClientEvents } from '@nobid/protocol';
import type { Logger } from 'pino';
import type { BotProvider } from './bot-players.ts';
import type { Clock } from './clock.ts';
import type { GameRegistry } from './games.ts';
import type { TableOwnership } from './ownership.ts';
import type { PresenceDirectory } from './presence-directory.ts';
import type { RuntimeCache } from './runtime.ts';
import type { Scheduler } from './scheduler.ts';
import type { Storage, TimerRecord } from './storage/storage.ts';
import type { TableLock } from './table-lock.ts';
import type { TimingConfig } from './timing.ts';

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
  /** Seats with at least one open socket on this node (this node's memory; see `presence`). */
  connectedSeats(tableId: string): Set<number>;
  spectators(tableId: string): number;
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
  lock: TableLock;
  readonly runtimes: RuntimeCache;
  readonly scheduler: Scheduler;
  readonly bots: BotProvider;
  readonly log: Logger;
  /** Who is connected, on any node. */
  presence: PresenceDirectory;
  /** Whether this node runs a table's timers and bots. */
  owner: TableOwnership;
  out: Outbox;
  /** Set by the timer module: what a fired timer does. */
  onTimer?: (timer: TimerRecord) => void;
}
