/**
 * Accounts and ratings over REST. Accounts are optional: a guest plays by link as before. A
 * signed-in browser carries an HttpOnly session cookie; every route below answers `ApiError`
 * with a 4xx status on bad input, and sign-in refusals never say whether a name exists.
 *
 *   GET  /api/account                          -> AccountResponse (user: null for a guest)
 *   POST /api/account/signup   SignUpRequest   -> SignUpResponse (recovery codes, shown once)
 *   POST /api/account/signin   SignInRequest   -> AccountResponse
 *   POST /api/account/signout                  -> OkResponse (this browser)
 *   POST /api/account/signout-everywhere       -> OkResponse (every session of the account)
 *   POST /api/account/password ChangePasswordRequest -> OkResponse (other sessions end)
 *   POST /api/account/recover  RecoverRequest  -> AccountResponse (a recovery code resets the password)
 *   POST /api/account/seats    LinkSeatsRequest -> LinkSeatsResponse (a guest's seats become the account's)
 *   POST /api/account/delete   DeleteAccountRequest -> OkResponse (games stay, the name goes)
 *   GET  /api/account/data                     -> the account's data as JSON (a download)
 *   GET  /api/players/:name                    -> PlayerProfile (404 when unknown)
 *   GET  /api/leaderboard/:game                -> Leaderboard
 *   GET  /api/tables/:id/ratings               -> TableRatingsResponse (each seat's rating change)
 */
import { z } from 'zod';
import { SeatTokenSchema } from './protocol.ts';

/** An account name: checked, never silently changed (NFC is applied first). */
export const ACCOUNT_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** A browser's seat tokens (from its local storage): the seats a guest keeps when signing up. */
const SeatTokensSchema = z.array(SeatTokenSchema).max(500).optional();

export const SignUpRequestSchema = z.object({
  name: z.string().max(1000),
  password: z.string().max(10_000),
  seatTokens: SeatTokensSchema,
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

export const SignInRequestSchema = SignUpRequestSchema;
export type SignInRequest = SignUpRequest;

export const ChangePasswordRequestSchema = z.object({
  current: z.string().max(10_000),
  password: z.string().max(10_000),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const RecoverRequestSchema = z.object({
  name: z.string().max(1000),
  code: z.string().max(100),
  password: z.string().max(10_000),
});
export type RecoverRequest = z.input<typeof RecoverRequestSchema>;

export const LinkSeatsRequestSchema = z.object({ seatTokens: z.array(SeatTokenSchema).max(500) });
export type LinkSeatsRequest = z.input<typeof LinkSeatsRequestSchema>;

export const DeleteAccountRequestSchema = z.object({ password: z.string().max(10_000) });
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

export type AccountRole = 'player' | 'admin';

export interface AccountInfo {
  readonly id: string;
  readonly name: string;
  readonly role: AccountRole;
  readonly createdAt: number;
}

export interface AccountResponse {
  readonly user: AccountInfo | null;
}

export interface SignUpResponse {
  readonly user: AccountInfo;
  /** Shown once: each resets the password one time. Only their hashes are kept. */
  readonly recoveryCodes: readonly string[];
  /** How many of the browser's seats became the account's. */
  readonly linkedSeats: number;
}

export interface LinkSeatsResponse {
  readonly linked: number;
}

export interface OkResponse {
  readonly ok: true;
}

/** A skill rating (openskill, Plackett–Luce): `ordinal` = mu − 3·sigma is the number shown. */
export interface RatingInfo {
  readonly game: string;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly games: number;
}

export interface RatingPoint {
  readonly tableId: string;
  readonly at: number;
  readonly ordinal: number;
  /** 1 = first among the table's humans. */
  readonly rank: number;
  readonly players: number;
}

export interface PlayedGame {
  /** The table; its replay is at `/replay/<tableId>`. */
  readonly tableId: string;
  readonly game: string;
  readonly seats: number;
  readonly seat: number;
  readonly createdAt: number;
  readonly status: 'waiting' | 'playing' | 'over';
  readonly won: boolean;
  readonly rated: boolean;
}

export interface PlayerProfile {
  readonly name: string;
  readonly createdAt: number;
  readonly ratings: readonly RatingInfo[];
  /** Per game, oldest first. */
  readonly history: Readonly<Record<string, readonly RatingPoint[]>>;
  readonly gamesPlayed: number;
  /** Finished games by seat count: `{ "3": { played, won } }`, per game. */
  readonly winsByPlayers: Readonly<Record<string, Readonly<Record<string, { played: number; won: number }>>>>;
  /** Newest first; private tables only when the viewer is this player. */
  readonly games: readonly PlayedGame[];
}

export interface LeaderboardEntry {
  readonly rank: number;
  readonly name: string;
  readonly ordinal: number;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
}

export interface Leaderboard {
  readonly game: string;
  readonly entries: readonly LeaderboardEntry[];
}

/**
 * `GET /api/tables/:id/ratings`: what a finished rated table did to each seat's rating, by seat
 * (null: a bot, a guest, or a table not rated). `delta` is in ordinal points.
 */
export interface TableRatingChange {
  readonly before: number;
  readonly after: number;
  readonly delta: number;
}

export interface TableRatingsResponse {
  readonly rated: boolean;
  readonly changes: readonly (TableRatingChange | null)[];
}
