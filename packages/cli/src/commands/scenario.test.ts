import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION, type Edition } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'nobid-scenario-edition-'));

const write = (name: string, content: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

/** The default edition with Leverage counting +2 and 4 Circuit Breakers. */
const leverageTwo = write(
  'leverage-two.json',
  ((e: Edition) => {
    for (const card of e.cards) {
      if (card.kind === 'leverage' && card.type === 'leverage') card.book = { op: 'count', delta: 2 };
      if (card.kind === 'circuit-breaker') card.copies = 4;
    }
    return e;
  })(structuredClone(DEFAULT_EDITION)),
);

/** A Book of one Position and one Leverage, and four Circuit Breakers in hand. */
const question = {
  question: 'What does a Book of one Position and one Leverage count?',
  players: 2,
  setup: {
    books: [['position-eurusd-long', 'leverage'], []],
    hands: [['circuit-breaker', 'circuit-breaker', 'circuit-breaker', 'circuit-breaker'], []],
  },
  steps: [{ expect: { counts: { 0: 3 } } }],
};

describe('nobid scenario --edition', () => {
  it('runs the scenario on that edition', () => {
    const file = write('count.json', question);
    const run = nobid('scenario', file, '--edition', leverageTwo, '--no-events');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, state: { counts: [3, 0] } });
    // On the default edition the fourth Circuit Breaker does not exist.
    const plain = nobid('scenario', file, '--no-events');
    expect(plain.status).toBe(2);
    expect(plain.stderr).toContain('setup.hands[0]: no copy of "circuit-breaker" is left');
  });

  it('refuses a bad edition, a file that names its own, or a Startups file, with exit 2', () => {
    const bad = write('bad-edition.json', {
      ...DEFAULT_EDITION,
      numbers: { ...DEFAULT_EDITION.numbers, target: 99 },
    });
    const file = write('count-2.json', question);
    const badRun = nobid('scenario', file, '--edition', bad);
    expect(badRun.status).toBe(2);
    expect(badRun.stderr).toMatch(
      /^nobid: .*bad-edition\.json: 1 problem\(s\) in the edition:\n {2}numbers\.target: /,
    );

    const own = write('own.json', { ...question, options: { edition: { name: 'No Bid', version: '1' } } });
    const ownRun = nobid('scenario', own, '--edition', leverageTwo);
    expect(ownRun.status).toBe(2);
    expect(ownRun.stderr).toBe(
      `nobid scenario: ${own}: options.edition: the file sets it and --edition gives it too; keep one of them\n`,
    );

    const startups = write('startups.json', { game: 'startups', players: 3, setup: {} });
    const startupsRun = nobid('scenario', startups, '--edition', leverageTwo);
    expect(startupsRun.status).toBe(2);
    expect(startupsRun.stderr).toBe(
      `nobid scenario: ${startups}: --edition is for nobid scenarios; this one is startups\n`,
    );
  });
});
