/**
 * `cutoffPlayout` (`src/value/cutoff.ts`) on the toy game: it plays the policy up to the horizon
 * and returns the value function's rewards there, or the game's outcome when the game ends first.
 */
import { nextInt, rngFromSeed } from '@nobid/engine';
import { type ToyAction, type ToyState, toyGame } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { cutoffPlayout } from '../src/index.ts';

const policy = (
  _s: ToyState,
  _seat: number,
  legal: readonly ToyAction[],
  rng: ReturnType<typeof rngFromSeed>,
) => legal[nextInt(rng, legal.length)]!;

describe('cutoffPlayout', () => {
  it('stops at the horizon and returns the value function there', () => {
    const state = toyGame.setup(2, toyGame.parseOptions({}), 'cutoff/horizon');
    const start = state.turn;
    const judged: number[] = [];
    const playout = cutoffPlayout(toyGame, {
      policy,
      horizon: (from) => {
        const until = from.turn + 2;
        return (s) => s.turn >= until;
      },
      evaluate: (s) => {
        judged.push(s.turn);
        return [0.25, 0.75];
      },
    });
    expect(playout(state, rngFromSeed('dice'))).toEqual([0.25, 0.75]);
    expect(judged).toEqual([start + 2]);
    expect(state.turn).toBe(start + 2);
  });

  it("returns the game's outcome when the game ends before the horizon, without judging", () => {
    const state = toyGame.setup(2, toyGame.parseOptions({}), 'cutoff/end');
    let judged = 0;
    const playout = cutoffPlayout(toyGame, {
      policy,
      horizon: () => () => false,
      evaluate: () => {
        judged++;
        return [0.5, 0.5];
      },
    });
    const end = playout(state, rngFromSeed('dice'));
    expect(end).toEqual(toyGame.result(state));
    expect(toyGame.decisions(state)).toHaveLength(0);
    expect(judged).toBe(0);
  });
});
