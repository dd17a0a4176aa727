/**
 * The No Bid heuristic bot's choices, one function per kind of decision. It plays from its
 * seat's view only: build your own Book, attack the leader, keep No Bid and Circuit Breaker for
 * the cards that would win the game or hurt most, and pass otherwise.
 */

import { nextInt, type Rng } from '@nobid/engine';
import { T_CIRCUIT_BREAKER, T_DRAWDOWN, T_LEVERAGE, T_NO_BID, T_ORDER, T_POSITION } from '../card-table.ts';
import type { CardId, NobidAction, NobidView } from '../types.ts';
import { predict } from './effects.ts';
import { gain, outlook, WIN } from './outlook.ts';

/** Tunable knobs, so balance runs can try variants. */
export interface HeuristicWeights {
  /** What drawing a card instead of playing is worth. */
  readonly draw: number;
  /** How bad (or good) a stack's outcome must be before a counter card is spent on it. */
  readonly counterThreshold: number;
  /** The same, when holding two or more counter cards. */
  readonly counterThresholdRich: number;
}

export const DEFAULT_WEIGHTS: HeuristicWeights = {
  draw: 0.4,
  counterThreshold: 1.4,
  counterThresholdRich: 0.9,
};

/** What playing this action is worth to its player now. */
export function playValue(
  view: NobidView,
  me: number,
  action: Extract<NobidAction, { type: 'play' }>,
  now: number,
): number {
  const p = predict(view, me, action.card, action.target);
  // `gain` with the outlook before the play computed once for every action (`now`).
  let value = outlook(p.counts, me, view.active, view.cards.numbers.target) - now + p.extra;
  if (p.harm) {
    // Harming someone matters in proportion to how close they are to winning.
    value += p.harm.value;
  }
  return value;
}

/**
 * The best-valued action; ties (attacking one of two equal leaders...) are broken with the
 * bot's own dice, so that no seat is everybody's default target.
 */
export function chooseAct(
  view: NobidView,
  me: number,
  legal: readonly NobidAction[],
  w: HeuristicWeights,
  rng: Rng,
): NobidAction {
  let best: NobidAction[] = [];
  let bestValue = Number.NEGATIVE_INFINITY;
  const now = outlook(view.counts, me, view.active, view.cards.numbers.target);
  for (const action of legal) {
    const value =
      action.type === 'play' ? playValue(view, me, action, now) : action.type === 'draw' ? w.draw : -1;
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [action];
    } else if (value > bestValue - 1e-9) best.push(action);
  }
  return best.length === 0 ? legal[0]! : best.length === 1 ? best[0]! : best[nextInt(rng, best.length)]!;
}

/**
 * Whether the bottom card of the stack resolves as things stand: cards cancel in alternation
 * from the top (ruling 1), so each effective No Bid flips the card beneath it.
 */
export function bottomResolves(view: NobidView): boolean {
  let effective = true;
  for (let i = view.stack.length - 1; i > 0; i--) {
    const cancels: boolean = effective && view.cards.typeOf[view.stack[i]!.card] === T_NO_BID;
    effective = !cancels;
  }
  return effective;
}

/**
 * In a reaction window: flip the stack's outcome only when the card at the bottom would win
 * (or lose) the game or swing the counts by more than the threshold; otherwise pass.
 */
export function chooseResponse(
  view: NobidView,
  me: number,
  legal: readonly NobidAction[],
  w: HeuristicWeights,
): NobidAction {
  const pass = legal.find((a) => a.type === 'pass')!;
  const noBid = legal.find((a) => a.type === 'respond' && view.cards.typeOf[a.card] === T_NO_BID);
  const breaker = legal.find((a) => a.type === 'respond' && view.cards.typeOf[a.card] === T_CIRCUIT_BREAKER);
  const bottom = view.stack[0];
  if (!bottom || (!noBid && !breaker)) return pass;
  const p = predict(view, bottom.seat, bottom.card, bottom.target);
  let value = gain(view.counts, p.counts, me, view.active, view.cards.numbers.target);
  if (bottom.seat === me) value += p.extra;
  else if (p.harm?.seat === me) value -= p.harm.value;
  // Positive: I want the bottom card to resolve. Flip the stack when its current course hurts me.
  const swing = bottomResolves(view) ? -value : value;
  const held = (view.hand ?? []).filter(
    (c) => view.cards.typeOf[c] === T_NO_BID || view.cards.typeOf[c] === T_CIRCUIT_BREAKER,
  ).length;
  const threshold = held >= 2 ? w.counterThresholdRich : w.counterThreshold;
  if (swing < threshold) return pass;
  // Either counter flips the outcome; a Circuit Breaker also ends the stack, so nobody can flip it
  // back: keep it for a card that wins or loses the game, or for a swing twice the threshold.
  const decisive = Math.abs(value) >= WIN / 2;
  if (breaker && (decisive || (!noBid && swing >= 2 * threshold))) return breaker;
  return noBid ?? pass;
}

/** How much a card in hand is worth keeping; the cheapest goes first when discarding. */
export function keepValue(view: NobidView, me: number, card: CardId): number {
  switch (view.cards.typeOf[card]) {
    case T_CIRCUIT_BREAKER:
      return 9;
    case T_NO_BID:
      return 8;
    case T_POSITION:
      return 6;
    case T_LEVERAGE:
      return 5;
    case T_ORDER:
      return 4 + Math.max(0, playValueOf(view, me, card));
    case T_DRAWDOWN:
      return 3;
    default:
      return 0;
  }
}

/** A rough value of an Order in hand: its best untargeted reading. */
const playValueOf = (view: NobidView, me: number, card: CardId) => {
  const p = predict(view, me, card);
  return Math.min(2, gain(view.counts, p.counts, me, view.active, view.cards.numbers.target) + p.extra);
};

export function chooseDiscard(view: NobidView, me: number, legal: readonly NobidAction[]): NobidAction {
  let best = legal[0]!;
  let bestKeep = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== 'discard') continue;
    const keep = keepValue(view, me, action.card) + view.cards.kindIndex[action.card]! * 1e-6;
    if (keep < bestKeep) {
      bestKeep = keep;
      best = action;
    }
  }
  return best;
}
