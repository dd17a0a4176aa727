/** The generic runner on the toy game: steps, refusals, macros, expectations and their messages. */
import { describe, expect, it } from 'vitest';
import { ScenarioFailed, ScenarioFileError } from '../src/index.ts';
import { table, toyScenarios } from './toy-scenarios.ts';

const run = (steps: object[], extra: object = {}) => toyScenarios.run({ ...table, ...extra, steps });

describe('the generic scenario runner', () => {
  it('builds the position, applies the actions in order and checks what follows', () => {
    const { state, failure, log } = run([
      { seat: 0, play: 8 },
      { expect: { piles: { 0: [6, 8] }, active: 1, handSizes: [1, 2] } },
      { seat: 1, draw: true },
      { expect: { deckSize: 2, handSizes: [1, 3] } },
    ]);
    expect(failure).toBeNull();
    expect(log).toEqual([
      { seat: 0, type: 'play', card: 8 },
      { seat: 1, type: 'draw' },
    ]);
    expect(state.hands[1]).toEqual([1, 2, 3]);
  });

  it('checks the expectations every game shares: winner, outcome and the decision owed', () => {
    const ok = run([
      { expect: { winner: null, outcome: 'none', decision: { seat: 0, kind: 'act' } } },
      { seat: 0, play: 7 },
      { seat: 1, play: 1 },
      { seat: 0, play: 8 },
      { expect: { winner: 0, outcome: 'win' } },
    ]);
    expect(ok.failure).toBeNull();
    const bad = run([{ expect: { winner: 1, decision: { seat: 1, kind: 'act' } } }]);
    expect(bad.failure).toEqual({
      kind: 'expectation',
      step: 1,
      message:
        'step 1: expected winner = 1, got null; decision {"seat":1,"kind":"act"}, got [{"seat":0,"kind":"act"}]',
    });
  });

  it("names a failed expectation of the game's own, with the expected and actual values", () => {
    const { failure } = run([{ seat: 0, play: 7 }, { expect: { piles: { 0: [6] } } }]);
    expect(failure).toEqual({
      kind: 'expectation',
      step: 2,
      message: 'step 2: expected piles[0] = [6], got [6,7]',
    });
  });

  it('stops at an illegal action, naming it, why, and what was legal instead', () => {
    const { failure, log } = run([
      { seat: 0, play: 3 },
      { seat: 0, play: 7 },
    ]);
    expect(log).toEqual([]);
    expect(failure?.kind).toBe('illegal');
    expect(failure?.step).toBe(1);
    expect(failure?.message).toBe(
      [
        'step 1: illegal action {"seat":0,"play":3}: card-not-in-hand: play is not legal now',
        'legal instead:',
        '  {"seat":0,"play":7}',
        '  {"seat":0,"play":8}',
        '  {"seat":0,"draw":true}',
      ].join('\n'),
    );
  });

  it('says whose legal actions it lists when the wrong seat acted', () => {
    const { failure } = run([{ seat: 1, draw: true }]);
    expect(failure?.message).toContain('not-your-decision');
    expect(failure?.message).toContain('legal instead (seat 1 has no decision now; seat 0 decides)');
  });

  it('accepts a refusal that was asked for, and checks its code and its message', () => {
    expect(
      run([{ seat: 1, draw: true, rejected: 'not-your-decision' }, { expect: { deckSize: 3 } }]).failure,
    ).toBeNull();
    expect(
      run([{ seat: 1, draw: true, rejected: 'not-your-decision', message: "seat 0's turn" }]).failure,
    ).toBeNull();
    const wrongCode = run([{ seat: 1, draw: true, rejected: 'game-over' }]).failure;
    expect(wrongCode?.kind).toBe('expectation');
    expect(wrongCode?.message).toContain('expected refusal "game-over" but got "not-your-decision"');
    const wrongText = run([
      { seat: 1, draw: true, rejected: 'not-your-decision', message: 'banana' },
    ]).failure;
    expect(wrongText?.message).toContain('expected refusal "not-your-decision" saying "banana"');
    const legal = run([{ seat: 0, draw: true, rejected: 'illegal-action' }]).failure;
    expect(legal?.message).toBe(
      'step 1: expected {"seat":0,"draw":true,"rejected":"illegal-action"} to be refused (illegal-action) but it was legal',
    );
  });

  it('lets the adapter refuse an action itself before the engine sees it', () => {
    const { failure } = toyScenarios.run({
      players: 2,
      setup: { hands: [[9], []], deck: [1] },
      steps: [{ seat: 0, play: 9, rejected: 'illegal-action', message: 'adapter refuses' }],
    });
    expect(failure).toBeNull();
  });

  it("runs a macro step's actions one by one, each on the state the one before left", () => {
    const { failure, log } = run([
      { drawDownTo: 1 },
      { expect: { deckSize: 1, active: 0, handSizes: [3, 3] } },
    ]);
    expect(failure).toBeNull();
    expect(log.map((a) => a.seat)).toEqual([0, 1]);
    expect(run([{ drawDownTo: 3 }]).failure).toEqual({
      kind: 'illegal',
      step: 1,
      message: 'step 1: nothing to draw',
    });
  });

  it('reports a position the game cannot build as a file error with its setup path', () => {
    const build = () => toyScenarios.run({ players: 2, setup: { hands: [[5, 5], [5]] } });
    expect(build).toThrow(ScenarioFileError);
    expect(build).toThrow('setup.hands[1][0]: a third 5: there are two of each card');
  });

  it('play returns the final state, and throws the first failure', () => {
    expect(toyScenarios.play({ ...table, steps: [{ seat: 0, play: 7 }] }).piles[0]).toEqual([6, 7]);
    expect(() => toyScenarios.play({ ...table, steps: [{ seat: 1, play: 1 }] })).toThrow(ScenarioFailed);
  });
});
