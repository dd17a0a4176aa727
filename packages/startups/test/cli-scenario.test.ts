/** `nobid scenario FILE` runs a Startups file, chosen by its "game" field (the real command, spawned). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const bin = join(root, 'packages', 'cli', 'bin', 'nobid.js');
const dir = mkdtempSync(join(tmpdir(), 'startups-scenario-'));

function run(name: string, content: unknown) {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  const r = spawnSync(process.execPath, [bin, 'scenario', file], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const position = {
  game: 'startups',
  players: 3,
  setup: {
    hands: [{ giraffe: 3 }, { bowwow: 3 }, { flamingo: 3 }],
    market: [['octo', 2]],
    deck: ['elephant'],
  },
};

describe('nobid scenario on a Startups file', () => {
  it('prints the final state and the events with company names, and exits 0', () => {
    const r = run('take.json', {
      ...position,
      steps: [{ seat: 0, takeMarket: 0 }, { expect: { coins: [12, 10, 10], phase: 'play' } }],
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      game: 'startups',
      ok: true,
      state: { hands: [{ giraffe: 3, octo: 1 }, {}, {}] },
    });
    expect(out.events).toEqual([
      { public: { type: 'took-market', seat: 0, slot: 0, company: 'octo', coins: 2 } },
    ]);
  });

  it('exits 1 naming a refused action, and 2 naming a malformed step by its path', () => {
    const refused = run('refused.json', { ...position, steps: [{ seat: 0, invest: 'octo' }] });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('step 1: illegal action {"seat":0,"invest":"octo"}: illegal-action');
    expect(refused.stderr).toContain('legal instead:\n  {"seat":0,"takeDeck":true}');
    const malformed = run('malformed.json', { ...position, steps: [{ seat: 0, takeMarket: 'octo' }] });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('invalid scenario (see docs/scenarios.md, "Startups"):');
    expect(malformed.stderr).toContain(
      'steps[0]: takeMarket: Invalid input: expected number, received string',
    );
  });
});
