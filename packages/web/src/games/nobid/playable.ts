/**
 * What this seat may do with each card in hand, read off the view and the server's decisions.
 * The server's `check` stays the judge (a refused action comes back as a problem); this only
 * decides which cards are raised, which are dimmed and why, and which targets light up.
 *
 * What a card does is read from the table's effect arrays, as the rules read it: a new card
 * that protects, forbids or targets needs no code here.
 */
import type { Currency, NobidAction, PlayTarget } from '@nobid/nobid';
import {
  OT_ANY_POSITION,
  OT_CURRENCY,
  OT_OPPONENT,
  OT_OTHER_POSITION,
  OT_UNPROTECTED_POSITION,
  PROTECT_ASSIGN,
  PROTECT_UNWIND,
  T_CIRCUIT_BREAKER,
  T_DRAWDOWN,
  T_NO_BID,
  T_ORDER,
  T_POSITION,
} from '@nobid/nobid/cards';
import type { Translate } from '../../i18n/i18n.ts';
import { type CardId, type CardTable, type CardType, CURRENCIES, cardDefOf, cardName } from './cards.ts';
import type { WireView } from './wire-view.ts';

export type TargetNeed =
  | { readonly kind: 'none' }
  | { readonly kind: 'seat'; readonly seats: readonly number[] }
  | { readonly kind: 'position'; readonly cards: readonly CardId[] }
  | { readonly kind: 'currency'; readonly currencies: readonly Currency[] };

/** Why a card is dimmed: a Fluent message id (`reason-*`) and what it names. */
export interface Reason {
  readonly id: string;
  /** The card in the Book that forbids the play (Frozen Collateral), named as `$card`. */
  readonly by?: CardId;
  /** The type that may not be played, named as `$type`. */
  readonly type?: CardType;
}

/** The reason in the player's language. */
export function reasonText(cards: CardTable, reason: Reason, t: Translate): string {
  const args: Record<string, string> = {};
  if (reason.by !== undefined) args.card = cardName(cards, reason.by, t);
  if (reason.type !== undefined) args.type = t(`type-${reason.type}`);
  return t(reason.id, args);
}

export type Playability =
  /** `card` is the copy to send: the server lists one copy per kind, and copies are interchangeable. */
  | { readonly ok: true; readonly need: TargetNeed; readonly card?: CardId }
  | { readonly ok: false; readonly reason: Reason };

const book = (view: WireView, seat: number): readonly CardId[] => view.books[seat] ?? [];

/** Whether a card in `seat`'s Book shields its Positions from `term` (Prime Brokerage). */
const bookProtects = (cards: CardTable, view: WireView, seat: number, term: number): boolean =>
  book(view, seat).some((id) => ((cards.protects[id] ?? 0) & term) !== 0);

const positionsIn = (cards: CardTable, view: WireView, seat: number): CardId[] =>
  book(view, seat).filter((id) => cards.typeOf[id] === T_POSITION);

const seatsOf = (view: WireView): number[] => Array.from({ length: view.seats }, (_, s) => s);

/** The card in `me`'s Book that forbids playing `card`'s type (Frozen Collateral), if any. */
export function forbiddenBy(cards: CardTable, view: WireView, me: number, card: CardId): CardId | undefined {
  const bit = 1 << (cards.typeOf[card] ?? 0);
  return book(view, me).find((id) => ((cards.forbids[id] ?? 0) & bit) !== 0);
}

/** Positions an Order of target kind `target` (OT_*) may choose, as the rules' `positionTargetable`. */
function positionTargets(cards: CardTable, view: WireView, me: number, target: number): CardId[] {
  return seatsOf(view)
    .filter((s) => {
      if (target === OT_ANY_POSITION) return true;
      if (target === OT_OTHER_POSITION && s === me) return false;
      return !bookProtects(cards, view, s, target === OT_OTHER_POSITION ? PROTECT_ASSIGN : PROTECT_UNWIND);
    })
    .flatMap((s) => positionsIn(cards, view, s));
}

function needOf(cards: CardTable, view: WireView, me: number, card: CardId): TargetNeed {
  const opponents = seatsOf(view).filter((s) => s !== me);
  const type = cards.typeOf[card];
  if (type === T_DRAWDOWN) return { kind: 'seat', seats: opponents };
  if (type !== T_ORDER) return { kind: 'none' };
  const target = cards.orderTarget[card];
  switch (target) {
    case OT_ANY_POSITION:
    case OT_OTHER_POSITION:
    case OT_UNPROTECTED_POSITION:
      return { kind: 'position', cards: positionTargets(cards, view, me, target) };
    case OT_CURRENCY:
      return { kind: 'currency', currencies: CURRENCIES };
    case OT_OPPONENT:
      return { kind: 'seat', seats: opponents };
    default:
      return { kind: 'none' };
  }
}

