/**
 * A viewer's view, assembled field by field from the public parts of the state plus what the
 * viewer may know (their own hand and coins). Nothing is copied wholesale and then redacted, so a
 * new secret field in the state cannot leak by default.
 */
import type { Seat, Viewer } from '@nobid/engine';
import { COMPANY_COUNT, RULES } from './companies.ts';
import { drawCost } from './rules.ts';
import { finalScoring } from './step.ts';
import type { MarketCard, StartupsState, StartupsView } from './types.ts';

const row = (table: readonly number[], seat: Seat): number[] =>
  table.slice(seat * COMPANY_COUNT, (seat + 1) * COMPANY_COUNT);

function perSeat<T>(seats: number, f: (seat: Seat) => T): T[] {
  const out: T[] = [];
  for (let s = 0; s < seats; s++) out.push(f(s));
  return out;
}

export function view(s: StartupsState, viewer: Viewer): StartupsView {
  const own = viewer === 'spectator' ? null : viewer;
  const over = s.phase === 'over';
  const market: MarketCard[] = s.marketCompany.map((company, i) => ({ company, coins: s.marketCoins[i]! }));
  return {
    viewer,
    seats: s.seats,
    options: { showCoins: s.options.showCoins, turnCap: s.options.turnCap },
    hand: own === null ? null : row(s.hands, own),
    // Hand sizes are public: everyone sees each player's cards in hand (backs only).
    handSizes: perSeat(s.seats, (seat) => row(s.hands, seat).reduce((a, b) => a + b, 0)),
    knownHands: perSeat(s.seats, (seat) => row(s.known, seat)),
    deckSize: s.deck.length,
    removedCount: RULES.removedCards,
    market,
    investments: perSeat(s.seats, (seat) => row(s.invested, seat)),
    chips: s.chips.map((holder) => (holder === -1 ? null : holder)),
    // At the end the scoring table reveals every purse anyway.
    coins: perSeat(s.seats, (seat) => (seat === own || s.options.showCoins || over ? s.coins[seat]! : null)),
    drawCost: own === null || over ? null : drawCost(s, own),
    active: s.active,
    phase: s.phase,
    tookFromMarket: s.tookFromMarket === -1 ? null : s.tookFromMarket,
    turn: s.turn,
    final: finalScoring(s),
    outcome: s.outcome,
  };
}
