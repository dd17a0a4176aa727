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

  // A failed expectation takes the same exit path; its message is tested in rules.test.ts.
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
  });

  it('exits 2 with the zod explanation on a malformed file', () => {
    const r = run('bad.json', { players: 8, setup: {} });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('players');
    const r2 = run('not-json.json', '{ nope');
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain('cannot read scenario');
  });
});