const isCounterId = (cards: CardTable, id: CardId): boolean =>
  cards.typeOf[id] === T_NO_BID || cards.typeOf[id] === T_CIRCUIT_BREAKER;

/**
 * Whether `card` may be played as the turn's action now. `acting` says whether the server
 * is waiting for this seat's 'act' decision.
 */
export function playability(
  cards: CardTable,
  view: WireView,
  me: number,
  card: CardId,
  acting: boolean,
): Playability {
  if (isCounterId(cards, card)) return { ok: false, reason: { id: 'reason-response-only' } };
  if (!acting) return { ok: false, reason: { id: 'reason-not-your-action' } };
  const by = forbiddenBy(cards, view, me, card);
  if (by !== undefined)
    return { ok: false, reason: { id: 'reason-frozen', by, type: cardDefOf(cards, card).type } };
  const need = needOf(cards, view, me, card);
  if (need.kind === 'position' && need.cards.length === 0) {
    return { ok: false, reason: { id: 'reason-no-position-target' } };
  }
  if (need.kind === 'seat' && need.seats.length === 0) {
    return { ok: false, reason: { id: 'reason-no-opponent' } };
  }
  return { ok: true, need };
}

/** The counters this seat holds, by type: what the reaction bar's `No Bid (n)` shows. */
export function countersInHand(
  cards: CardTable,
  view: WireView,
): { noBid: CardId[]; circuitBreaker: CardId[] } {
  const hand = view.hand ?? [];
  return {
    noBid: hand.filter((id) => cards.typeOf[id] === T_NO_BID),
    circuitBreaker: hand.filter((id) => cards.typeOf[id] === T_CIRCUIT_BREAKER),
  };
}

/** The action JSON for playing `card` with `target` (the server fills in the seat). */
export function playAction(card: CardId, target?: PlayTarget): Record<string, unknown> {
  return target ? { type: 'play', card, target } : { type: 'play', card };
}

/** Whether a card on the stack can still be answered: nothing goes on a Circuit Breaker. */
export function stackClosed(cards: CardTable, view: WireView): boolean {
  const top = view.stack[view.stack.length - 1];
  return top !== undefined && cards.typeOf[top.card] === T_CIRCUIT_BREAKER;
}

/** Copies of one kind share an index: the rules list one copy per kind. */
const sameKind = (cards: CardTable, a: CardId, b: CardId): boolean =>
  cards.kindIndex[a] === cards.kindIndex[b];

/**
 * Playability from the server's legal actions, which decide; the view only supplies the reason
 * a card is dimmed. The rules list one copy per kind, so a card is playable when a legal play of
 * its kind exists, with the targets those plays name.
 */
export function playabilityFromLegal(
  cards: CardTable,
  view: WireView,
  me: number,
  card: CardId,
  legal: readonly NobidAction[],
): Playability {
  const plays = legal.filter(
    (a): a is Extract<NobidAction, { type: 'play' }> => a.type === 'play' && sameKind(cards, a.card, card),
  );
  const acting = legal.some((a) => a.type === 'draw');
  if (plays.length === 0) {
    const guess = playability(cards, view, me, card, acting);
    return { ok: false, reason: guess.ok ? { id: 'reason-not-legal' } : guess.reason };
  }
  const copy = plays[0]!.card;
  const targets = plays.flatMap((a) => (a.target ? [a.target] : []));
  const first = targets[0];
  if (!first) return { ok: true, need: { kind: 'none' }, card: copy };
  if ('seat' in first) {
    return {
      ok: true,
      card: copy,
      need: { kind: 'seat', seats: targets.map((t) => (t as { seat: number }).seat) },
    };
  }
  if ('card' in first) {
    return {
      ok: true,
      card: copy,
      need: { kind: 'position', cards: targets.map((t) => (t as { card: CardId }).card) },
    };
  }
  return {
    ok: true,
    card: copy,
    need: { kind: 'currency', currencies: targets.map((t) => (t as { currency: Currency }).currency) },
  };
}

/** The legal answer to the open window with a card of `type`, if this seat holds one. */
export function legalResponse(
  cards: CardTable,
  legal: readonly NobidAction[],
  type: 'no-bid' | 'circuit-breaker',
): Extract<NobidAction, { type: 'respond' }> | undefined {
  const code = type === 'no-bid' ? T_NO_BID : T_CIRCUIT_BREAKER;
  return legal.find(
    (a): a is Extract<NobidAction, { type: 'respond' }> =>
      a.type === 'respond' && cards.typeOf[a.card] === code,
  );
}

/** Whether a legal discard of this card's kind exists (the rules list one copy per kind). */
export function canDiscard(cards: CardTable, legal: readonly NobidAction[], card: CardId): boolean {
  return legal.some((a) => a.type === 'discard' && sameKind(cards, a.card, card));
}
