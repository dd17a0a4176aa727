import { rngFromSeed, shuffleInPlace } from '@nobid/engine';
import { CARDS_PER_COMPANY, COMPANY_COUNT, RULES } from './companies.ts';
import type { StartupsOptions, StartupsState } from './types.ts';

/** All 45 cards as company ids, in company order. */
export function fullDeck(): number[] {
  const cards: number[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) for (let k = 0; k < CARDS_PER_COMPANY[c]!; k++) cards.push(c);
  return cards;
}

/** The deck before shuffling, made once: setup runs once per simulated game. */
const FULL_DECK: readonly number[] = fullDeck();

/**
 * Per player count, the zero per-seat-per-company table and the starting purses, made once:
 * `slice` copies them as packed arrays, where `new Array(n).fill(0)` would cost a runtime call
 * and leave holey arrays, whose every read checks for a hole.
 */
const filled = (length: number, value: number): number[] => Array.from({ length }, () => value);
const ZERO_TABLES: readonly (readonly number[])[] = Array.from({ length: RULES.maxPlayers + 1 }, (_, n) =>
  filled(n * COMPANY_COUNT, 0),
);
const PURSES: readonly (readonly number[])[] = Array.from({ length: RULES.maxPlayers + 1 }, (_, n) =>
  filled(n, RULES.startingCoins),
);
const NO_CHIPS: readonly number[] = filled(COMPANY_COUNT, -1);

/** Shuffle, remove 5 cards unseen, deal 3 cards and 10 coins to each player; seat 0 starts. */
export function setup(seats: number, options: StartupsOptions, seed: string | number): StartupsState {
  if (!Number.isInteger(seats) || seats < RULES.minPlayers || seats > RULES.maxPlayers)
    throw new Error(`Startups is for ${RULES.minPlayers} to ${RULES.maxPlayers} players, not ${seats}`);
  const rng = rngFromSeed(seed);
  const deck = shuffleInPlace(rng, FULL_DECK.slice());
  // The top 5 cards are removed: `slice` and a shorter length, not `splice`'s generic path.
  const rest = deck.length - RULES.removedCards;
  const removed = deck.slice(rest);
  deck.length = rest;
  const zeros = ZERO_TABLES[seats]!;
  const hands = zeros.slice();
  for (let s = 0; s < seats; s++)
    for (let k = 0; k < RULES.handSize; k++) hands[s * COMPANY_COUNT + deck.pop()!]!++;
  return {
    seats,
    options,
    deck,
    removed,
    hands,
    invested: zeros.slice(),
    known: zeros.slice(),
    chips: NO_CHIPS.slice(),
    coins: PURSES[seats]!.slice(),
    marketCompany: [],
    marketCoins: [],
    active: 0,
    phase: 'take',
    tookFromMarket: -1,
    turn: 0,
    endReason: null,
    outcome: null,
  };
}

/** A copy with no shared mutable part (options and the outcome are never mutated). */
export function clone(s: StartupsState): StartupsState {
  return {
    seats: s.seats,
    options: s.options,
    deck: s.deck.slice(),
    removed: s.removed.slice(),
    hands: s.hands.slice(),
    invested: s.invested.slice(),
    known: s.known.slice(),
    chips: s.chips.slice(),
    coins: s.coins.slice(),
    marketCompany: s.marketCompany.slice(),
    marketCoins: s.marketCoins.slice(),
    active: s.active,
    phase: s.phase,
    tookFromMarket: s.tookFromMarket,
    turn: s.turn,
    endReason: s.endReason,
    outcome: s.outcome,
  };
}
