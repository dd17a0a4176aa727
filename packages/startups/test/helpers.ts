/** Shared test helpers: conservation counts and random play that records its log. */
import { nextInt, type Rng } from '@nobid/engine';
import { COMPANY_COUNT } from '../src/companies.ts';
import { startupsGame as game } from '../src/index.ts';
import type { StartupsAction, StartupsOptions, StartupsState } from '../src/types.ts';

/** Cards per company over hands, investments, market, deck and removed cards. */
export function cardCounts(s: StartupsState): number[] {
  const out = new Array<number>(COMPANY_COUNT).fill(0);
  for (let i = 0; i < s.hands.length; i++) out[i % COMPANY_COUNT]! += s.hands[i]! + s.invested[i]!;
  for (const c of [...s.marketCompany, ...s.deck, ...s.removed]) out[c]!++;
  return out;
}

export const coinTotal = (s: StartupsState): number =>
  s.coins.reduce((a, b) => a + b, 0) + s.marketCoins.reduce((a, b) => a + b, 0);

/** Plays uniformly random legal actions to the end, calling `each` before every action. */
export function playRandom(
  seats: number,
  seed: string | number,
  rng: Rng,
  options: StartupsOptions = game.parseOptions({}),
  each?: (s: StartupsState, a: StartupsAction) => void,
): { state: StartupsState; log: StartupsAction[] } {
  const state = game.setup(seats, options, seed);
  const log: StartupsAction[] = [];
  for (;;) {
    const d = game.decisions(state);
    if (d.length === 0) break;
    const legal = game.legalActions(state, d[0]!.seat);
    const a = legal[nextInt(rng, legal.length)]!;
    each?.(state, a);
    game.applyInPlace(state, a);
    log.push(a);
  }
  return { state, log };
}
