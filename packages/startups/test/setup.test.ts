import { describe, expect, it } from 'vitest';
import { CARDS_PER_COMPANY, COMPANIES, TOTAL_CARDS } from '../src/companies.ts';
import { startupsGame as game } from '../src/index.ts';
import { runScenario, type Scenario, ScenarioFailure } from '../src/scenario.ts';
import { cardCounts } from './helpers.ts';

const options = game.parseOptions({});

describe('components', () => {
  it('six companies of 5 to 10 cards, 45 cards in all', () => {
    expect(COMPANIES.map((c) => [c.key, c.cards])).toEqual([
      ['giraffe-beer', 5],
      ['bowwow-games', 6],
      ['flamingo-soft', 7],
      ['octo-coffee', 8],
      ['hippo-powertech', 9],
      ['elephant-mars-travel', 10],
    ]);
    expect(TOTAL_CARDS).toBe(45);
  });
});

describe('setup', () => {
  it('is for 3 to 7 players', () => {
    expect(() => game.setup(2, options, 1)).toThrow('3 to 7 players');
    expect(() => game.setup(8, options, 1)).toThrow('3 to 7 players');
    for (const n of [3, 4, 5, 6, 7]) expect(game.setup(n, options, 1).seats).toBe(n);
    expect([game.minSeats, game.maxSeats]).toEqual([3, 7]);
  });

  it.each([3, 5, 7])(
    'with %i players: 5 cards removed, 3 cards and 10 coins each, the rest is the deck',
    (n) => {
      const s = game.setup(n, options, `setup-${n}`);
      expect(s.removed).toHaveLength(5);
      for (let seat = 0; seat < n; seat++) {
        expect(s.hands.slice(seat * 6, seat * 6 + 6).reduce((a, b) => a + b, 0)).toBe(3);
      }
      expect(s.coins).toEqual(new Array(n).fill(10));
      expect(s.deck).toHaveLength(45 - 5 - 3 * n);
      expect(s.marketCompany).toEqual([]);
      expect(s.chips).toEqual([-1, -1, -1, -1, -1, -1]);
      expect(cardCounts(s)).toEqual(CARDS_PER_COMPANY);
      expect(game.decisions(s)).toEqual([{ seat: 0, kind: 'take' }]);
    },
  );

  it('the same seed deals the same game; another seed another', () => {
    expect(game.setup(4, options, 'a')).toEqual(game.setup(4, options, 'a'));
    expect(game.setup(4, options, 'a').deck).not.toEqual(game.setup(4, options, 'b').deck);
  });
});

describe('options', () => {
  it('default to hidden coins and a turn cap', () => {
    expect(game.parseOptions(undefined)).toEqual({ showCoins: false, turnCap: 300 });
    expect(game.parseOptions({ showCoins: true, turnCap: 50 })).toEqual({ showCoins: true, turnCap: 50 });
  });
  it('reject bad values with a clear message', () => {
    expect(() => game.parseOptions({ showCoins: 'yes' })).toThrow(/invalid Startups options: showCoins/);
    expect(() => game.parseOptions({ turnCap: 0 })).toThrow(/turnCap/);
    expect(() => game.parseOptions({ colour: 'red' })).toThrow(/invalid Startups options/);
  });
});

describe('the scenario runner', () => {
  const base: Omit<Scenario, 'steps'> = {
    name: 'runner check',
    players: 3,
    hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
    deck: ['elephant', 'elephant'],
  };
  it('fails on a wrong expectation, a refused "do" and an accepted "reject"', () => {
    expect(() => runScenario({ ...base, steps: [{ expect: { coins: [9, 10, 10] } }] })).toThrow(
      ScenarioFailure,
    );
    expect(() => runScenario({ ...base, steps: [{ do: '1 take-deck' }] })).toThrow(/was rejected/);
    expect(() =>
      runScenario({ ...base, steps: [{ reject: '0 take-deck', code: 'illegal-action' }] }),
    ).toThrow(/should be refused/);
  });
  it('refuses a position with more cards of a company than exist', () => {
    expect(() => runScenario({ ...base, hands: [{ giraffe: 6 }], steps: [] })).toThrow(/more giraffe-beer/);
  });
  it('puts every card it does not place among the removed cards', () => {
    const s = runScenario({ ...base, steps: [] });
    expect(cardCounts(s)).toEqual(CARDS_PER_COMPANY);
  });
});
