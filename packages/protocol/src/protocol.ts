/**
 * The wire protocol between the server and any client (the React app, tests, the bench).
 *
 * Client -> server messages are zod schemas: the server validates every one of them. Server ->
 * client messages are plain TypeScript types. The protocol is game-agnostic: a game's view, its
 * events and its actions travel as `unknown` JSON, shaped by the game itself (`game.view`,
 * `eventsFor`, `game.parseAction`).
 *
 * Versioned: `hello` names the `PROTOCOL_VERSION` the client was built for, and a server that
 * speaks another one refuses it with `protocol-version` (the web client then offers a reload).
 * Add fields and messages freely; a change an older client would misread (a renamed or removed
 * field, a new required one) bumps `PROTOCOL_VERSION`.
 *
 * REST (JSON bodies, JSON answers; failures answer `ApiError` with a 4xx status; a client over
 * its budget gets 429 `rate-limited`, a body that is not JSON 400 `bad-message`, one too large
 * 413 `too-large`):
 *   GET  /api/health                      -> HealthResponse (the process answers)
 *   GET  /api/ready                       -> { ok, database, redis? } (503 when one is unreachable)
 *   GET  /api/games                       -> GamesResponse
 *   POST /api/tables          CreateTableRequest -> CreateTableResponse
 *   GET  /api/tables                      -> ListTablesResponse   (open public tables)
 *   GET  /api/tables/:id                  -> TableInfo
 *   POST /api/tables/:id/join JoinRequest -> JoinResponse         (a seat and its secret token)
 *   POST /api/tables/:id/start StartRequest -> TableInfo
 *   POST /api/tables/:id/rematch RematchRequest -> RematchResponse
 *   GET  /api/watch                       -> WatchResponse        (running public games: chat.ts)
 *
 * Socket (socket.io 4, default namespace, path `/socket.io`): see `ClientToServerEvents` and
 * `ServerToClientEvents` below. Pages of another origin than the server's are refused (the
 * server's ALLOWED_ORIGINS adds some). Each socket has a message budget (`hello` and `sync` cost
 * more): past it a message is answered `rate-limited` and does nothing. An event not listed
 * below is answered `unknown-event`; a message over 64 KiB `too-large`, and the socket closes. The first message on a socket is `hello`; the answer is a
 * `table` message, a `view` message (with the seat's whole event history, `fromCursor: 0`),
 * `tableOver` and `rematch` when they apply, and a `presence` message to the whole table; then
 * further `view` messages as the game moves. A seat gets a `view` only when something it may see
 * changed: another seat's pass in a reaction window sends it nothing.
 *
 * Decisions: a seat's view carries one `decisionId` while the seat has something to decide, and
 * `act` must send it back. It is opaque, the seat's own, and changes only when that seat is sent
 * something new (its view or its decisions changed, or it acted): an action answering a view
 * the seat has moved past (a retried discard, a doubled Stop Loss answer), or carrying another
 * seat's id, is refused as `stale-decision` and changes nothing. Nobody else's action, seen or
 * hidden (a pass in a reaction window), changes a seat's id unless it changes what that seat sees.
 *
 * Editions: a game may play editions, its card list as data (No Bid: docs/editions.md). A table
 * names its edition in `settings.options.edition`: a `{ name, version }` reference to one the
 * game ships, or a whole edition its host uploads (at most `MAX_EDITION_BYTES` of JSON; a
 * refused one answers `bad-settings`, its message listing every problem by path, one a line).
 * The server pins a table to its edition when it is created (no edition: the game's default at
 * that moment, by reference), so a later change of default never changes a stored table.
 * `TableInfo.edition` says which edition a table plays (name, version, content hash) and
 * whether it is shipped or uploaded; `GameInfo.defaultEdition` is the one a new table gets.
 * An edition is public (every seat and spectator may see it), so `TableInfo.settings` carries
 * it whole, except in the lobby's list (`ListTablesResponse`), which leaves an uploaded one out.
 */
import type { Outcome, RejectionCode } from '@nobid/engine';
import { LANGS, type Lang } from '@nobid/i18n';
import { z } from 'zod';
import type { ChatLine, ChatReport, ChatSend } from './chat.ts';
import { MAX_TABLE_SEATS } from './limits.ts';

/**
 * The protocol this package describes. A client sends it in `hello`; a server speaking another
 * version refuses the hello with `protocol-version`. Bump it with every change an older client
 * would misread. 2: decision ids (`ViewUpdate.decisionId`, `Act.decisionId`) replaced window ids.
 * 3: views and acks carry the viewer's own cursor (`ViewUpdate.cursor`, `fromCursor`,
 * `ActResult.cursor`) instead of the match log's length, which moved with hidden passes.
 */
