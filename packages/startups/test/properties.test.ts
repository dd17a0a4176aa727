/**
 * Startups' own properties of random legal play, over many seeds with fast-check: check against
 * legalActions, cards and coins conserved. The engine's contract (views, determinize, replays)
 * is checked by the conformance kit in conformance.test.ts.
 */
import { rngFromSeed } from '@nobid/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_COMPANY, COMPANY_COUNT, RULES } from '../src/companies.ts';
import { startupsGame as game } from '../src/index.ts';
import type { StartupsAction, StartupsState } from '../src/types.ts';
import { cardCounts, coinTotal, playRandom } from './helpers.ts';

const seats = fc.integer({ min: 3, max: 7 });
const seed = fc.integer({ min: 0, max: 1_000_000 });
const runs = { numRuns: 60 };

/** Every action shape that could be tried now, legal or not. */
function candidates(s: StartupsState, seat: number): StartupsAction[] {
  const out: StartupsAction[] = [{ seat, type: 'take-deck' }];
  for (let slot = 0; slot <= s.marketCompany.length; slot++) out.push({ seat, type: 'take-market', slot });
  for (let c = 0; c < COMPANY_COUNT; c++) {
    out.push({ seat, type: 'invest', company: c }, { seat, type: 'to-market', company: c });
  }
  return out;
}

/** Same effect: market cards of one company with the same coins are one choice. */
function sameChoice(s: StartupsState, a: StartupsAction, b: StartupsAction): boolean {
  if (a.type === 'take-market' && b.type === 'take-market')
    return (
      s.marketCompany[a.slot] === s.marketCompany[b.slot] && s.marketCoins[a.slot] === s.marketCoins[b.slot]
    );
  return game.actionKey(a, s) === game.actionKey(b, s);
}

describe('random legal play', () => {
  it('never throws, always offers a legal action, and legalActions agrees with check', () => {
    fc.assert(
      fc.property(seats, seed, (n, sd) => {
        playRandom(n, sd, rngFromSeed(sd), undefined, (s) => {
          const seat = s.active;
          const legal = game.legalActions(s, seat);
          expect(legal.length).toBeGreaterThan(0);
          for (const a of candidates(s, seat)) {
            const ok = game.check(s, a) === null;
            expect(ok, `${game.actionKey(a, s)} check vs legal`).toBe(legal.some((l) => sameChoice(s, l, a)));
          }
          expect(game.check(s, { seat: (seat + 1) % n, type: 'take-deck' })?.code).toBe('not-your-decision');
        });
      }),
      { numRuns: 30 },
    );
  });

  it('conserves cards always, and coins until scoring', () => {
    fc.assert(
      fc.property(seats, seed, (n, sd) => {
        const { state } = playRandom(n, sd, rngFromSeed(sd), undefined, (s) => {
          expect(cardCounts(s)).toEqual(CARDS_PER_COMPANY);
          expect(coinTotal(s)).toBe(RULES.startingCoins * n);
          expect(s.removed).toHaveLength(RULES.removedCards);
          for (let i = 0; i < s.hands.length; i++) expect(s.known[i]).toBeLessThanOrEqual(s.hands[i]!);
        });
        expect(cardCounts(state)).toEqual(CARDS_PER_COMPANY);
        expect(state.deck.length === 0 || state.endReason === 'turn-cap').toBe(true);
      }),
      runs,
    );
  });
});
