import { describe } from 'vitest';
import { scenarios } from './scenarios.ts';

describe('taking from the deck', () => {
  scenarios([
    {
      name: 'it costs one coin on each market card, put on that card',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      market: ['hippo', ['octo', 2]],
      deck: ['elephant', 'elephant'],
      steps: [
        { expect: { drawCost: { 0: 2 } } },
        { do: '0 take-deck' },
        {
          expect: {
            coins: [8, 10, 10],
            market: [
              ['hippo', 1],
              ['octo', 3],
            ],
            hands: [{ giraffe: 3, elephant: 1 }],
            deckSize: 1,
            phase: 'play',
          },
        },
      ],
    },
    {
      name: 'a chip holder pays nothing on market cards of its companies',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      investments: [{ octo: 1 }],
      chips: { octo: 0 },
      market: ['octo', ['hippo', 2], ['octo', 1]],
      deck: ['elephant', 'elephant'],
      steps: [
        { expect: { drawCost: { 0: 1, 1: 3, 2: 3 } } },
        { do: '0 take-deck' },
        { expect: { coins: [9, 10, 10], market: ['octo', ['hippo', 3], ['octo', 1]] } },
      ],
    },
    {
      name: 'a player who cannot pay for every market card may not take from the deck',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      coins: [1, 10, 10],
      market: ['hippo', 'octo'],
      deck: ['elephant', 'elephant'],
      steps: [
        { expect: { legal: ['0 take-market 0', '0 take-market 1'] } },
        { reject: '0 take-deck', code: 'illegal-action', message: 'costs 2 coins' },
        { expect: { coins: [1, 10, 10], deckSize: 2, phase: 'take' } },
      ],
    },
    {
      name: 'paying with the last coins is allowed',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      coins: [2, 10, 10],
      market: ['hippo', 'octo'],
      deck: ['elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        {
          expect: {
            coins: [0, 10, 10],
            market: [
              ['hippo', 1],
              ['octo', 1],
            ],
          },
        },
      ],
    },
    {
      name: 'with an empty market the player must take from the deck, for free',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      coins: [0, 10, 10],
      deck: ['elephant', 'elephant'],
      steps: [
        { expect: { legal: ['0 take-deck'], drawCost: { 0: 0 } } },
        { reject: '0 take-market 0', code: 'illegal-target' },
        { do: '0 take-deck' },
        { expect: { coins: [0, 10, 10], hands: [{ giraffe: 3, elephant: 1 }] } },
      ],
    },
    {
      name: 'a player is never stuck: with no coins and only chip-protected cards in the market, the deck is free',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      investments: [{ octo: 1 }],
      chips: { octo: 0 },
      coins: [0, 10, 10],
      market: [['octo', 4]],
      deck: ['elephant', 'elephant'],
      steps: [
        { expect: { legal: ['0 take-deck'], drawCost: { 0: 0 } } },
        { do: '0 take-deck' },
        { expect: { coins: [0, 10, 10], market: [['octo', 4]] } },
      ],
    },
  ]);
});

describe('taking from the market', () => {
  scenarios([
    {
      name: 'the card comes with the coins on it',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      market: ['hippo', ['octo', 3]],
      deck: ['elephant', 'elephant'],
      steps: [
        { do: '0 take-market 1' },
        {
          expect: {
            coins: [13, 10, 10],
            market: ['hippo'],
            hands: [{ giraffe: 3, octo: 1 }],
            deckSize: 2,
            phase: 'play',
          },
        },
      ],
    },
    {
      name: 'a chip holder may not take that company from the market',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      investments: [{ octo: 2 }],
      chips: { octo: 0 },
      market: [['octo', 2], 'hippo'],
      deck: ['elephant'],
      steps: [
        { expect: { legal: ['0 take-deck', '0 take-market 1'] } },
        { reject: '0 take-market 0', code: 'illegal-target', message: 'anti-monopoly chip' },
        { do: '0 take-market 1' },
        { expect: { hands: [{ giraffe: 3, hippo: 1 }], market: [['octo', 2]] } },
      ],
    },
    {
      name: 'identical market cards are one choice, but any of them may be named',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      market: [['octo', 1], ['octo', 1], 'octo'],
      deck: ['elephant'],
      steps: [
        { expect: { legal: ['0 take-deck', '0 take-market 0', '0 take-market 2'] } },
        { do: '0 take-market 1' },
        { expect: { coins: [11, 10, 10], market: [['octo', 1], 'octo'] } },
      ],
    },
    {
      name: 'only one card is taken a turn',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      market: ['octo'],
      deck: ['elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        { reject: '0 take-market 0', code: 'illegal-action', message: 'already taken' },
        { reject: '0 take-deck', code: 'illegal-action' },
      ],
    },
    {
      name: 'a player must take before playing, and only on their own turn',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      deck: ['elephant', 'elephant'],
      steps: [
        { reject: '0 invest giraffe', code: 'illegal-action', message: 'take a card first' },
        { reject: '1 take-deck', code: 'not-your-decision' },
        { reject: '0 take-market 5', code: 'illegal-target' },
      ],
    },
  ]);
});
