/** Startups keeps the engine's game contract (the conformance kit of `@nobid/engine/testing`). */
import { nextInt, type Rng, shuffleInPlace, type Viewer } from '@nobid/engine';
import { type ConformanceKit, conformanceChecks } from '@nobid/engine/testing';
import { describe, it } from 'vitest';
import { CARDS_PER_COMPANY, COMPANY_COUNT, RULES } from '../src/companies.ts';
import { startupsGame as game } from '../src/index.ts';
import type {
  StartupsAction,
  StartupsEvent,
  StartupsOptions,
  StartupsState,
  StartupsView,
} from '../src/types.ts';
import { cardCounts, coinTotal } from './helpers.ts';

/** Cards always, and coins until the scoring moves them, are neither made nor lost. */
function problems(s: StartupsState): string[] {
  const out: string[] = [];
  const cards = cardCounts(s);
  if (cards.some((n, c) => n !== CARDS_PER_COMPANY[c])) out.push(`cards per company ${cards}`);
  if (s.removed.length !== RULES.removedCards) out.push(`${s.removed.length} cards removed`);
  if (game.result(s) === null && coinTotal(s) !== RULES.startingCoins * s.seats)
    out.push(`${coinTotal(s)} coins`);
  for (let i = 0; i < s.hands.length; i++)
    if (s.known[i]! > s.hands[i]!)
      out.push(`seat ${Math.floor(i / COMPANY_COUNT)} has more known cards than cards`);
  return out;
}

/**
 * The same game as seen by `viewer`, with everything it may not know dealt afresh: the hidden
 * cards of other hands (publicly known ones stay), the deck, the removed cards, hidden coins.
 */
function reshuffleSecrets(s: StartupsState, viewer: Viewer, rng: Rng): StartupsState {
  const alt = game.clone(s);
  const pool = [...alt.deck, ...alt.removed];
  const free: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === viewer) continue;
    for (let c = 0; c < COMPANY_COUNT; c++) {
      const i = seat * COMPANY_COUNT + c;
      for (let k = s.known[i]!; k < s.hands[i]!; k++) pool.push(c);
      free[seat] = (free[seat] ?? 0) + s.hands[i]! - s.known[i]!;
      alt.hands[i] = s.known[i]!;
    }
  }
  shuffleInPlace(rng, pool);
  for (let seat = 0; seat < s.seats; seat++)
    for (let k = 0; k < (free[seat] ?? 0); k++) alt.hands[seat * COMPANY_COUNT + pool.pop()!]!++;
  alt.deck = pool.splice(0, s.deck.length);
  alt.removed = pool;
  // Hidden coins move between the hidden seats, so that the total (which the scoring reveals) stays.
  if (!s.options.showCoins && game.result(s) === null) {
    const hidden = Array.from({ length: s.seats }, (_, p) => p).filter((p) => p !== viewer);
    for (let k = 0; k < 4 && hidden.length > 1; k++) {
      const from = hidden[nextInt(rng, hidden.length)]!;
      const to = hidden[nextInt(rng, hidden.length)]!;
      if (alt.coins[from]! > 0) {
        alt.coins[from]!--;
        alt.coins[to]!++;
      }
    }
  }
  return alt;
}

const kit: ConformanceKit<StartupsState, StartupsAction, StartupsView, StartupsEvent, StartupsOptions> = {
  game,
  // Hidden coins at odd seat counts, open ones at even.
  options: (seats) => game.parseOptions({ showCoins: seats % 2 === 0 }),
  problems,
  reshuffleSecrets,
};

describe('Startups keeps the game contract', () => {
  for (const check of conformanceChecks(kit)) it(check.name, check.run);
});
