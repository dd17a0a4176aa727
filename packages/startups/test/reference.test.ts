/** Cross-checks the rules against the independent reference (test/reference/). */
import { rngFromSeed } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import { COMPANY_COUNT, COMPANY_KEYS } from '../src/companies.ts';
import { startupsGame as game } from '../src/index.ts';
import { finalScoring } from '../src/step.ts';
import type { StartupsAction, StartupsState } from '../src/types.ts';
import { playRandom } from './helpers.ts';
import { type RefAction, type RefDeal, referencePlay } from './reference/reference-rules.ts';
import { referenceScore } from './reference/reference-scorer.ts';

const names = [...COMPANY_KEYS];

function dealOf(s: StartupsState): RefDeal {
  const hands = Array.from({ length: s.seats }, (_, seat) => {
    const hand: string[] = [];
    for (let c = 0; c < COMPANY_COUNT; c++)
      for (let k = 0; k < s.hands[seat * COMPANY_COUNT + c]!; k++) hand.push(names[c]!);
    return hand;
  });
  return { companies: names, hands, deck: s.deck.map((c) => names[c]!).reverse() };
}

const refAction = (a: StartupsAction): RefAction =>
  a.type === 'invest' || a.type === 'to-market' ? { ...a, company: names[a.company]! } : { ...a };

describe('the reference scorer', () => {
  it('scores the blog examples: 2 + 1 cards pay the holder of 3; a 2-2 tie pays nobody', () => {
    const r = referenceScore(
      [
        { coins: 10, cards: { blue: 2 } },
        { coins: 10, cards: { blue: 1 } },
        { coins: 10, cards: {} },
        { coins: 10, cards: { blue: 3 } },
      ],
      ['blue'],
      3,
    );
    expect(r).toEqual({ money: [8, 9, 10, 19], threes: [0, 0, 0, 3], winner: 3 });
    const tie = referenceScore(
      [
        { coins: 10, cards: { blue: 2 } },
        { coins: 9, cards: { blue: 2 } },
        { coins: 9, cards: {} },
      ],
      ['blue'],
      1,
    );
    expect(tie).toEqual({ money: [10, 9, 9], threes: [0, 0, 0], winner: 0 });
  });
});

describe('random games against the independent reference', () => {
  it.each([3, 4, 5, 6, 7])('%i players: the same scores and winner in 300 games', (n) => {
    const rng = rngFromSeed(`reference-${n}`);
    const options = game.parseOptions({});
    for (let g = 0; g < 300; g++) {
      const start = game.setup(n, options, `ref-${n}-${g}`);
      const { state, log } = playRandom(n, `ref-${n}-${g}`, rng, options);
      const ours = finalScoring(state)!;
      const ref = referencePlay(dealOf(start), log.map(refAction), options.turnCap);
      expect(ours.scores.map((x) => x.score)).toEqual(ref.money);
      expect(ours.scores.map((x) => x.received)).toEqual(ref.threes);
      expect(ours.winner).toBe(ref.winner);
      expect(game.result(state)).toMatchObject({ kind: 'win', winner: ref.winner });
    }
  });

  it('the reference refuses an illegal log (so the cross-check can fail)', () => {
    const start = game.setup(3, game.parseOptions({}), 'bad');
    expect(() =>
      referencePlay(dealOf(start), [{ seat: 0, type: 'invest', company: 'giraffe-beer' }], 300),
    ).toThrow(/played before taking/);
  });
});
