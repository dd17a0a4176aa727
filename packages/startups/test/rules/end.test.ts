import { describe } from 'vitest';
import { scenarios } from './scenarios.ts';

describe('the end of the game', () => {
  scenarios([
    {
      name: 'taking the last deck card ends the game once that turn is finished',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      deck: ['elephant'],
      steps: [
        { do: '0 take-deck' },
        { expect: { phase: 'play', deckSize: 0, active: 0 } },
        { do: '0 invest elephant' },
        { expect: { phase: 'over', endReason: 'deck', investments: [{ elephant: 1 }] } },
        { reject: '1 take-deck', code: 'game-over' },
        { reject: '0 invest giraffe', code: 'game-over' },
      ],
    },
    {
      name: 'the game goes on while the deck has cards, however many turns are taken from the market',
      players: 3,
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      market: ['octo', 'octo', 'octo'],
      deck: ['elephant'],
      steps: [
        { do: '0 take-market 0' },
        { do: '0 invest octo' },
        { do: '1 take-market 0' },
        { do: '1 invest octo' },
        { do: '2 take-market 0' },
        { do: '2 invest flamingo' },
        { expect: { phase: 'take', active: 0, deckSize: 1, market: [] } },
      ],
    },
    {
      name: 'a game that reaches the turn cap is scored as it stands',
      players: 3,
      options: { turnCap: 2 },
      hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
      deck: ['elephant', 'elephant', 'elephant'],
      steps: [
        { do: '0 take-deck' },
        { do: '0 invest giraffe' },
        { expect: { phase: 'take', active: 1 } },
        { do: '1 take-deck' },
        { do: '1 invest elephant' },
        // Elephant: seat 0 holds 1 in hand, seat 1 holds 1 invested: tied, nobody pays.
        { expect: { phase: 'over', endReason: 'turn-cap', deckSize: 1, scores: [10, 10, 10], winner: 1 } },
      ],
    },
  ]);
});
