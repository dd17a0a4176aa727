import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION, type Edition } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'nobid-edition-test-'));

/** Writes a changed copy of the default edition to a file and returns its path. */
function editionFile(name: string, change: (e: Edition) => void): string {
  const edition = structuredClone(DEFAULT_EDITION);
  change(edition);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(edition));
  return path;
}

describe('nobid edition check', () => {
  it('lists the problems of shape and a deck too small to deal six seats together, exit 2', () => {
    const file = editionFile('both.json', (e) => {
      // At 6 players: 16 Positions, 10 No Bid, 3 Circuit Breaker and 4 IPO, where dealing 5 each needs 36.
      e.cards = e.cards.filter(
        (c) => c.type === 'position' || ['no-bid', 'circuit-breaker', 'ipo'].includes(c.kind),
      );
      const positions = e.cards.filter((c) => c.type === 'position' && c.pile === 'main');
      e.playerCounts = [{ players: [5, 6], copies: Object.fromEntries(positions.map((c) => [c.kind, 1])) }];
      e.name = '';
      e.version = 'two words';
      e.age = 200;
      e.numbers.target = 99;
    });
    const run = nobid('edition', 'check', file);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/both\.json: 5 problem\(s\)$/);
    for (const path of ['name', 'version', 'age', 'numbers.target'])
      expect(lines.some((l) => l.startsWith(`  ${path}: `))).toBe(true);
    expect(lines).toContain(
      '  cards: with 6 players the main deck has 33 cards: dealing 30 would leave too few to draw',
    );
  });

  it("accepts an edition without Circuit Breakers, and warns that its rulebook leaves out the publisher's sentences on them", () => {
    const file = editionFile('no-circuit-breaker.json', (e) => {
      e.cards.find((c) => c.kind === 'circuit-breaker')!.copies = 0;
    });
    const run = nobid('edition', 'check', file);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/no-circuit-breaker\.json: ok, No Bid 2 \([0-9a-f]{8}\)\n$/);
    const index = DEFAULT_EDITION.cards.findIndex((c) => c.kind === 'circuit-breaker');
    expect(run.stderr.split('\n')).toEqual([
      `nobid: ${file}: 2 warning(s): the rulebook leaves out some of the publisher's text`,
      `  cards[${index}].copies: "circuit-breaker" has 0 copies at every player count: the rulebook leaves out the publisher's sentences on it (circuit-breaker-timing, circuit-breaker-why)`,
      `  cards: no "circuit-breaker" card has copies at any player count: the rulebook leaves out its row in the publisher's table of card types`,
      '',
    ]);
    const plain = nobid(
      'edition',
      'check',
      editionFile('default.json', () => {}),
    );
    expect(plain.status).toBe(0);
    expect(plain.stderr).toBe('');
  });
});