export const PROTOCOL_VERSION = 3;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** The languages a table may be played in: @nobid/i18n's list, the one every package shares. */
export const LANGUAGES = LANGS;
export type Language = Lang;

export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A seat number, 0-based in turn order. */
export type SeatNumber = number;

/** A table id: a short random url-safe string. Invite link: `${origin}/t/${tableId}`. */
export const TableIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'not a table id');

/** A seat token: 128 random bits as 32 hex characters. Keep it secret; it proves who you are. */
export const SeatTokenSchema = z.string().regex(/^[0-9a-f]{32}$/, 'not a seat token');

/**
 * What a display name loses before it is checked and stored: control characters (C0, DEL, C1)
 * and the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F,
 * U+202A–U+202E, U+2066–U+2069), which could make a name show as another or reorder the text
 * around it.
 */
const NAME_STRIPPED = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A name normalised (NFC), stripped of control and bidi characters and trimmed. */
export function cleanDisplayName(name: string): string {
  return name.normalize('NFC').replace(NAME_STRIPPED, '').trim();
}

/**
 * A player's display name: refused with NUL bytes in it; otherwise normalised and stripped
 * (`cleanDisplayName`), then 1–32 characters (code points). A name of nothing but stripped
 * characters is refused.
 */
export const DisplayNameSchema = z
  .string()
  .refine((name) => !name.includes('\u0000'), 'a display name may not contain NUL characters')
  .transform(cleanDisplayName)
  .pipe(
    z
      .string()
      .min(1, 'a display name is needed (control and text-direction characters do not count)')
      .refine((name) => [...name].length <= 32, 'a display name has at most 32 characters'),
  );

export const SeatSettingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('bot'), level: z.enum(BOT_LEVELS).default('medium') }),
]);
export type SeatSetting = z.infer<typeof SeatSettingSchema>;

export const TableSettingsSchema = z.object({
  /** A game name from `GET /api/games` (`nobid`, ...). */
  game: z.string().min(1).max(40).default('nobid'),
  /** Seats in turn order; the game narrows the range (No Bid 2–6, Startups 3–7: see `GameInfo`). */
  seats: z
    .array(SeatSettingSchema)
    .min(2, 'at least 2 seats')
    .max(MAX_TABLE_SEATS, `at most ${MAX_TABLE_SEATS} seats`),
  language: z.enum(LANGUAGES).default('en'),
  /** How long a reaction window stays open, in seconds. */
  reactionWindowSeconds: z.number().min(0.1).max(120).default(5),
  /** How long a seat has for any other decision before its safe default is played, in seconds. */
  turnTimerSeconds: z.number().min(0.1).max(3600).default(60),
  visibility: z.enum(['public', 'private']).default('public'),
  /**
   * Spectators chat in a channel of their own, or not at all (`chat.ts`). Left out (and on tables
   * older than chat): `separate`.
   */
  spectatorChat: z.enum(['separate', 'off']).optional(),
  /**
   * A rated table updates its players' ratings when it ends. Only the game's default edition,
   * and it starts only when every human seat belongs to an account (else `not-rated`).
   */
  rated: z.boolean().optional(),
  /**
   * The game's own table options, checked by `game.parseOptions`. A game that plays editions
   * takes `edition` here (No Bid: `{ turnCap?, edition? }`); the server reports them pinned, the
   * edition named by reference when it is a shipped one and whole when it was uploaded.
   */
  options: z.unknown().optional(),
});
/** What the client sends (defaults may be left out). */
export type TableSettingsInput = z.input<typeof TableSettingsSchema>;
/** What the server stores and reports (defaults filled in). */
export type TableSettings = z.output<typeof TableSettingsSchema>;

export type TableStatus = 'waiting' | 'playing' | 'over';

/** How a finished game ended: the engine's own `Outcome`, as it is sent. */
export type WireOutcome = Outcome;

