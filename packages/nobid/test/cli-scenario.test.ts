/** `nobid scenario FILE` end to end: output, exit codes and messages. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const bin = join(root, 'packages', 'cli', 'bin', 'nobid.js');
const dir = mkdtempSync(join(tmpdir(), 'nobid-scenario-'));

function run(name: string, content: unknown) {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  const r = spawnSync(process.execPath, [bin, 'scenario', file], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const setup = {
  books: [['position-eurusd-long'], ['position-usdjpy-long', 'prime-brokerage']],
  hands: [['recall', 'forced-liquidation'], []],
  deck: ['scalp', 'ipo'],
};

describe('nobid scenario', () => {
  it('prints the final state and the events as JSON and exits 0', () => {
    const r = run('ok.json', {
      players: 2,
      setup,
      steps: [
        { seat: 0, play: 'forced-liquidation', target: { seat: 1, card: 'position-usdjpy-long' } },
        { pass: 'all' },
        { expect: { books: { 1: ['prime-brokerage'] } } },
      ],
    });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(true);
    expect(out.state.books[1]).toEqual(['prime-brokerage']);
    expect(out.events.some((e: { public: { type: string } | null }) => e.public?.type === 'liquidated')).toBe(
      true,
    );
  });

  it('exits 1 on an illegal action, naming it, why, and what was legal', () => {
    const r = run('illegal.json', {
      players: 2,
      setup,
      steps: [{ seat: 0, play: 'recall', target: { seat: 1, card: 'position-usdjpy-long' } }],
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"play":"recall"');
    expect(r.stderr).toContain("Prime Brokerage in seat 1's Book protects its Positions from Unwind");
    expect(r.stderr).toContain('legal instead');
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, failure: { kind: 'illegal', step: 1 } });
  });

  it('exits 1 on a failed expectation, naming it with the expected and actual values', () => {
    const r = run('wrong.json', { players: 2, setup, steps: [{ expect: { counts: { 0: 3 } } }] });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('wrong.json: step 1: expected counts[0] = 3, got 1');
  });

  it('exits 2 on a malformed file, listing every problem zod found with its path', () => {
    const r = run('bad.json', {
      players: 8,
      setup: { hands: [['no-such-card']] },
      steps: [
        { seat: 0, play: 'scalp', target: { currency: 'XAU' } },
        { seat: 0, plya: 'recall' },
      ],
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('bad.json: invalid scenario (see docs/scenarios.md, "No Bid"):');
    expect(r.stderr).toContain('  players: Too big: expected number to be <=6');
    expect(r.stderr).toContain('  setup.hands[0][0]: unknown card kind "no-such-card"');
    expect(r.stderr).toMatch(/ {2}steps\[0\]: target: currency: Invalid option: expected one of "USD"/);
    expect(r.stderr).toContain(
      '  steps[1]: expected a step: { "expect": {...} }, { "pass": "all" }, an action',
    );
    const r2 = run('not-json.json', '{ nope');
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain('not-json.json: cannot read scenario');
  });

  it('exits 2 on a setup the game cannot build, listing every problem with its path, not the first', () => {
    // At 2 players the default edition has 2 of each main-deck Position and 3 Circuit Breakers.
    const r = run('impossible.json', {
      players: 2,
      setup: {
        books: [['position-eurusd-long', 'position-eurusd-long'], []],
        hands: [['position-eurusd-long'], ['circuit-breaker', 'circuit-breaker'], ['scalp']],
        deck: ['circuit-breaker', 'circuit-breaker'],
      },
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n');
    expect(lines[0]).toContain('impossible.json: invalid scenario (see docs/scenarios.md, "No Bid"):');
    expect(lines).toContain('  setup.hands: 3 seats listed but there are 2 players');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}setup\.hands\[0\]: no copy of "position-eurusd-long" is left/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}setup\.deck\[1\]: no copy of "circuit-breaker" is left/),
    );
    expect(lines.filter((l) => l.includes('no copy of'))).toHaveLength(2);
  });

  it('exits 2 on an unknown game, naming the games it knows', () => {
    const r = run('chess.json', { game: 'chess', players: 2, setup: {} });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('game: unknown game "chess"; known games: nobid, startups');
  });

  it('runs a file that names No Bid as its game like one that names none', () => {
    const r = run('named.json', { game: 'nobid', players: 2, setup, steps: [{ seat: 0, draw: true }] });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'nobid', ok: true, state: { active: 1 } });
  });
});
