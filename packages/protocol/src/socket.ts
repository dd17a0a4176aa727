/** The table socket's messages, both ways (how a session goes: protocol.ts). */
import { z } from 'zod';
import type { ChatLine, ChatReport, ChatSend } from './chat.ts';
import type { JsonPatchOp } from './json-patch.ts';
import {
  type ApiError,
  type SeatNumber,
  SeatTokenSchema,
  TableIdSchema,
  type TableStatus,
  type WireOutcome,
} from './protocol.ts';
import type { RematchResponse, SeatInfo, TableInfo } from './rest.ts';
import type { SetStandingOrders, StandingOrders } from './standing-orders.ts';
import type { SeatClockInfo, SkipSeat } from './turn-based.ts';

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
  /**
   * This socket takes its views as patches (`viewPatch`) once it holds one whole: a client that
   * can apply them (`applyJsonPatch`) says so. Left out: every update comes as a whole `view`.
   */
  viewPatches: z.boolean().optional(),
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
 * Auto-pass, kept as an alias of standing orders (`standingOrders`): on is the "pass on
 * everything" order, off is "always ask me" (either keeps the seat's own-cards choice). Orders
 * answer a window the moment it opens. A switch to the setting the seat already has changes
 * nothing and is answered by its ack alone, no view.
 */
export const AutoPassSchema = z.object({ on: z.boolean() });
export type AutoPass = z.infer<typeof AutoPassSchema>;

/**
 * Answer my own cards (an alias of the orders' `ownCards`): a reaction window still opens for
 * everyone on a card you play (you may answer your own card), but by default you are not asked:
 * the server passes for you as the window opens, and your view shows no decision for it. With
 * this on, your standing orders answer it like any other. Kept with the seat; a switch to what it
 * already is is answered by the ack alone.
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
  /**
   * Sets this seat's standing orders (`standing-orders.ts`), before or during the game. Orders
   * naming a card kind the table's game does not know are refused (`bad-orders`) and change
   * nothing. The ack holds the orders as kept.
   */
  standingOrders: (msg: SetStandingOrders, ack?: (res: Ack<StandingOrders>) => void) => void;
  /**
   * Turn-based tables: skip a seat whose clock ran out (its safe default is played for it), once
   * the profile's skip grace has passed (else `not-skippable`). Any other seated player may.
   */
  skipSeat: (msg: SkipSeat, ack?: (res: Ack<null>) => void) => void;
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
  /** Your standing orders; null for a spectator. */
  readonly orders: StandingOrders | null;
  /** Whether your orders pass on everything (the old auto-pass switch). */
  readonly autoPass: boolean;
  /** Whether your orders answer windows on your own cards (`answerOwnCards`). */
  readonly answerOwnCards: boolean;
  readonly outcome: WireOutcome | null;
  /** The server's clock when this was sent, epoch ms, to correct deadlines for clock skew. */
  readonly serverNow: number;
  /**
   * Turn-based tables: every seat's clock (public, shown beside its name). Left out on live
   * tables.
   */
  readonly clocks?: readonly SeatClockInfo[];
}

/**
 * A view update sent as a patch, to a socket that asked for them in `hello`: everything a
 * `ViewUpdate` carries, but instead of `view` the RFC 6902 patch (`json-patch.ts`) from the view
 * at `fromCursor` to the one at `cursor`. A viewer's view at a cursor is one thing (whichever
 * node sent it), so the patch fits exactly when the client holds the view at `fromCursor`;
 * otherwise (a view lost, a reconnect) the client discards it and sends `sync`, which answers a
 * whole `view`. Sent only where a whole `view` would be sent, to the same viewers at the same
 * moment: a patch says nothing a view would not.
 */
export interface ViewPatchUpdate extends Omit<ViewUpdate, 'view'> {
  readonly viewPatch: readonly JsonPatchOp[];
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
  /** A view as a patch on the one the client holds (only to a socket that asked, `Hello.viewPatches`). */
  viewPatch: (msg: ViewPatchUpdate) => void;
  problem: (msg: ProblemMessage) => void;
  presence: (msg: PresenceMessage) => void;
  tableOver: (msg: TableOverMessage) => void;
  rematch: (msg: RematchMessage) => void;
  /** A chat line this socket may read (`chat.ts`). */
  chat: (msg: ChatLine) => void;
}