/** Every error the server reports, over REST or the socket. */
export type ErrorCode =
  // the engine's rejections
  | RejectionCode
  // the server's own
  | 'bad-message'
  // `hello` from a client built for another PROTOCOL_VERSION: it should reload
  | 'protocol-version'
  // an action whose decision id is not the seat's current one (stale, repeated or another seat's)
  | 'stale-decision'
  | 'unknown-game'
  | 'bad-settings'
  | 'unknown-table'
  | 'bad-token'
  | 'not-seated'
  | 'no-hello'
  | 'not-your-seat'
  | 'seat-taken'
  | 'table-full'
  | 'not-started'
  | 'already-started'
  | 'seats-not-filled'
  | 'not-over'
  | 'conflict'
  // too many requests, socket messages or chat lines from this client for now (REST limits, the
  // socket's message budget, CHAT_RATE, sign-in attempts): the excess is refused, nothing else
  | 'rate-limited'
  // chat: spectators may not chat at this table (the host's choice)
  | 'chat-off'
  // chat: an admin muted or banned this player
  | 'chat-muted'
  // chat: no such line at this table (for a report)
  | 'unknown-line'
  // accounts and ratings
  | 'bad-name'
  | 'name-taken'
  | 'weak-password'
  | 'bad-credentials'
  | 'bad-recovery-code'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'not-rated'
  // the database or the cluster's Redis is out of reach for now: retry later
  | 'unavailable'
  // a socket event this server does not know
  | 'unknown-event'
  // a socket message or request body bigger than the server takes
  | 'too-large'
  | 'internal';

export interface ApiError {
  readonly code: ErrorCode;
  readonly message: string;
}

// ---------------------------------------------------------------------------------------------
// REST
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Socket: client -> server
// ---------------------------------------------------------------------------------------------

/**
 * Opens (or re-opens) a table on this socket: as a seat with its token, or as a spectator.
 * `protocol` is the client's `PROTOCOL_VERSION`; another version than the server's (or none, from
 * a client older than versioning) is refused with `protocol-version`.
 */
