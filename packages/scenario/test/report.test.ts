/** What `nobid scenario` prints and which exit code it gives: 0 all well, 1 a failure, 2 a bad file. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFile } from '../src/file.ts';
import { reportScenario } from '../src/index.ts';
import { table, toyScenarios } from './toy-scenarios.ts';

const games = { fifteen: toyScenarios };
const report = (raw: unknown, events = true) =>
  reportScenario(typeof raw === 'string' ? raw : JSON.stringify(raw), {
    file: 'q.json',
    games,
    defaultGame: 'fifteen',
    events,
  });

describe('a scenario report', () => {
  it('exits 0 with the final state and the events when every step holds', () => {
    const r = report({ ...table, game: 'fifteen', steps: [{ seat: 0, play: 7 }] });
    expect(r.exitCode).toBe(0);
    expect(r.message).toBeNull();
    expect(r.output).toEqual({
      scenario: 'q.json',
      game: 'fifteen',
      ok: true,
      state: { piles: [[6, 7], []], hands: [[8], [1, 2]], deckTopFirst: [3, 4, 5], active: 1 },
      events: [{ type: 'played', seat: 0, card: 7 }],
    });
    expect(report({ ...table }, false).output).not.toHaveProperty('events');
  });

  it('exits 1 naming the failure, and still prints the state it stopped in', () => {
    const r = report({ ...table, steps: [{ seat: 0, play: 7 }, { expect: { active: 0 } }] });
    expect(r.exitCode).toBe(1);
    expect(r.message).toBe('q.json: step 2: expected active = 0, got 1');
    expect(r.output).toMatchObject({
      ok: false,
      failure: { kind: 'expectation', step: 2 },
      state: { active: 1 },
    });
  });

  it('exits 2 on text that is not JSON, an unknown or misspelt game, or a malformed scenario', () => {
    const notJson = report('{ nope');
    expect(notJson.exitCode).toBe(2);
    expect(notJson.output).toBeNull();
    expect(notJson.message).toMatch(/^q\.json: cannot read scenario: /);
    // The parser quotes the text near the fault, a newline included: still one line.
    expect(report('not\njson\n').message).toMatch(/^q\.json: cannot read scenario: [^\n]+$/);
    expect(report({ ...table, game: 'chess' })).toEqual({
      exitCode: 2,
      output: null,
      message: 'q.json: game: unknown game "chess"; known games: fifteen',
    });
    expect(report({ ...table, game: 3 }).message).toBe(
      'q.json: game: expected the name of a game (fifteen), got 3',
    );
    expect(report({ ...table, game: 'toString' }).exitCode).toBe(2);
    const bad = report({ players: 9, setup: { deck: ['x'] } });
    expect(bad.exitCode).toBe(2);
    expect(bad.message).toBe(
      [
        'q.json: invalid scenario (see the toy adapter):',
        '  players: Too big: expected number to be <=4',
        '  setup.deck[0]: Invalid input: expected number, received string',
      ].join('\n'),
    );
  });

  it('exits 2 when the position cannot be built, or the file cannot be read', () => {
    const r = report({ players: 2, setup: { deck: [1, 1, 1] } });
    expect(r.exitCode).toBe(2);
    expect(r.message).toContain('setup.deck[2]: a third 1');
    const missing = runScenarioFile(join(import.meta.dirname, 'no-such-file.json'), {
      games,
      defaultGame: 'fifteen',
      events: false,
    });
    expect(missing.exitCode).toBe(2);
    expect(missing.message).toMatch(/no-such-file\.json: cannot read scenario: ENOENT/);
  });
});
