import { type Game, rngFromSeed } from '@nobid/engine';
import { type ToyAction, type ToyOptions, type ToyState, type ToyView, toyGame } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { analyseDecision, explainDecision, levelBot, seatView, wilson } from '../src/index.ts';

type Toy = Game<ToyState, ToyAction, ToyView, unknown, ToyOptions>;
const toy = toyGame as unknown as Toy;
const entry = { game: toyGame };
const budget = { iterations: 400 };

/** Seat 0 to move with 9 on its pile and a 6 in hand: playing the 6 wins at once. */
function winningPosition(): ToyState {
  const state = toyGame.setup(3, toyGame.parseOptions({}), 7);
  state.active = 0;
  state.piles = [[9], [], []];
  // The cards are moved, not made: the deck keeps its count and nothing is duplicated.
  const take = (card: number) => {
    for (const from of [state.deck, ...state.hands]) {
      const i = from.indexOf(card);
      if (i >= 0) return from.splice(i, 1)[0]!;
    }
    throw new Error(`no ${card} left`);
  };
  state.deck.push(...state.hands[0]!.splice(0));
  state.hands[0] = [take(6), take(1)];
  return state;
}

const turnOf = (state: ToyState, seed: string) => ({
  view: seatView(toy, state, 0),
  seat: 0,
  legal: toy.legalActions(state, 0),
  rng: rngFromSeed(seed),
});

describe('the hard bot analysis', () => {
  it('estimates every option and finds the winning move', () => {
    const state = winningPosition();
    const analysis = analyseDecision(entry, turnOf(state, 'a'), budget);
    expect(analysis.iterations).toBe(400);
    expect(analysis.options.map((o) => o.key).sort()).toEqual(
      toy
        .legalActions(state, 0)
        .map((a) => toy.actionKey(a, state))
        .sort(),
    );
    // Every iteration starts with one root option.
    expect(analysis.options.reduce((n, o) => n + o.visits, 0)).toBe(400);
    const best = analysis.options[0]!;
    expect(best.action).toEqual({ seat: 0, type: 'play', card: 6 });
    expect(best.win).toBe(1);
    expect(analysis.choice).toEqual(best.action);
    for (const o of analysis.options) {
      expect(o.low).toBeLessThanOrEqual(o.win!);
      expect(o.high).toBeGreaterThanOrEqual(o.win!);
    }
    // The toy bot has no advisor: it plays the move the search tried most, here the winning one.
    expect(analysis.rule).toEqual({ kind: 'most-tried' });
    const same = explainDecision(analysis, best.key);
    expect(same.headline).toEqual({ kind: 'best', choice: best.key, clear: true });
    expect(same.verdict).toEqual({ kind: 'same', amongBest: true, best: best.key });
    const weak = explainDecision(analysis, analysis.options.at(-1)!.key).verdict;
    expect(weak).toEqual({
      kind: 'behind',
      rank: analysis.options.length,
      of: analysis.options.length,
      best: best.key,
    });
    expect(explainDecision(analysis, 'no such move').verdict).toEqual({ kind: 'none' });
  });

  it('is deterministic for a seed and chooses what the hard bot chooses', () => {
    const state = toyGame.setup(4, toyGame.parseOptions({}), 11);
    const a = analyseDecision(entry, turnOf(state, 'seed-1'), budget);
    const b = analyseDecision(entry, turnOf(state, 'seed-1'), budget);
    expect(b).toEqual(a);
    const bot = levelBot(entry, 'hard', { hardBudget: budget });
    expect(bot.choose(turnOf(state, 'seed-1'))).toEqual(a.choice);
  });

  it("Wilson's interval is inside [0, 1] and narrows with more results", () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    const few = wilson(0.5, 10);
    const many = wilson(0.5, 1000);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(wilson(1, 50).high).toBe(1);
    expect(wilson(1, 50).low).toBeGreaterThan(0.9);
  });
});
