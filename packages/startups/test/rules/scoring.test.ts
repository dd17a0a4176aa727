import { describe } from 'vitest';
import { scenarios } from './scenarios.ts';

describe('scoring', () => {
  scenarios([
    {
      // The final holdings (investments + hand), worked through company by company:
      //   giraffe   5 cards: seat 0 has 3, seat 1 has 2          -> 1 pays 0 two
      //   bowwow    6 cards: 1 has 2, 2 has 2, 3 has 1 (+1 market) -> tied at the top: nobody pays
      //   flamingo  7 cards: 2 has 4, 0 has 2, 3 has 1           -> 0 pays 2 two, 3 pays 2 one
      //   octo      8 cards: 3 has 5, 0, 1, 2 have 1 each        -> each pays 3 one
      //   hippo     9 cards: 1 has 1 (1 in the market)           -> sole holder, nobody else pays
      //   elephant 10 cards: 2 has 6, 1 has 2                    -> 1 pays 2 two
      // paid: [3, 5, 1, 1]; received (as 3s): [2, 0, 5, 3]
      // coins at the end: [1, 0, 10, 5] (seat 0 pays 1 coin for the last draw)
      // scores: 1-3+6 = 4; 0-5+0 = -5 (debt); 10-1+15 = 24; 5-1+9 = 13
      name: 'a whole table of holdings: hands count, market cards do not, ties pay nobody, debt is allowed',
      players: 4,
      hands: [
        { giraffe: 1, flamingo: 1, octo: 1 },
        { octo: 1, elephant: 2 },
        { flamingo: 1, octo: 1, elephant: 1 },
        { bowwow: 1, flamingo: 1, octo: 1 },
      ],
      investments: [
        { giraffe: 2, flamingo: 1 },
        { giraffe: 2, bowwow: 2, hippo: 1 },
        { bowwow: 2, flamingo: 3, elephant: 5 },
        { octo: 4 },
      ],
      chips: { giraffe: 0, bowwow: 1, hippo: 1, flamingo: 2, elephant: 2, octo: 3 },
      coins: [2, 0, 10, 5],
      market: ['hippo'],
      deck: ['bowwow'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 to-market bowwow' },
        {
          expect: {
            phase: 'over',
            coins: [1, 0, 10, 5],
            paid: [3, 5, 1, 1],
            received: [2, 0, 5, 3],
            scores: [4, -5, 24, 13],
            winner: 2,
            payments: [
              '1 pays 0 2 giraffe',
              '0 pays 2 2 flamingo',
              '3 pays 2 1 flamingo',
              '0 pays 3 1 octo',
              '1 pays 3 1 octo',
              '2 pays 3 1 octo',
              '1 pays 2 2 elephant',
            ],
          },
        },
      ],
    },
    {
      name: 'the majority is counted with hands, so the chip holder is not necessarily paid',
      players: 3,
      hands: [{ giraffe: 3 }, { octo: 3 }, { flamingo: 3 }],
      investments: [{ octo: 2 }],
      chips: { octo: 0 },
      deck: ['elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 invest elephant' },
        { expect: { payments: ['0 pays 1 2 octo'], scores: [8, 16, 10], winner: 1 } },
      ],
    },
    {
      name: 'a player with no coins pays into debt, and the receiver still gets the full amount',
      players: 3,
      hands: [{ giraffe: 3 }, { octo: 3 }, { octo: 2, flamingo: 1 }],
      coins: [10, 0, 0],
      deck: ['elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 invest elephant' },
        {
          expect: {
            payments: ['2 pays 1 2 octo'],
            paid: [0, 0, 2],
            received: [0, 2, 0],
            scores: [10, 6, -2],
          },
        },
      ],
    },
  ]);
});

describe('the tie-break', () => {
  scenarios([
    {
      name: 'equal money: more 3-value coins wins',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 2, hippo: 1 }],
      investments: [{}, { hippo: 2 }],
      chips: { hippo: 1 },
      coins: [7, 4, 0],
      deck: ['elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 invest elephant' },
        { expect: { scores: [7, 7, -1], received: [0, 1, 0], winner: 1 } },
      ],
    },
    {
      name: 'equal money and 3-coins: the player who played last wins (the one who ended the game)',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      coins: [5, 5, 5],
      active: 1,
      deck: ['elephant'],
      steps: [
        { do: '1 take-deck' },
        { do: '1 invest elephant' },
        { expect: { scores: [5, 5, 5], winner: 1 } },
      ],
    },
    {
      name: 'equal money and 3-coins, the last player behind: the one who played before them wins',
      players: 4,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }, { octo: 3 }],
      coins: [5, 4, 5, 5],
      active: 1,
      deck: ['elephant'],
      // Turn order ends ... 2, 3, 0, 1: seat 0 played after seats 2 and 3.
      steps: [
        { do: '1 take-deck' },
        { do: '1 invest elephant' },
        { expect: { scores: [5, 4, 5, 5], winner: 0 } },
      ],
    },
  ]);
});
