/** The REST API's bodies and answers (the routes are listed in protocol.ts). */
import { z } from 'zod';
import { InviteNamesSchema } from './friends.ts';
import { MAX_TABLE_SEATS } from './limits.ts';
import {
  type BotLevel,
  DisplayNameSchema,
  type SeatNumber,
  SeatTokenSchema,
  type TableSettings,
  TableSettingsSchema,
  type TableStatus,
  type WireOutcome,
} from './protocol.ts';
import type { SpeedProfile, TableKind } from './turn-based.ts';

export interface HealthResponse {
  readonly ok: true;
}

/** An edition as the lobby names it: what it calls itself, and the hash that tells it apart. */
export interface TableEdition {
  readonly name: string;
  readonly version: string;
  /** SHA-256 of the edition's canonical JSON (keys sorted, no spaces), in hex. */
  readonly hash: string;
  /** One the game ships (named by reference), or one the table's host uploaded: a variant. */
  readonly source: 'shipped' | 'uploaded';
}

export interface GameInfo {
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** The edition a new table of this game plays when it names none; null: it plays no editions. */
  readonly defaultEdition: TableEdition | null;
}
export interface GamesResponse {
  readonly games: readonly GameInfo[];
}

export const CreateTableRequestSchema = z.object({
  settings: TableSettingsSchema,
  /** When given, the creator also takes the first human seat under this name. */
  name: DisplayNameSchema.optional(),
  /** A turn-based table only: friends (account names) whose seats are kept for them (friends.ts). */
  invite: InviteNamesSchema.optional(),
});
export type CreateTableRequest = z.input<typeof CreateTableRequestSchema>;

export interface CreateTableResponse {
  readonly table: TableInfo;
  /** Present when `name` was given: the creator's seat. */
  readonly seat?: SeatNumber;
  readonly seatToken?: string;
}

export interface SeatInfo {
  readonly seat: SeatNumber;
  readonly kind: 'human' | 'bot';
  readonly level?: BotLevel;
  /** The display name of the human who took it (bots: null), or null while it is free. */
  readonly name: string | null;
  /** A human seat that somebody has joined. Bot seats are always taken. */
  readonly taken: boolean;
  /** A socket is open for this seat now (bots: true). */
  readonly connected: boolean;
  /** A human seat that is being played by a bot while its player is away. */
  readonly autoplay: boolean;
  /** A free seat of a waiting turn-based table kept for an invited account: its name (friends.ts). */
  readonly reservedFor?: string;
}

export interface TableInfo {
  readonly id: string;
  readonly settings: TableSettings;
  /** The edition the table plays, pinned when it was created; null for a game without editions. */
  readonly edition: TableEdition | null;
  readonly status: TableStatus;
  readonly seats: readonly SeatInfo[];
  /** Path of the invite link, e.g. `/t/abc123`. */
  readonly invitePath: string;
  readonly createdAt: number;
  readonly outcome: WireOutcome | null;
  /** Set once a rematch table exists. */
  readonly rematchId: string | null;
  /** `live` or `turn-based` (the server always says; older servers left it out: live). */
  readonly kind?: TableKind;
  /** A turn-based table's speed profile; null on live tables. */
  readonly speed?: SpeedProfile | null;
  /** A turn-based table's reaction-window deadline in seconds; null on live tables. */
  readonly windowDeadlineSeconds?: number | null;
}

export interface ListTablesResponse {
  /**
   * Public tables still waiting for players (at most 50): those with a player connected at
   * them first, then the newest. An uploaded edition's content (up to
   * `MAX_EDITION_BYTES` each) is left out of `settings.options`: `edition` names it, and
   * `GET /api/tables/:id` carries it whole.
   */
  readonly tables: readonly TableInfo[];
}

export const JoinRequestSchema = z.object({
  name: DisplayNameSchema,
  /** A specific free human seat; the first free one when left out. */
  seat: z
    .number()
    .int()
    .min(0)
    .max(MAX_TABLE_SEATS - 1)
    .optional(),
});
export type JoinRequest = z.input<typeof JoinRequestSchema>;
export interface JoinResponse {
  readonly seat: SeatNumber;
  /** Store it (e.g. localStorage per table) to come back to the same seat after a reload. */
  readonly seatToken: string;
  readonly table: TableInfo;
}

export const StartRequestSchema = z.object({ seatToken: SeatTokenSchema });
export type StartRequest = z.input<typeof StartRequestSchema>;

export const RematchRequestSchema = z.object({ seatToken: SeatTokenSchema });
export type RematchRequest = z.input<typeof RematchRequestSchema>;
/** The new table has the same settings and seats; every seat keeps its seat token. */
export interface RematchResponse {
  readonly tableId: string;
}
