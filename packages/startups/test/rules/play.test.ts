import { describe } from 'vitest';
import { scenarios } from './scenarios.ts';

describe('playing a card', () => {
  scenarios([
    {
      name: 'a card goes either in front of the player (an investment) or into the market',
      players: 3,
      hands: [{ giraffe: 2, hippo: 1 }, { bowwow: 3 }, { flamingo: 3 }],
      deck: ['elephant', 'elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        {
          expect: {
            legal: [
              '0 invest giraffe',
              '0 to-market giraffe',
              '0 invest hippo',
              '0 to-market hippo',
              '0 invest elephant',
              '0 to-market elephant',
            ],
          },
        },
        { do: '0 invest giraffe' },
        {
          expect: {
            investments: [{ giraffe: 1 }],
            hands: [{ giraffe: 1, hippo: 1, elephant: 1 }],
            active: 1,
          },
        },
        { do: '1 take-deck' },
        { do: '1 to-market bowwow' },
        {
          expect: { market: ['bowwow'], hands: [null, { bowwow: 2, elephant: 1 }], active: 2, phase: 'take' },
        },
      ],
    },
    {
      name: 'a company taken from the market may not go back into it the same turn, but may be invested',
      players: 3,
      hands: [{ giraffe: 2, hippo: 1 }, { bowwow: 3 }, { flamingo: 3 }],
      market: [['hippo', 2]],
      deck: ['elephant', 'elephant'],
      steps: [
        { do: '0 take-market 0' },
        {
          expect: {
            legal: ['0 invest giraffe', '0 to-market giraffe', '0 invest hippo'],
          },
        },
        {
          reject: '0 to-market hippo',
          code: 'illegal-target',
          message: 'took hippo-powertech from the market',
        },
        { do: '0 to-market giraffe' },
        { expect: { market: ['giraffe'], hands: [{ giraffe: 1, hippo: 2 }] } },
      ],
    },
    {
      name: 'next turn the same company may go into the market again',
      players: 3,
      hands: [{ hippo: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      market: [['hippo', 2]],
      deck: ['elephant', 'elephant', 'elephant', 'elephant'],
      steps: [
        { do: '0 take-market 0' },
        { do: '0 invest hippo' },
        { do: '1 take-deck' },
        { do: '1 invest bowwow' },
        { do: '2 take-deck' },
        { do: '2 invest flamingo' },
        { do: '0 take-deck' },
        { do: '0 to-market hippo' },
        { expect: { market: ['hippo'] } },
      ],
    },
    {
      name: 'a card not in hand cannot be played',
      players: 3,
      hands: [{ hippo: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      deck: ['elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        { reject: '0 invest octo', code: 'card-not-in-hand' },
        { reject: '0 to-market giraffe', code: 'card-not-in-hand' },
        { expect: { hands: [{ hippo: 3, elephant: 1 }], phase: 'play', active: 0 } },
      ],
    },
  ]);
});

describe('anti-monopoly chips', () => {
  scenarios([
    {
      name: 'the first investor takes the chip; a tie keeps it; a strict majority moves it; hands do not count',
      players: 3,
      hands: [{ octo: 2, giraffe: 1 }, { octo: 2, hippo: 1 }, { octo: 3 }],
      deck: ['elephant', 'elephant', 'elephant', 'elephant', 'elephant', 'elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 invest octo' },
        { expect: { chips: { octo: 0 } } },
        { do: '1 take-deck' },
        { do: '1 invest octo' },
        { expect: { chips: { octo: 0 }, investments: [{ octo: 1 }, { octo: 1 }] } },
        { do: '2 take-deck' },
        { do: '2 invest elephant' },
        { expect: { chips: { octo: 0, elephant: 2 }, hands: [null, null, { octo: 3 }] } },
        { do: '0 take-deck' },
        { do: '0 invest giraffe' },
        { do: '1 take-deck' },
        { do: '1 invest octo' },
        { expect: { chips: { octo: 1, giraffe: 0 } } },
        { do: '2 take-deck' },
        { do: '2 invest octo' },
        { expect: { chips: { octo: 1 } } },
      ],
    },
    {
      name: 'a company nobody has invested in has no chip holder, even with cards in hands and the market',
      players: 3,
      hands: [{ octo: 3 }, { bowwow: 3 }, { giraffe: 3 }],
      market: ['octo'],
      deck: ['elephant', 'elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 to-market octo' },
        { do: '1 take-market 0' },
        { do: '1 to-market bowwow' },
        {
          expect: {
            chips: { octo: null, bowwow: null },
            market: ['octo', 'bowwow'],
            hands: [
              { octo: 2, elephant: 1 },
              { bowwow: 2, octo: 1 },
            ],
            coins: [9, 11, 10],
          },
        },
      ],
    },
    {
      name: 'the chip holder investing further keeps the chip',
      players: 3,
      hands: [{ octo: 3 }, { bowwow: 3 }, { giraffe: 3 }],
      investments: [{ octo: 1 }, { octo: 1 }],
      chips: { octo: 1 },
      deck: ['elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 invest octo' },
        { expect: { chips: { octo: 0 }, investments: [{ octo: 2 }, { octo: 1 }] } },
      ],
    },
  ]);
});
