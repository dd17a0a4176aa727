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
import { stripInvisibles } from './invisibles.ts';
import { MAX_TABLE_SEATS } from './limits.ts';
import { SpeedNameSchema, TABLE_KINDS, WindowDeadlineSchema } from './turn-based.ts';

/**
 * The protocol this package describes. A client sends it in `hello`; a server speaking another
 * version refuses the hello with `protocol-version`. Bump it with every change an older client
 * would misread. 2: decision ids (`ViewUpdate.decisionId`, `Act.decisionId`) replaced window ids.
 * 3: views and acks carry the viewer's own cursor (`ViewUpdate.cursor`, `fromCursor`,
 * `ActResult.cursor`) instead of the match log's length, which moved with hidden passes.
 * 4: a socket may ask for its views as patches (`Hello.viewPatches`, `viewPatch`).
 */
export const PROTOCOL_VERSION = 4;

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
 * around it; then every invisible character (`stripInvisibles`: U+200B, U+2060, U+00AD, the tag
 * characters…), so that "Ann" and "Ann" with a zero width space are one name to the eye and to us.
 */
const NAME_STRIPPED = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A name normalised (NFC), stripped of control, bidi and invisible characters, and trimmed. */
export function cleanDisplayName(name: string): string {
  return stripInvisibles(name.normalize('NFC').replace(NAME_STRIPPED, '')).trim();
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
      .min(1, 'a display name is needed (control, text-direction and invisible characters do not count)')
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
   * `live` (left out: live, also on tables stored before turn-based ones) or `turn-based`
   * (`turn-based.ts`): seat clocks of days, no bot on disconnect; every seat needs an account.
   */
  kind: z.enum(TABLE_KINDS).optional(),
  /** A turn-based table's speed profile (`SPEED_PROFILES`; default `48h`). Not on live tables. */
  speed: SpeedNameSchema.optional(),
  /**
   * A turn-based table's reaction-window deadline in seconds (minutes to hours; default one
   * hour), in place of `reactionWindowSeconds`. Windows never cost a seat's bank.
   */
  windowDeadlineSeconds: WindowDeadlineSchema.optional(),
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
  // standing orders that do not parse, or name a card kind or fact the table's game does not know
  | 'bad-orders'
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
  // a new account name that looks like an existing one (UTS #39 confusables)
  | 'name-confusable'
  | 'weak-password'
  | 'bad-credentials'
  | 'bad-recovery-code'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'not-rated'
  // a turn-based table's seats belong to accounts: sign in (a guest may still play live tables)
  | 'account-required'
  // friends (friends.ts): you asked them already and they have not answered; they are your friend already
  | 'already-asked'
  | 'already-friends'
  // a friend request or a block naming your own account
  | 'self-friend'
  // an invite to a turn-based table names an account that is not your friend
  | 'not-a-friend'
  // a turn-based table's seat kept for an invited account
  | 'seat-reserved'
  // a skip asked for a seat whose clock has not run out (or not long enough), or that owes nothing
  | 'not-skippable'
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
