/**
 * The replay of a finished game (`GET /api/replays/:tableId`), as one viewer saw it: a step for
 * every moment the live table sent that viewer something new, each built by the game's own view
 * function, and, since the game is over, every seat's final hand (`reveal`).
 *
 * Steps carry no log version: how far the match log moved between two of a viewer's steps would
 * count the hidden actions (another seat's pass) in between.
 */
import { z } from 'zod';
import { type SeatNumber, SeatTokenSchema, type WireOutcome } from './protocol.ts';
import type { TableInfo } from './rest.ts';
import type { DecisionInfo, WaitingInfo, WindowInfo } from './socket.ts';

/** `?seat=` of a replay request: a seat number, or `spectator`. Left out: the first seat held, else spectator. */
export const ReplayViewerSchema = z.union([
  z.literal('spectator'),
  z
    .string()
    .regex(/^[0-9]{1,2}$/, 'seat must be a seat number or "spectator"')
    .transform(Number),
]);

/**
 * The header a browser proves its seats with: the seat tokens it keeps for this table (several,
 * comma-separated, for a browser that held more than one seat).
 */
export const SEAT_TOKEN_HEADER = 'x-seat-token';

/** `POST /api/replays/:tableId/share`: a player of the table asks for its share link. */
export const ReplayShareRequestSchema = z.object({ seatToken: SeatTokenSchema });
export type ReplayShareRequest = z.input<typeof ReplayShareRequestSchema>;

export interface ReplayShareResponse {
  /** Opaque and unguessable; anyone holding it may open this table's replay (`?share=`). */
  readonly shareId: string;
  /** The web client's path for it, e.g. `/replay/abc123?share=...`. */
  readonly path: string;
}

/** What the viewer knew at one step: the parts of a live `ViewUpdate` that follow from the log. */
export interface ReplayStep {
  /** `game.view(state, viewer)`: the game's own JSON. */
  readonly view: unknown;
  /** The viewer's part of the events of the action that led here (none at the first step). */
  readonly events: readonly unknown[];
  /** The viewer's own decisions here (deadlines are null: a replay has no clock). */
  readonly decisions: readonly DecisionInfo[];
  /** The viewer's legal actions here, when it had a decision. */
  readonly legal: readonly unknown[];
  readonly waitingFor: readonly WaitingInfo[];
  readonly window: WindowInfo | null;
  /** The viewer's own next action, when it was taken from this step (its seat's move here). */
  readonly played: unknown;
}

/** Every seat's final view, each built for that seat: its hand shown, because the game is over. */
export interface ReplayReveal {
  readonly views: readonly unknown[];
}

/** A chat line as the replay shows it: at the step the viewer had reached when it was said. */
export interface ReplayChatLine {
  readonly step: number;
  readonly line: unknown;
}

export interface ReplayResponse {
  readonly table: TableInfo;
  /** The seat this replay is seen from, or null for a spectator's. */
  readonly seat: SeatNumber | null;
  /** The seats the requester proved it held: the views it may choose from besides the spectator's. */
  readonly heldSeats: readonly SeatNumber[];
  readonly steps: readonly ReplayStep[];
  readonly reveal: ReplayReveal;
  readonly outcome: WireOutcome | null;
  /** The table's chat, when the server keeps one (empty otherwise). */
  readonly chat: readonly ReplayChatLine[];
}
