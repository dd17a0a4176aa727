/**
 * A Startups heuristic bot. It sees only its seat's view and the legal actions.
 *
 * It projects the final holdings: its own investments and hand exactly; for each opponent their
 * investments, the cards they are known to hold, and the expected share of the unseen cards in
 * the rest of their hand. Each company is then worth, to the bot, roughly
 *   P(lead) × 3 × (the others' cards)  −  P(someone else leads) × (its own cards),
 * with the lead probabilities a logistic function of its margin. The bot plays the turn as a
 * whole: for each way to take a card it assumes the best play afterwards (a deck draw averaged
 * over the unseen companies), and picks the take worth the most in that projection plus coins.
 */
import { type Bot, nextInt, type Rng, type Seat } from '@nobid/engine';
import { CARDS_PER_COMPANY, COMPANY_COUNT } from './companies.ts';
import type { StartupsAction, StartupsView } from './types.ts';

/** How sharply a lead turns into a win: a 1-card margin is about 70% safe. */
const SHARPNESS = 1.6;
/** The cost of feeding the market: an opponent will take the card, and coins with it. */
const MARKET_GIFT = 0.6;

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

interface Projection {
  /** holdings[seat][company], opponents' hidden cards as expectations. */
  readonly holdings: number[][];
  /** Chance that a card from the deck is of each company. */
  readonly drawOdds: number[];
}

function project(v: StartupsView, me: Seat): Projection {
  const hand = v.hand ?? new Array<number>(COMPANY_COUNT).fill(0);
  const unseen = CARDS_PER_COMPANY.slice();
  for (let s = 0; s < v.seats; s++) {
    for (let c = 0; c < COMPANY_COUNT; c++) {
      unseen[c]! -= v.investments[s]![c]! + (s === me ? hand[c]! : v.knownHands[s]![c]!);
    }
  }
  for (const m of v.market) unseen[m.company]!--;
  const pool = unseen.reduce((a, b) => a + Math.max(0, b), 0) || 1;
  const drawOdds = unseen.map((u) => Math.max(0, u) / pool);
  const holdings: number[][] = [];
  for (let s = 0; s < v.seats; s++) {
    const row: number[] = [];
    const hidden = s === me ? 0 : v.handSizes[s]! - v.knownHands[s]!.reduce((a, b) => a + b, 0);
    for (let c = 0; c < COMPANY_COUNT; c++) {
      const inHand = s === me ? hand[c]! : v.knownHands[s]![c]! + hidden * drawOdds[c]!;
      row.push(v.investments[s]![c]! + inHand);
    }
    holdings.push(row);
  }
  return { holdings, drawOdds };
}

/** What company `c` is worth to `me` if it holds `mine` cards of it. */
function companyValue(p: Projection, me: Seat, c: number, mine: number): number {
  let best = 0;
  let others = 0;
  for (let s = 0; s < p.holdings.length; s++) {
    if (s === me) continue;
    const h = p.holdings[s]![c]!;
    others += h;
    if (h > best) best = h;
  }
  if (mine === 0) return 0;
  const margin = mine - best;
  const lead = best === 0 ? 1 : logistic(SHARPNESS * (margin - 0.5));
  const lose = best === 0 ? 0 : logistic(SHARPNESS * (-margin - 0.5));
  return lead * 3 * others - lose * mine;
}

/** The best value of the play step with `hand` (after the take), excluding `barred` from the market. */
function bestPlay(p: Projection, me: Seat, hand: readonly number[], barred: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < COMPANY_COUNT; c++) {
    if (hand[c]! === 0) continue;
    const mine = p.holdings[me]![c]!;
    // Investing keeps the card in the projection (hands count at the end): no change.
    if (best < 0) best = 0;
    if (c !== barred) {
      const dump = companyValue(p, me, c, mine - 1) - companyValue(p, me, c, mine) - MARKET_GIFT;
      if (dump > best) best = dump;
    }
  }
  return best === Number.NEGATIVE_INFINITY ? 0 : best;
}

function gain(p: Projection, me: Seat, c: number): number {
  const mine = p.holdings[me]![c]!;
  return companyValue(p, me, c, mine + 1) - companyValue(p, me, c, mine);
}

function withCard(p: Projection, me: Seat, c: number): Projection {
  const holdings = p.holdings.map((row) => row.slice());
  holdings[me]![c]! += 1;
  return { holdings, drawOdds: p.drawOdds };
}

function takeValue(v: StartupsView, me: Seat, p: Projection, a: StartupsAction): number {
  const hand = v.hand!;
  if (a.type === 'take-deck') {
    let expected = -(v.drawCost ?? 0);
    for (let c = 0; c < COMPANY_COUNT; c++) {
      const odds = p.drawOdds[c]!;
      if (odds === 0) continue;
      const after = hand.slice();
      after[c]! += 1;
      expected += odds * (gain(p, me, c) + bestPlay(withCard(p, me, c), me, after, -1));
    }
    return expected;
  }
  if (a.type === 'take-market') {
    const card = v.market[a.slot]!;
    const after = hand.slice();
    after[card.company]! += 1;
    return (
      card.coins +
      gain(p, me, card.company) +
      bestPlay(withCard(p, me, card.company), me, after, card.company)
    );
  }
  return 0;
}

function playValue(p: Projection, me: Seat, a: StartupsAction): number {
  if (a.type === 'to-market') {
    const mine = p.holdings[me]![a.company]!;
    return companyValue(p, me, a.company, mine - 1) - companyValue(p, me, a.company, mine) - MARKET_GIFT;
  }
  if (a.type === 'invest') {
    // Hands count at the end, so investing changes nothing there; prefer companies it leads in,
    // where the chip it may win costs it nothing (it would not buy those from the market anyway).
    const mine = p.holdings[me]![a.company]!;
    return 0.01 * (companyValue(p, me, a.company, mine) / (1 + mine));
  }
  return 0;
}

/** Chooses among `legal` from the seat's view alone; ties are broken with `rng`. */
export function startupsHeuristic(
  view: StartupsView,
  seat: Seat,
  legal: readonly StartupsAction[],
  rng: Rng,
): StartupsAction {
  if (legal.length === 1) return legal[0]!;
  const p = project(view, seat);
  let best: StartupsAction[] = [];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const value =
      a.type === 'take-deck' || a.type === 'take-market'
        ? takeValue(view, seat, p, a)
        : playValue(p, seat, a);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [a];
    } else if (Math.abs(value - bestValue) <= 1e-9) best.push(a);
  }
  return best[nextInt(rng, best.length)]!;
}

/** The same heuristic as the engine's `Bot`, which the catalog hands to the bots package. */
export const startupsHeuristicBot: Bot<StartupsView, StartupsAction> = {
  name: 'startups-heuristic',
  choose: (turn) => startupsHeuristic(turn.view, turn.seat, turn.legal, turn.rng),
};
