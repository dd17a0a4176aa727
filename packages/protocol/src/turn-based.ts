/**
 * Turn-based tables (issue 31): a game among friends who are never online at the same moment.
 * A table is `live` (today's: seconds per decision, a bot takes an away seat after a short grace)
 * or `turn-based`: each seat has a clock (a time bank) that runs only while the seat owes a turn
 * decision, and grows by the profile's increment with each move, up to its maximum. Reaction
 * windows have their own deadline (`windowDeadlineSeconds`: minutes to hours) and never cost the
 * bank. When a clock runs out, the other players may skip the seat (its safe default is played)
 * once `skipAfterMs` has passed, and `botAfterMs` after expiry a bot plays the seat until its
 * player comes back and takes it.
 */
import { z } from 'zod';

export const TABLE_KINDS = ['live', 'turn-based'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export const SPEED_NAMES = ['24h', '48h', '72h', 'no-limit'] as const;
export type SpeedName = (typeof SPEED_NAMES)[number];

/** A speed profile. Times are milliseconds; null: no clock at all (`no-limit`). */
export interface SpeedProfile {
  readonly name: SpeedName;
  /** Each seat's bank when the game starts. */
  readonly startMs: number | null;
  /** Added to the mover's bank with each turn decision it makes. */
  readonly incrementMs: number | null;
  /** The bank never grows past this. */
  readonly maxMs: number | null;
  /** After expiry, how long before the other players may skip the seat. */
  readonly skipAfterMs: number | null;
  /** After expiry, how long before a bot plays the seat (until its player takes it back). */
  readonly botAfterMs: number | null;
}

const HOUR = 3_600_000;

function perMove(name: SpeedName, hours: number): SpeedProfile {
  const move = hours * HOUR;
  // As on BGA: a start of two moves' time, one move's time added per move, three at most.
  return {
    name,
    startMs: 2 * move,
    incrementMs: move,
    maxMs: 3 * move,
    skipAfterMs: HOUR,
    botAfterMs: move,
  };
}

export const SPEED_PROFILES: Readonly<Record<SpeedName, SpeedProfile>> = {
  '24h': perMove('24h', 24),
  '48h': perMove('48h', 48),
  '72h': perMove('72h', 72),
  'no-limit': {
    name: 'no-limit',
    startMs: null,
    incrementMs: null,
    maxMs: null,
    skipAfterMs: null,
    botAfterMs: null,
  },
};

/** The speed a turn-based table gets when its host names none. */
export const DEFAULT_SPEED: SpeedName = '48h';

/** A turn-based table's reaction-window deadline when its host names none: one hour. */
export const DEFAULT_WINDOW_DEADLINE_SECONDS = 3600;
/** Minutes to hours: far shorter than a move. */
export const MIN_WINDOW_DEADLINE_SECONDS = 60;
export const MAX_WINDOW_DEADLINE_SECONDS = 12 * 3600;

export const SpeedNameSchema = z.enum(SPEED_NAMES);
export const WindowDeadlineSchema = z
  .number()
  .int('the window deadline is a whole number of seconds')
  .min(MIN_WINDOW_DEADLINE_SECONDS, `a window deadline is at least ${MIN_WINDOW_DEADLINE_SECONDS} s`)
  .max(MAX_WINDOW_DEADLINE_SECONDS, `a window deadline is at most ${MAX_WINDOW_DEADLINE_SECONDS} s`);

/** A table's kind: settings stored before turn-based tables existed have none and are live. */
export const tableKindOf = (settings: { readonly kind?: TableKind | undefined }): TableKind =>
  settings.kind ?? 'live';

/** A seat's clock as every viewer sees it (public, like a chess clock), beside the seat's name. */
export interface SeatClockInfo {
  readonly seat: number;
  /** What is left, as of `runningSince` (or now, when stopped); null: no limit. */
  readonly bankMs: number | null;
  /** Epoch ms (server clock) since which it runs; null while stopped. */
  readonly runningSince: number | null;
  /** When it ran out; null while it has time. */
  readonly expiredAt: number | null;
  /** From when the other players may skip the seat; null unless it ran out. */
  readonly skippableFrom: number | null;
  /** When a bot takes the seat over; null unless it ran out (or a bot plays it already). */
  readonly botFrom: number | null;
}

/** Asks to skip a seat whose clock ran out (`skipSeat` on the socket, `POST /api/tables/:id/skip`). */
export const SkipSeatSchema = z.object({ seat: z.number().int().min(0).max(15) });
export type SkipSeat = z.infer<typeof SkipSeatSchema>;

/** One table that waits for the signed-in account (`GET /api/my-games`), most urgent first. */
export interface MyGame {
  readonly tableId: string;
  readonly game: string;
  readonly seat: number;
  readonly speed: SpeedName | null;
  /** When the seat's clock (or window) runs out; null: no limit. */
  readonly deadline: number | null;
}
export interface MyGamesResponse {
  readonly games: readonly MyGame[];
}
