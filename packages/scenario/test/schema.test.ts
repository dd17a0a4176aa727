/** A malformed scenario is refused with every problem zod found, each at its path. */
import { describe, expect, it } from 'vitest';
import { REJECTION_CODES, ScenarioFileError } from '../src/index.ts';
import { table, toyScenarios } from './toy-scenarios.ts';

function problems(raw: unknown): string[] {
  try {
    toyScenarios.parse(raw);
  } catch (err) {
    if (err instanceof ScenarioFileError) return err.problems.map((p) => `${p.path}: ${p.message}`);
    throw err;
  }
  throw new Error('the scenario was accepted');
}

describe('the scenario envelope', () => {
  it('fills in the defaults: game, options through the game, seed and steps', () => {
    const sc = toyScenarios.parse({ players: 2, setup: {} });
    expect(sc).toMatchObject({
      game: 'fifteen',
      players: 2,
      options: { turnCap: 60 },
      seed: 'scenario',
      steps: [],
    });
  });

  it('lists every problem at once, each with its path', () => {
    expect(
      problems({
        question: 7,
        players: 9,
        game: 'chess',
        setup: { hands: [[0]], colour: 'red' },
        options: { turnCap: 0 },
        steps: [
          { expect: { deckSize: 'two' } },
          { seat: 0, play: 'seven' },
          { seat: 0 },
          { seat: 0, draw: true, pass: true },
        ],
        extra: true,
      }),
    ).toEqual([
      'question: Invalid input: expected string, received number',
      'game: Invalid input: expected "fifteen"',
      'players: Too big: expected number to be <=4',
      'options.turnCap: Too small: expected number to be >=1',
      'setup.hands[0][0]: Too small: expected number to be >=1',
      'setup: Unrecognized key: "colour"',
      'steps[0]: expect.deckSize: Invalid input: expected number, received string',
      'steps[1]: play: Invalid input: expected number, received string',
      'steps[2]: expected a step: { "expect": {...} }, { "drawDownTo": N }, an action: "seat" and exactly one of "play", "draw", "pass" (the toy adapter)',
      'steps[3]: expected a step: { "expect": {...} }, { "drawDownTo": N }, an action: "seat" and exactly one of "play", "draw", "pass" (the toy adapter)',
      ': Unrecognized key: "extra"',
    ]);
  });

  it('checks the common action fields: seat, rejected, message and decision', () => {
    expect(
      problems({
        ...table,
        steps: [
          { seat: 7, draw: true },
          { seat: 0, draw: true, rejected: 'stale-window' },
          { seat: 0, draw: true, message: 'why' },
          { seat: 0, draw: true, decision: 'old' },
        ],
      }),
    ).toEqual([
      'steps[0]: seat: Too big: expected number to be <=3',
      `steps[1]: rejected: Invalid option: expected one of ${REJECTION_CODES.map((c) => `"${c}"`).join('|')}`,
      'steps[2]: message: "message" checks a refusal\'s text: give "rejected" too',
      'steps[3]: decision: Invalid input: expected "stale"',
    ]);
  });

  it('says which file format to read in its message', () => {
    expect(() => toyScenarios.parse({ players: 1, setup: {} })).toThrow(
      'invalid scenario (see the toy adapter):\n  players: Too small: expected number to be >=2',
    );
  });

  it('knows every engine rejection code and the stale decision, and no stale window', () => {
    expect(REJECTION_CODES).toContain('stale-decision');
    expect(REJECTION_CODES).toContain('not-your-decision');
    expect(REJECTION_CODES).not.toContain('stale-window');
  });
});
