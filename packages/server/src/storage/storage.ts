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
 * away player's seat is handed to a bot. `takeover`: a turn-based seat whose clock ran out is
 * handed to a bot (`turn-based/expiry.ts`). `key` names the decision it belongs to, so a timer
 * that outlived its decision is recognised and ignored.
 */
/**
 * `rest`: a live table every human left, due when it starts to rest (`watch/idle-tables.ts`).
 * `clock-low`: a turn-based seat's clock falls to its low mark: its player is told once
 * (`table/clock-low.ts`).
 */
export type TimerKind = 'deadline' | 'bot' | 'autopass' | 'grace' | 'takeover' | 'rest' | 'clock-low';

export interface TimerRecord {
  readonly tableId: string;
  readonly seat: number;
  readonly kind: TimerKind;
  readonly key: string;
  readonly dueAt: number;
}

export type SeatPatch = Partial<Pick<SeatRecord, 'awaySince' | 'autoplay' | 'orders'>>;

/** A turn-based seat's clock as stored (`table/seat-clocks.ts`). Live tables have none. */
export interface SeatClockRecord {
  readonly seat: number;
  /** What is left as of `runningSince` (or now, when stopped); null: no limit. */
  readonly bankMs: number | null;
  readonly runningSince: number | null;
  readonly expiredAt: number | null;
  /** The seat's player owes a decision now (not a bot's or the server's answer). */
  readonly owes: boolean;
  /** The seat's earliest deadline (its clock or a window's); null: none. */
  readonly deadline: number | null;
}

/** `low`: the seat's clock fell to its low mark and its player was told (`table/clock-low.ts`). */
export type ClockEventKind = 'start' | 'stop' | 'expire' | 'skip' | 'bot' | 'back' | 'low';

/** One clock event, kept beside the match log at the position (`version`) where it happened. */
export interface ClockEventRecord {
  readonly version: number;
  readonly seat: number;
  readonly event: ClockEventKind;
  readonly at: number;
  readonly bankMs: number | null;
}

/** A turn-based table's clock change: every seat's clock as it is now, and what happened. */
export interface ClockChange {
  readonly clocks: readonly SeatClockRecord[];
  readonly events: readonly ClockEventRecord[];
}

/** What one accepted action changes, written in one transaction. */
export interface AppendEffects {
  /** The table's whole timer set after the action (replaces the old one). */
  readonly timers: readonly TimerRecord[];
  /** Set when the action ended the game. */
  readonly outcome: WireOutcome | null;
  /** Turn-based tables: the seats' clocks after the action and their events. */
  readonly clocks?: ClockChange;
}

/** A table that waits for an account's decision (`Storage.tablesWaitingFor`). */
export interface WaitingTable {
  readonly tableId: string;
  readonly game: string;
  readonly seat: number;
  readonly settings: TableSettings;
  readonly deadline: number | null;
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
  /** Ids of the tables whose game has started and not ended (of one kind, when given). */
  listPlayingTableIds(kind?: 'live' | 'turn-based'): Promise<string[]>;
  /** Takes a free human seat; false when somebody took it first. */
  claimSeat(tableId: string, seat: number, name: string, tokenHash: string): Promise<boolean>;
  updateSeat(tableId: string, seat: number, patch: SeatPatch): Promise<void>;
  /** waiting -> playing, with the first timers (and clocks); false when it was not waiting. */
  startTable(tableId: string, timers: readonly TimerRecord[], clocks?: ClockChange): Promise<boolean>;
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
   * A turn-based table's clock change without an action (an expiry, a takeover, a take-back),
   * with its new timers, only if it is still at `version`; false otherwise.
   */
  writeClocks(
    tableId: string,
    version: number,
    change: ClockChange,
    timers: readonly TimerRecord[],
  ): Promise<boolean>;
  getClocks(tableId: string): Promise<SeatClockRecord[]>;
  /** The clock's events of a table, in order. */
  readClockEvents(tableId: string): Promise<ClockEventRecord[]>;
  /**
   * Timers of turn-based tables due by `now` and not claimed (or whose claim lapsed), earliest
   * first, at most `limit`: found by the index on the due time, no table held in memory.
   */
  dueTimers(now: number, limit: number): Promise<TimerRecord[]>;
  /** The earliest due time after `now` of a turn-based table's timer (null: none). Same index. */
  nextDueAt(now: number): Promise<number | null>;
  /**
   * Claims a due timer until `until` with a conditional update: true for exactly one caller
   * while the claim holds, and false once the row changed (the table moved on).
   */
  claimTimer(timer: TimerRecord, now: number, until: number): Promise<boolean>;
  /** The turn-based tables where one of the account's seats owes a decision, most urgent first. */
  tablesWaitingFor(accountId: string, limit?: number): Promise<WaitingTable[]>;
  /**
   * A small write that changes nothing a table holds (one row of its own): readiness asks it,
   * as only a write tells whether the disk still takes them.
   */
  probeWrite(): Promise<void>;
  /** Sets the rematch table once; returns the id that won (this one or an earlier one). */
  setRematch(tableId: string, rematchId: string): Promise<string>;
  close(): Promise<void>;
}
