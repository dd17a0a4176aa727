/** A seat at the table, numbered from 0 in turn order. */
export type Seat = number;

/** Who a view is built for: one seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/**
 * A seat that must (or may) decide now. `kind` is the game's own name for the decision
 * ('act', 'respond', 'stop-loss', 'discard', ...). A decision that carries a `window` belongs to a
 * reaction window: it is offered to every seat at once, it closes only when all of them have
 * answered, and a surface must not let its timing reveal anything (see the server's window policy).
 */
export interface Decision {
  readonly seat: Seat;
  readonly kind: string;
  readonly window?: number;
}

/**
 * What everyone may know about an open reaction window, for standing orders (the server answers
 * a seat's windows by orders that read these facts and nothing else). A game computes them from
 * public information alone: the same for every seat, whatever anyone holds. "If it closed" means
 * if every seat passed now.
 */
export interface WindowFacts {
  /** The kind of the card whose fate the window decides (a stable name such as 'margin-call'). */
  readonly card: string;
  /** Seats the card names, or whose Book would change if the window closed. */
  readonly targets: readonly Seat[];
  /** The seat that would win if the window closed; null: nobody. */
  readonly winner: Seat | null;
}

/**
 * An edition's identity: its name, its version and a hash of its whole content, so that two files
 * that call themselves "No Bid 1" but differ are told apart (tables, records, reports carry it).
 */
export interface EditionIdentity {
  readonly name: string;
  readonly version: string;
  /** SHA-256 of the edition's canonical JSON, in hex. */
  readonly hash: string;
}

/** How a finished game ended. */
export type Outcome =
  | { readonly kind: 'win'; readonly winner: Seat; readonly reason: string }
  | { readonly kind: 'draw'; readonly reason: string };

/** Why an action was refused. The state it was tried on is untouched. */
export type RejectionCode =
  | 'malformed'
  | 'unknown-action'
  | 'game-over'
  | 'not-your-decision'
  | 'card-not-in-hand'
  | 'illegal-target'
  | 'illegal-action';

export interface Rejection {
  readonly code: RejectionCode;
  readonly message: string;
}

/**
 * What one action caused. `public` is what everyone (spectators included) learns; `private`
 * holds a richer version for the seats entitled to it (the drawer sees the card they drew).
 * A viewer receives `private[viewer]` when present, else `public`; a null public part means the
 * event is invisible to everyone else.
 */
export interface GameEvent<E> {
  readonly public: E | null;
  readonly private?: Readonly<Record<number, E>>;
}

export type ApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly GameEvent<E>[] }
  | { readonly ok: false; readonly error: Rejection };

/**
 * A card-level fact read from one event, for statistics (see `GameRules.cardFacts`). `played`
 * covers every card put into play, `response` marking an answer to another card (No Bid,
 * Circuit Breaker); `cancelled` names a card that was played but did not resolve. A reaction
 * stack is a non-response play followed by the responses played on it.
 */
export type CardFact =
  | { readonly fact: 'played'; readonly seat: Seat; readonly card: string; readonly response: boolean }
  | { readonly fact: 'cancelled'; readonly seat: Seat; readonly card: string };
