/**
 * A full state agreeing with everything `seat` knows, for bots that search (ISMCTS).
 *
 * Cards: the unseen cards are the 45 minus the seat's hand, all investments, the market and the
 * cards others are publicly known to hold (taken from the market and not played since). They are
 * shuffled and dealt to fill the other hands (sizes are public), the deck and the 5 removed cards.
 *
 * Coins, when hidden: the exact purses are deducible from the public record (every payment is
 * public), but the view deliberately carries only what is shown at the table, and a bot is
 * given the view alone. What the view does fix is the total: coins are conserved, so the others
 * hold 10 × players − own − coins on the market between them. That total is split as evenly as
 * possible, the odd coins going to random seats: a plausible sample, not a secret one.
 */
import { type Rng, type Seat, shuffleInPlace } from '@nobid/engine';
import { CARDS_PER_COMPANY, COMPANY_COUNT, RULES } from './companies.ts';
import type { StartupsState, StartupsView } from './types.ts';

/** Counts `k` cards of company `c` as seen (a function, not a closure made per call). */
function take(unseenCount: number[], c: number, k: number): void {
  unseenCount[c]! -= k;
  if (unseenCount[c]! < 0) throw new Error('the view holds more cards of a company than exist');
}

export function determinize(v: StartupsView, seat: Seat, rng: Rng): StartupsState {
  if (v.hand === null || v.viewer !== seat) throw new Error(`determinize needs seat ${seat}'s own view`);
  const n = v.seats;
  const revealed = v.final?.hands ?? null;
  const unseenCount = CARDS_PER_COMPANY.slice();
  const hands = new Array<number>(n * COMPANY_COUNT).fill(0);
  const known = new Array<number>(n * COMPANY_COUNT).fill(0);
  for (let s = 0; s < n; s++) {
    for (let c = 0; c < COMPANY_COUNT; c++) {
      const i = s * COMPANY_COUNT + c;
      take(unseenCount, c, v.investments[s]![c]!);
      known[i] = v.knownHands[s]![c]!;
      hands[i] = s === seat ? v.hand[c]! : (revealed?.[s]?.[c] ?? known[i]!);
      take(unseenCount, c, hands[i]!);
    }
  }
  for (const card of v.market) take(unseenCount, card.company, 1);
  const pool: number[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) for (let k = 0; k < unseenCount[c]!; k++) pool.push(c);
  shuffleInPlace(rng, pool);
  for (let s = 0; s < n; s++) {
    if (s === seat || revealed) continue;
    let missing = v.handSizes[s]! - v.knownHands[s]!.reduce((a, b) => a + b, 0);
    for (; missing > 0; missing--) hands[s * COMPANY_COUNT + pool.pop()!]!++;
  }
  const deck = pool.splice(pool.length - v.deckSize, v.deckSize);
  if (pool.length !== v.removedCount) throw new Error('the view does not account for every card');
  return {
    seats: n,
    options: { showCoins: v.options.showCoins, turnCap: v.options.turnCap },
    deck,
    removed: pool,
    hands,
    invested: v.investments.flat(),
    known,
    chips: v.chips.map((h) => (h === null ? -1 : h)),
    coins: sampleCoins(v, rng),
    marketCompany: v.market.map((m) => m.company),
    marketCoins: v.market.map((m) => m.coins),
    active: v.active,
    phase: v.phase,
    tookFromMarket: v.tookFromMarket ?? -1,
    turn: v.turn,
    endReason: v.final?.reason ?? null,
    outcome: v.outcome,
  };
}

function sampleCoins(v: StartupsView, rng: Rng): number[] {
  const coins = v.coins.map((c) => c ?? 0);
  const hidden: Seat[] = [];
  v.coins.forEach((c, s) => {
    if (c === null) hidden.push(s);
  });
  if (hidden.length === 0) return coins;
  const onMarket = v.market.reduce((a, m) => a + m.coins, 0);
  const shown = coins.reduce((a, b) => a + b, 0);
  const total = RULES.startingCoins * v.seats - onMarket - shown;
  const each = Math.floor(total / hidden.length);
  for (const s of hidden) coins[s] = each;
  shuffleInPlace(rng, hidden);
  for (let k = 0; k < total - each * hidden.length; k++) coins[hidden[k]!]! += 1;
  return coins;
}
