/**
 * The server's rule for late answers, as the runner emulates it: a seat's decision token changes
 * when that seat's view changes or it acts, and an action sent with an old token is refused as
 * `stale-decision` without touching the game.
 */
import { describe, expect, it } from 'vitest';
import { DecisionTokens } from '../src/index.ts';
import { table, toyScenarios } from './toy-scenarios.ts';

describe('decision tokens', () => {
  it('change for the seat that acted and for each seat whose view changed, and only for them', () => {
    const views = ['a', 'b', 'c'];
    const tokens = new DecisionTokens(3, (seat) => ({ sees: views[seat] }));
    const before = [0, 1, 2].map((s) => tokens.tokenOf(s));
    expect(new Set(before).size).toBe(3);
    views[1] = 'b2';
    tokens.acted(0);
    expect(tokens.tokenOf(0)).not.toBe(before[0]);
    expect(tokens.tokenOf(1)).not.toBe(before[1]);
    expect(tokens.tokenOf(2)).toBe(before[2]);
    expect(tokens.previousOf(0)).toBe(before[0]);
    expect(tokens.previousOf(1)).toBe(before[1]);
    // A seat whose view did not change still answers with the token it decided on.
    expect(tokens.refusal(2, before[2])).toBeNull();
    expect(tokens.refusal(1, before[1])).toMatch(/seat 1's decision token \d+ is stale/);
    // An equal view rebuilt as a new object is no change.
    const one = tokens.tokenOf(1);
    tokens.acted(2);
    expect(tokens.tokenOf(1)).toBe(one);
  });

  it('never take a token from before the scenario as current', () => {
    const tokens = new DecisionTokens(2, () => null);
    expect(tokens.refusal(0, tokens.previousOf(0))).not.toBeNull();
    expect(tokens.refusal(0, tokens.tokenOf(0))).toBeNull();
  });
});

describe('a step sent with a stale decision token', () => {
  it('is refused as stale-decision without touching the state, and the scenario goes on', () => {
    const { failure, log, state } = toyScenarios.run({
      ...table,
      steps: [
        { seat: 0, play: 7 },
        { seat: 1, draw: true, decision: 'stale', rejected: 'stale-decision', message: 'is stale' },
        { expect: { deckSize: 3, active: 1, handSizes: [1, 2] } },
        { seat: 1, draw: true },
      ],
    });
    expect(failure).toBeNull();
    expect(log).toHaveLength(2);
    expect(state.hands[1]).toEqual([1, 2, 3]);
  });

  it('is refused before the game is asked, whatever the game would say', () => {
    const { failure } = toyScenarios.run({
      ...table,
      steps: [{ seat: 1, draw: true, decision: 'stale', rejected: 'not-your-decision' }],
    });
    expect(failure?.message).toContain('expected refusal "not-your-decision" but got "stale-decision"');
  });

  it('fails the scenario as an illegal action when no refusal was asked for', () => {
    const { failure } = toyScenarios.run({ ...table, steps: [{ seat: 0, draw: true, decision: 'stale' }] });
    expect(failure?.kind).toBe('illegal');
    expect(failure?.message).toContain(
      'step 1: illegal action {"seat":0,"draw":true,"decision":"stale"}: stale-decision',
    );
  });
});
