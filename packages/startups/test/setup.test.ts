import { describe, expect, it } from 'vitest';
import { CARDS_PER_COMPANY, COMPANIES, TOTAL_CARDS } from '../src/companies.ts';
import { startupsGame as game, startupsScenarios } from '../src/index.ts';
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

describe('the Startups scenario adapter', () => {
  const base = {
    game: 'startups',
    players: 3,
    setup: { hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }], deck: ['elephant', 'elephant'] },
  };
  const failure = (steps: object[]) => startupsScenarios.run({ ...base, steps }).failure;

  it('fails on a wrong expectation, a refused action and an accepted action that should be refused', () => {
    expect(failure([{ expect: { coins: [9, 10, 10] } }])).toEqual({
      kind: 'expectation',
      step: 1,
      message: 'step 1: expected coins = [9,10,10], got [10,10,10]',
    });
    const refused = failure([{ seat: 1, takeDeck: true }]);
    expect(refused?.kind).toBe('illegal');
    expect(refused?.message).toContain("not-your-decision: it is seat 0's turn");
    expect(refused?.message).toContain(
      'legal instead (seat 1 has no decision now; seat 0 decides):\n  {"seat":0,"takeDeck":true}',
    );
    expect(failure([{ seat: 0, takeDeck: true, rejected: 'illegal-action' }])?.message).toContain(
      'to be refused (illegal-action) but it was legal',
    );
  });

  it('compares legal actions and payments in any order, and names companies by their first word', () => {
    expect(
      failure([{ seat: 0, takeDeck: true }, { expect: { legal: [{ seat: 0, invest: 'giraffe-beer' }] } }])
        ?.message,
    ).toContain('legal (any order) = [{"seat":0,"invest":"giraffe"}], got [{"seat":0,"invest":"giraffe"},');
    expect(failure([{ expect: { scores: [10, 10, 10] } }])?.message).toBe(
      'step 1: expected the final scoring, but the game is not over',
    );
  });

  it('refuses a position with more cards of a company than exist, naming the setup', () => {
    expect(() => startupsScenarios.run({ ...base, setup: { hands: [{ giraffe: 6 }] } })).toThrow(
      /setup: 6 giraffe-beer cards placed, more than the game has \(5\)/,
    );
    expect(() => startupsScenarios.run({ ...base, setup: { active: 3 } })).toThrow(/setup\.active: seat 3/);
  });

  it('refuses an impossible setup with every problem listed, not only the first', () => {
    expect(() =>
      startupsScenarios.run({
        ...base,
        setup: { hands: [{ giraffe: 6 }, {}, {}, {}], active: 3, chips: { octo: 5 } },
      }),
    ).toThrow(
      [
        '  setup.hands: 4 seats listed but there are 3 players',
        '  setup.active: seat 3, but there are 3 players',
        '  setup.chips.octo: seat 5, but there are 3 players',
        '  setup: 6 giraffe-beer cards placed, more than the game has (5)',
      ].join('\n'),
    );
  });

  it('refuses an unknown company and a malformed step with their paths', () => {
    expect(() =>
      startupsScenarios.parse({ ...base, setup: { market: ['zebra'] }, steps: [{ seat: 0, invest: 3 }] }),
    ).toThrow(
      [
        'setup.market[0]: unknown company "zebra"; known: giraffe, bowwow, flamingo, octo, hippo, elephant',
        '  steps[0]: invest: Invalid input: expected string, received number',
      ].join('\n'),
    );
  });

  it('puts every card it does not place among the removed cards', () => {
    const s = startupsScenarios.play(base);
    expect(cardCounts(s)).toEqual(CARDS_PER_COMPANY);
    expect(s.removed).toHaveLength(45 - 9 - 2);
  });

  it('prints the state and the events with company names', () => {
    const { state, events } = startupsScenarios.run({ ...base, steps: [{ seat: 0, takeDeck: true }] });
    const json = startupsScenarios.stateToJson(state) as Record<string, unknown>;
    expect(json.hands).toEqual([{ giraffe: 3, elephant: 1 }, { bowwow: 3 }, { flamingo: 3 }]);
    expect(json.deckTopFirst).toEqual(['elephant']);
    expect(startupsScenarios.eventsToJson(events, state)).toEqual([
      {
        public: { type: 'took-deck', seat: 0, paidSlots: [], deckSize: 1 },
        private: { 0: { type: 'took-deck', seat: 0, paidSlots: [], deckSize: 1, company: 'elephant' } },
      },
    ]);
  });
});
