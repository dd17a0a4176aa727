/**
 * What the server keeps, behind one interface: tables, seats, the match log and the timers.
 * Everything a table needs lives here (nothing only in a process's memory), so a restarted
 * process, or later another node, can pick a table up from storage alone.
 */
import type { BotLevel, StandingOrders, TableSettings, TableStatus, WireOutcome } from '@nobid/protocol';
import type { Kysely } from 'kysely';
import type { EditionIdentity } from '../editions.ts';
import type { Database } from './schema.ts';

export interface TableRecord {
  readonly id: string;
  readonly game: string;
  readonly settings: TableSettings;
  /**
   * The game's options as the table was created with them, pinned (`editions.ts`): what
   * `game.parseOptions` reads whenever the table loads (a shipped edition by reference, an
   * uploaded one whole). The same as `settings.options` for a game that plays editions.
   */
  readonly options: unknown;
  /** The edition the table plays, stamped at creation (or by migration 0002); null: none. */
  readonly edition: EditionIdentity | null;
  readonly status: TableStatus;
  /** Secret: decides the deck order. */
  readonly seed: string;
  readonly seats: number;
  readonly createdAt: number;
  /** Match log length: the index the next action will get. */
  readonly version: number;
  readonly outcome: WireOutcome | null;
  readonly rematchId: string | null;
}

export interface SeatRecord {
  readonly tableId: string;
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  readonly level: BotLevel | null;
  readonly name: string | null;
  /** SHA-256 of the seat token; null while the seat is free (and for bots). */
  readonly tokenHash: string | null;
  /** When the seat's last socket went away (epoch ms); null while connected or never seen. */
  readonly awaySince: number | null;
  /** A bot plays this human seat until its player comes back. */
  readonly autoplay: boolean;
  /**
   * How the server answers this seat's reaction windows for it (`table/standing-orders.ts`):
   * the one place of truth, set before and during a game (the old auto-pass and "answer my own
   * cards" switches are views of it).
   */
  readonly orders: StandingOrders;
}

/**
 * A stored timer. `deadline`: the seat's safe default is played (`game.defaultAction`). `bot`:
 * a bot decides for the seat. `autopass`: the server's answer to a window for a human seat (its
 * own card, its standing orders: the key's suffix says which), due when the window opened. `grace`: an
 * away player's seat is handed to a bot. `key` names the decision it belongs to, so a timer
 * that outlived its decision is recognised and ignored.
 */
export type TimerKind = 'deadline' | 'bot' | 'autopass' | 'grace';

export interface TimerRecord {
  readonly tableId: string;
  readonly seat: number;
  readonly kind: TimerKind;
  readonly key: string;
  readonly dueAt: number;
}

export type SeatPatch = Partial<Pick<SeatRecord, 'awaySince' | 'autoplay' | 'orders'>>;

/** What one accepted action changes, written in one transaction. */
export interface AppendEffects {
  /** The table's whole timer set after the action (replaces the old one). */
  readonly timers: readonly TimerRecord[];
  /** Set when the action ended the game. */
  readonly outcome: WireOutcome | null;
}

/** Another writer appended first: reload and try again. */
export class VersionConflictError extends Error {
  override name = 'VersionConflictError';
  constructor(
    readonly tableId: string,
    readonly expected: number,
  ) {
    super(`table ${tableId} is no longer at version ${expected}`);
  }
}

export interface ListTablesQuery {
  readonly status?: TableStatus;
  readonly visibility?: 'public' | 'private';
  readonly limit?: number;
}

export interface Storage {
  readonly dialect: 'sqlite' | 'postgres';
  /** The database itself, for the features that keep their own tables (accounts, ratings, chat). */
  readonly db: Kysely<Database>;
  createTable(table: TableRecord, seats: readonly SeatRecord[]): Promise<void>;
  getTable(id: string): Promise<TableRecord | null>;
  getSeats(tableId: string): Promise<SeatRecord[]>;
  /** Newest first. */
  listTables(query: ListTablesQuery): Promise<TableRecord[]>;
  /** Ids of the tables whose game has started and not ended. */
  listPlayingTableIds(): Promise<string[]>;
  /** Takes a free human seat; false when somebody took it first. */
  claimSeat(tableId: string, seat: number, name: string, tokenHash: string): Promise<boolean>;
  updateSeat(tableId: string, seat: number, patch: SeatPatch): Promise<void>;
  /** waiting -> playing, with the first timers; false when it was not waiting. */
  startTable(tableId: string, timers: readonly TimerRecord[]): Promise<boolean>;
  /**
   * Appends `action` as log entry number `expectedVersion`, in one transaction with a version
   * check, so the log stays gap-free and ordered. Throws VersionConflictError when the table
   * is no longer at that version; then nothing is written.
   */
  appendAction(
    tableId: string,
    expectedVersion: number,
    action: unknown,
    effects: AppendEffects,
  ): Promise<void>;
  /** The match log from `from` on, in order. */
  readLog(tableId: string, from?: number): Promise<unknown[]>;
  /** Replaces a table's timers, only if it is still at `version`; false otherwise. */
  replaceTimers(tableId: string, version: number, timers: readonly TimerRecord[]): Promise<boolean>;
  getTimers(tableId: string): Promise<TimerRecord[]>;
  /**
   * A small write that changes nothing a table holds (one row of its own): readiness asks it,
   * as only a write tells whether the disk still takes them.
   */
  probeWrite(): Promise<void>;
  /** Sets the rematch table once; returns the id that won (this one or an earlier one). */
  setRematch(tableId: string, rematchId: string): Promise<string>;
  close(): Promise<void>;
}