export const HelloSchema = z.object({
  protocol: z.number().int(),
  tableId: TableIdSchema,
  seatToken: SeatTokenSchema.optional(),
  /**
   * The `cursor` of the last view this client holds of this table (as this viewer), when it
   * says hello again after a reconnect: the answer's view then carries only the events after it
   * (`fromCursor: since`), none when it is current. Left out: the whole history.
   */
  since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type Hello = z.infer<typeof HelloSchema>;

/** A seat's decision id as the server sends it (`ViewUpdate.decisionId`): opaque, url-safe. */
export const DecisionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'not a decision id');

/**
 * Takes an action. `action` is the game's own action JSON (one of `ViewUpdate.legal`); the server
 * fills in `seat` from the seat token (when the client sends `seat` it must match). `decisionId`
 * is the one of the latest view the action answers: any other (stale, repeated, another seat's)
 * is refused as `stale-decision`.
 */
export const ActSchema = z.object({
  action: z.record(z.string(), z.unknown()),
  decisionId: DecisionIdSchema,
  /** Optional client-chosen id echoed in the ack, to match answers to requests. */
  requestId: z.string().max(64).optional(),
});
export type Act = z.infer<typeof ActSchema>;

/** Starts the game (same as `POST /api/tables/:id/start`): any seated player, once seats are filled. */
export const StartSchema = z.object({});
export type Start = z.infer<typeof StartSchema>;

/**
 * Asks for this socket's current view again, with the whole event history (`fromCursor: 0`), as
 * after `hello`: for a client that suspects it missed an update (say, after `stale-decision`).
 */
export const SyncSchema = z.object({});
export type Sync = z.infer<typeof SyncSchema>;

/** Asks for a rematch once the game is over (same as `POST /api/tables/:id/rematch`). */
export const RematchSchema = z.object({});
export type Rematch = z.infer<typeof RematchSchema>;

/**
 * Auto-pass: the server answers this seat's reaction windows with the safe default, after a
 * delay drawn independently of the hand (exactly like a bot's pass), until switched off. A switch
 * to the setting the seat already has changes nothing and is answered by its ack alone, no view.
 */
export const AutoPassSchema = z.object({ on: z.boolean() });
export type AutoPass = z.infer<typeof AutoPassSchema>;

/**
 * Answer my own cards: a reaction window still opens for everyone on a card you play (you may
 * answer your own card), but by default you are not asked: the server passes for you, after a
 * delay drawn like a bot's, and your view shows no decision for it. With this on, you are asked
 * like everyone else. Kept with the seat; a switch to what it already is is answered by the ack
 * alone.
 */
export const AnswerOwnCardsSchema = z.object({ on: z.boolean() });
export type AnswerOwnCards = z.infer<typeof AnswerOwnCardsSchema>;

export type Ack<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

export interface ActResult {
  /** Your cursor after the action (the `cursor` of the view it sends you). */
  readonly cursor: number;
  readonly requestId?: string;
}

/** Every ack is optional; errors are also pushed as a `problem` message. */
export interface ClientToServerEvents {
  hello: (msg: Hello, ack?: (res: Ack<{ seat: SeatNumber | null }>) => void) => void;
  act: (msg: Act, ack?: (res: Ack<ActResult>) => void) => void;
  sync: (msg: Sync, ack?: (res: Ack<null>) => void) => void;
  start: (msg: Start, ack?: (res: Ack<TableInfo>) => void) => void;
  rematch: (msg: Rematch, ack?: (res: Ack<RematchResponse>) => void) => void;
  autoPass: (msg: AutoPass, ack?: (res: Ack<{ on: boolean }>) => void) => void;
  answerOwnCards: (msg: AnswerOwnCards, ack?: (res: Ack<{ on: boolean }>) => void) => void;
  /** Table chat (`chat.ts`). */
  chat: (msg: ChatSend, ack?: (res: Ack<ChatLine>) => void) => void;
  chatSync: (msg: Record<string, never>, ack?: (res: Ack<ChatLine[]>) => void) => void;
  chatReport: (msg: ChatReport, ack?: (res: Ack<null>) => void) => void;
}

// ---------------------------------------------------------------------------------------------
// Socket: server -> client
// ---------------------------------------------------------------------------------------------

/** One of YOUR decisions, with the moment its safe default will be played for you. */
export interface DecisionInfo {
  /** The game's decision kind ('act', 'respond', 'discard', ...). */
  readonly kind: string;
  /** Server clock, epoch ms (compare with `serverNow`). Null when no timer runs. */
  readonly deadline: number | null;
}

/** Somebody else must decide (outside reaction windows, which never say who is still to answer). */
export interface WaitingInfo {
  readonly seat: SeatNumber;
  readonly kind: string;
  readonly deadline: number | null;
}

/** An open reaction window, as everyone sees it: no word on who has answered. */
export interface WindowInfo {
  readonly windowId: number;
  readonly deadline: number | null;
}

/** Your view of the table after something happened that you may know about. */
export interface ViewUpdate {
  readonly tableId: string;
  /**
   * Your cursor: how many times you have been sent something new in this game. It moves only
   * with what you may see (never with another seat's hidden pass), so it says nothing the view
   * does not. A view sent again with nothing new (after `sync`, an auto-pass switch) repeats it.
   */
  readonly cursor: number;
  /** You, or null for a spectator. */
  readonly seat: SeatNumber | null;
  readonly status: TableStatus;
  /** `game.view(state, seat)`: the game's own JSON. Null before the game starts. */
  readonly view: unknown;
  /** Your parts of the events since `fromCursor` (the game's own event JSON), in order. */
  readonly events: readonly unknown[];
  /**
   * The cursor these events follow: 0 means they are your whole history (the first view after
   * `hello` or `sync`), else your previous cursor.
   */
  readonly fromCursor: number;
  readonly decisions: readonly DecisionInfo[];
  /**
   * While you have something to decide: the id to send back with `act`. Opaque and yours; it
   * changes only when you are sent something new. Null when you have nothing to decide.
   */
  readonly decisionId: string | null;
  /**
   * Your legal actions right now (`game.legalActions` for your seat, the game's own action JSON,
   * `seat` included): send one back as `act.action`. Empty when you have nothing to decide.
   */
  readonly legal: readonly unknown[];
  readonly waitingFor: readonly WaitingInfo[];
  readonly window: WindowInfo | null;
  readonly autoPass: boolean;
  /** Whether you are asked about windows on your own cards (`answerOwnCards`). */
  readonly answerOwnCards: boolean;
  readonly outcome: WireOutcome | null;
  /** The server's clock when this was sent, epoch ms, to correct deadlines for clock skew. */
  readonly serverNow: number;
}

export interface ProblemMessage extends ApiError {
  /** The message that caused it ('hello', 'act', ...). */
  readonly in: keyof ClientToServerEvents | 'server';
  readonly requestId?: string;
}

export interface PresenceMessage {
  readonly tableId: string;
  readonly seats: readonly SeatInfo[];
  readonly spectators: number;
}

export interface TableOverMessage {
  readonly tableId: string;
  readonly outcome: WireOutcome;
}

export interface RematchMessage {
  readonly fromTableId: string;
  /** The new table: `hello` to it with the same seat token. */
  readonly tableId: string;
}

export interface ServerToClientEvents {
  /** The table's lobby data: sent after `hello` and whenever seats or status change. */
  table: (msg: TableInfo) => void;
  view: (msg: ViewUpdate) => void;
  problem: (msg: ProblemMessage) => void;
  presence: (msg: PresenceMessage) => void;
  tableOver: (msg: TableOverMessage) => void;
  rematch: (msg: RematchMessage) => void;
  /** A chat line this socket may read (`chat.ts`). */
  chat: (msg: ChatLine) => void;
}
