/**
 * Table chat on the table socket, and the lobby's list of games to watch.
 *
 * Chat never carries game state and never waits on the game: a line is checked, stored and sent
 * without taking the table's lock, so it cannot move a window's timing or a decision id.
 *
 * Channels: the players' lines (`players`) reach the whole table, spectators included; the
 * spectators' lines (`spectators`) reach the spectators only, and only when the host allowed it
 * (`TableSettings.spectatorChat`), so nobody watching can coach a player.
 *
 * A quick phrase travels as its id (`QUICK_PHRASES`), and each reader's client shows it in its
 * own language. Free text is normalised (NFC), stripped of control, text-direction and invisible
 * characters (`cleanChatText`), at most `MAX_CHAT_CHARS` characters, and shown escaped.
 *
 * Socket, client -> server (acks as `Ack<T>`):
 *   chat        ChatSend      -> Ack<ChatLine>   refused: `rate-limited` (more than
 *               CHAT_RATE.lines lines in CHAT_RATE.windowMs from one seat), `chat-off`, `chat-muted`
 *   chatSync    {}            -> Ack<ChatLine[]> the lines this socket may read, oldest first
 *   chatReport  ChatReport    -> Ack<null>       the line goes to the admins' report queue
 * Socket, server -> client:
 *   chat        ChatLine      a new line this socket may read
 *
 * REST:
 *   GET /api/watch -> WatchResponse  running public games, most recently active first
 */
import { z } from 'zod';
import { stripInvisibles } from './invisibles.ts';
import type { TableEdition } from './rest.ts';

/** The quick phrases, by id; a client translates each one for its reader. */
export const QUICK_PHRASES = [
  'hello',
  'good-luck',
  'good-game',
  'nice-no-bid',
  'well-played',
  'one-moment',
  'oops',
  'thanks',
  'rematch',
] as const;
export type QuickPhrase = (typeof QUICK_PHRASES)[number];

/** The most characters (code points, after cleaning) a free-text line may have. */
export const MAX_CHAT_CHARS = 300;

/** A seat (or a spectator) may send this many lines in any window of this many ms. */
export const CHAT_RATE = { lines: 5, windowMs: 10_000 } as const;

export const CHAT_CHANNELS = ['players', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** The host's choice for spectators: their own channel, or no chat at all. */
export const SPECTATOR_CHAT = ['separate', 'off'] as const;
export type SpectatorChat = (typeof SPECTATOR_CHAT)[number];

/** Control characters (C0, DEL, C1) and bidirectional marks, embeddings, overrides, isolates. */
const CHAT_STRIPPED = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A line normalised (NFC), stripped of control, text-direction and invisible characters
 * (`stripInvisibles`: a line of zero width spaces is empty, tag characters carry no hidden text)
 * and trimmed.
 */
export function cleanChatText(text: string): string {
  return stripInvisibles(text.normalize('NFC').replace(CHAT_STRIPPED, '')).trim();
}

export const ChatSendSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phrase'), phrase: z.enum(QUICK_PHRASES) }),
  z.object({
    kind: z.literal('text'),
    // A bound before cleaning, so a huge message is refused before any work is done on it.
    text: z
      .string()
      .max(MAX_CHAT_CHARS * 8, `a chat line has at most ${MAX_CHAT_CHARS} characters`)
      .transform(cleanChatText)
      .pipe(
        z
          .string()
          .min(
            1,
            'a chat line needs some text (control, text-direction and invisible characters do not count)',
          )
          .refine(
            (text) => [...text].length <= MAX_CHAT_CHARS,
            `a chat line has at most ${MAX_CHAT_CHARS} characters`,
          ),
      ),
  }),
]);
export type ChatSend = z.input<typeof ChatSendSchema>;

export const ChatLineIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'not a chat line id');

export const ChatReportSchema = z.object({ lineId: ChatLineIdSchema });
export type ChatReport = z.infer<typeof ChatReportSchema>;

export const ChatSyncSchema = z.object({});

/** One chat line as every reader gets it. */
export interface ChatLine {
  readonly id: string;
  readonly tableId: string;
  readonly channel: ChatChannel;
  /** The writer's seat, or null for a spectator. */
  readonly seat: number | null;
  /** The writer's display name when they wrote it (a spectator: null). */
  readonly name: string | null;
  /** Epoch ms, server clock. */
  readonly at: number;
  readonly kind: 'phrase' | 'text';
  readonly phrase?: QuickPhrase;
  readonly text?: string;
}

/** A running public game, as the lobby's watch list shows it. */
export interface WatchEntry {
  readonly id: string;
  readonly game: string;
  readonly edition: TableEdition | null;
  /** Display names by seat; a bot seat is `{ bot: level }`. */
  readonly players: readonly WatchPlayer[];
  /** The game's turn number (1 at the start). */
  readonly turn: number;
  readonly spectators: number;
  /**
   * Epoch ms of the last action spectators were shown (or of the table's creation): a pass in an
   * open reaction window is not one until the window closes.
   */
  readonly lastActivity: number;
}
export type WatchPlayer =
  | { readonly kind: 'human'; readonly name: string }
  | { readonly kind: 'bot'; readonly level: string };

export interface WatchResponse {
  readonly games: readonly WatchEntry[];
}

/**
 * The admins' report queue (REST, an admin's session):
 *   GET  /api/admin/chat/reports?status=open            -> ChatReportsResponse
 *   POST /api/admin/chat/reports/:lineId ChatModerate  -> ChatReportsResponse (the open queue)
 * `mute` silences the line's writer for `hours`, `ban` until lifted, `lift` ends either;
 * `dismiss` closes the line's reports and sanctions nobody.
 */
export const CHAT_REPORT_STATUSES = ['open', 'dismissed', 'muted', 'banned'] as const;
export type ChatReportStatus = (typeof CHAT_REPORT_STATUSES)[number];

export interface ChatSanction {
  readonly kind: 'mute' | 'ban';
  /** Epoch ms; null: until an admin lifts it. */
  readonly until: number | null;
}

export interface ChatReportEntry {
  readonly line: ChatLine;
  /** How many readers reported it. */
  readonly reports: number;
  readonly firstReportedAt: number;
  readonly status: ChatReportStatus;
  /** The writer's sanction in force now, if any. */
  readonly sanction: ChatSanction | null;
}

export interface ChatReportsResponse {
  readonly reports: readonly ChatReportEntry[];
}

export const ChatModerateSchema = z.object({
  action: z.enum(['dismiss', 'mute', 'ban', 'lift']),
  /** A mute's length. */
  hours: z
    .number()
    .min(1)
    .max(24 * 365)
    .default(24),
});
export type ChatModerate = z.input<typeof ChatModerateSchema>;
