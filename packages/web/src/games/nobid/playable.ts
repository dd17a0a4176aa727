/**
 * What this seat may do with each card in hand, read off the view and the server's decisions.
 * The server's `check` stays the judge (a refused action comes back as a problem); this only
 * decides which cards are raised, which are dimmed and why, and which targets light up.
 */
import type { Currency, NobidAction, NobidView, PlayTarget } from '@nobid/nobid';
import { type CardDef, type CardId, CURRENCIES, cardDefOf } from './cards.ts';

export type TargetNeed =
  | { readonly kind: 'none' }
  | { readonly kind: 'seat'; readonly seats: readonly number[] }
  | { readonly kind: 'position'; readonly cards: readonly CardId[] }
  | { readonly kind: 'currency'; readonly currencies: readonly Currency[] };

/** A Fluent message id (`reason-*`) and its arguments. */
export interface Reason {
  readonly id: string;
  readonly args?: Record<string, string | number>;
}

export type Playability =
  /** `card` is the copy to send: the server lists one copy per kind, and copies are interchangeable. */
  | { readonly ok: true; readonly need: TargetNeed; readonly card?: CardId }
  | { readonly ok: false; readonly reason: Reason };

const bookHas = (view: NobidView, seat: number, kind: string): boolean =>
  view.books[seat]!.some((id) => cardDefOf(id).kind === kind);

const positionsIn = (view: NobidView, seat: number): CardId[] =>
  view.books[seat]!.filter((id) => cardDefOf(id).type === 'position');

const seatsOf = (view: NobidView): number[] => Array.from({ length: view.seats }, (_, s) => s);

/** Positions that can be targeted by a term; Prime Brokerage protects from Assign and Unwind. */
function positionTargets(view: NobidView, me: number, term: 'liquidate' | 'assign' | 'unwind'): CardId[] {
  return seatsOf(view)
    .filter((s) => !(term === 'assign' && s === me))
    .filter((s) => term === 'liquidate' || !bookHas(view, s, 'prime-brokerage'))
    .flatMap((s) => positionsIn(view, s));
}

function needOf(def: CardDef, view: NobidView, me: number): TargetNeed {
  const opponents = seatsOf(view).filter((s) => s !== me);
  if (def.type === 'drawdown') return { kind: 'seat', seats: opponents };
  if (def.type !== 'order') return { kind: 'none' };
  const effect = def.effects[0];
  switch (effect?.op) {
    case 'liquidate':
    case 'assign':
    case 'unwind':
      return { kind: 'position', cards: positionTargets(view, me, effect.op) };
    case 'unwind-currency':
      return { kind: 'currency', currencies: CURRENCIES };
    case 'stop-out':
      return effect.who === 'chosen-opponent' ? { kind: 'seat', seats: opponents } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * Whether `card` may be played as the turn's action now. `acting` says whether the server
 * is waiting for this seat's 'act' decision.
 */
export function playability(view: NobidView, me: number, card: CardId, acting: boolean): Playability {
  const def = cardDefOf(card);
  if (def.type === 'no-bid' || def.type === 'circuit-breaker') {
    return { ok: false, reason: { id: 'reason-response-only' } };
  }
  if (!acting) return { ok: false, reason: { id: 'reason-not-your-action' } };
  if (def.type === 'leverage' && bookHas(view, me, 'frozen-collateral')) {
    return { ok: false, reason: { id: 'reason-frozen' } };
  }
  const need = needOf(def, view, me);
  if (need.kind === 'position' && need.cards.length === 0) {
    return { ok: false, reason: { id: 'reason-no-position-target' } };
  }
  if (need.kind === 'seat' && need.seats.length === 0) {
    return { ok: false, reason: { id: 'reason-no-opponent' } };
  }
  return { ok: true, need };
}

/** The counters this seat holds, by type: what the reaction bar's `No Bid (n)` shows. */
export function countersInHand(view: NobidView): { noBid: CardId[]; circuitBreaker: CardId[] } {
  const hand = view.hand ?? [];
  return {
    noBid: hand.filter((id) => cardDefOf(id).type === 'no-bid'),
    circuitBreaker: hand.filter((id) => cardDefOf(id).type === 'circuit-breaker'),
  };
}

/** The action JSON for playing `card` with `target` (the server fills in the seat). */
export function playAction(card: CardId, target?: PlayTarget): Record<string, unknown> {
  return target ? { type: 'play', card, target } : { type: 'play', card };
}

/** Whether a card on the stack can still be answered: nothing goes on a Circuit Breaker. */
export function stackClosed(view: NobidView): boolean {
  const top = view.stack[view.stack.length - 1];
  return top !== undefined && cardDefOf(top.card).type === 'circuit-breaker';
}

const kindOf = (id: CardId): string => cardDefOf(id).kind;

/**
 * Playability from the server's legal actions, which decide; the view only supplies the reason
 * a card is dimmed. The rules list one copy per kind, so a card is playable when a legal play of
 * its kind exists, with the targets those plays name.
 */
export function playabilityFromLegal(
  view: NobidView,
  me: number,
  card: CardId,
  legal: readonly NobidAction[],
): Playability {
  const kind = kindOf(card);
  const plays = legal.filter(
    (a): a is Extract<NobidAction, { type: 'play' }> => a.type === 'play' && kindOf(a.card) === kind,
  );
  const acting = legal.some((a) => a.type === 'draw');
  if (plays.length === 0) {
    const guess = playability(view, me, card, acting);
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
  legal: readonly NobidAction[],
  type: 'no-bid' | 'circuit-breaker',
): Extract<NobidAction, { type: 'respond' }> | undefined {
  return legal.find(
    (a): a is Extract<NobidAction, { type: 'respond' }> =>
      a.type === 'respond' && cardDefOf(a.card).type === type,
  );
}

/** Whether a legal discard of this card's kind exists (the rules list one copy per kind). */
export function canDiscard(legal: readonly NobidAction[], card: CardId): boolean {
  const kind = kindOf(card);
  return legal.some((a) => a.type === 'discard' && kindOf(a.card) === kind);
}
