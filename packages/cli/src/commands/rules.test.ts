import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION, type Edition, editionIdentity } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('nobid rules --game', () => {
  it('prints the Startups rulebook in Korean, with the card counts from its data', () => {
    const run = nobid('rules', '--game', 'startups', '--lang', 'ko');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('스타트업스');
    expect(run.stdout).toContain('45장');
  });

  it('still prints No Bid by default', () => {
    const run = nobid('rules', '--lang', 'en');
    expect(run.stdout).toContain('The first player whose Book holds 7 counting Positions wins immediately.');
  });

  it('refuses an unknown game, or an edition for Startups, with one clear line and exit code 2', () => {
    const chess = nobid('rules', '--game', 'chess');
    expect(chess.status).toBe(2);
    expect(chess.stderr).toBe('nobid: unknown game "chess"; rulebooks exist for nobid, startups\n');
    // (Startups has a booklet PDF now: issue 14; packages/cli/src/commands/cards.test.ts prints it.)
    const edition = nobid('rules', '--game', 'startups', '--edition', 'x.json');
    expect(edition.status).toBe(2);
    expect(edition.stderr).toBe('nobid: --edition is a No Bid card list; the startups rulebook has none\n');
  });
});

describe('nobid rules --format pdf without a browser', () => {
  it('exits 2 with one line naming what is missing and how to get it, before any work', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nobid-no-browser-'));
    for (const game of ['nobid', 'startups']) {
      const out = join(dir, `${game}.pdf`);
      const run = spawnSync(
        process.execPath,
        [bin, 'rules', '--game', game, '--lang', 'en', '--format', 'pdf', '--out', out],
        { encoding: 'utf8', env: { ...process.env, NOBID_CHROMIUM: '/nonexistent' } },
      );
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toBe(
        'nobid: chromium not found at NOBID_CHROMIUM=/nonexistent; printing a booklet PDF needs it (apt-get install chromium, or npx playwright install chromium on a machine with open internet, or NOBID_CHROMIUM=/path)\n',
      );
      expect(run.stdout).toBe('');
      expect(existsSync(out)).toBe(false);
    }
  });
});

describe('nobid rules and cards --edition', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nobid-rules-test-'));
  /** Writes a changed copy of the default edition to a file and returns its path. */
  const editionFile = (name: string, change: (e: Edition) => void): string => {
    const edition = structuredClone(DEFAULT_EDITION);
    change(edition);
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(edition));
    return path;
  };
  const book = (e: Edition, kind: string) => {
    const card = e.cards.find((c) => c.kind === kind)!;
    if (card.type !== 'leverage' && card.type !== 'drawdown') throw new Error(kind);
    return card;
  };

  it('prints the rulebook of an edition file, its numbers and its identity', () => {
    let edited: Edition | undefined;
    const file = editionFile('edited.json', (e) => {
      book(e, 'credit-line').book = { op: 'hand-limit', delta: 4 };
      e.numbers.target = 9;
      edited = e;
    });
    const out = join(dir, 'rules-de.md');
    const run = nobid('rules', '--lang', 'de', '--format', 'md', '--edition', file, '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const md = readFileSync(out, 'utf8');
    expect(md).toContain('Dein Handkartenlimit steigt um vier.');
    expect(md).toContain('Wer als Erster 9 zählende Positionen im Buch hat');
    const hash = editionIdentity(edited!).hash.slice(0, 8);
    expect(hash).not.toBe(editionIdentity(DEFAULT_EDITION).hash.slice(0, 8));
    expect(md).toContain(`Ausgabe: No Bid ${DEFAULT_EDITION.version} (${hash})`);
  });

  it('refuses an edition with problems, every problem listed, exit 2, before printing', () => {
    const file = editionFile('bad.json', (e) => {
      e.numbers.target = 99;
      book(e, 'leverage').copies = -1;
    });
    for (const command of ['rules', 'cards']) {
      const run = nobid(command, '--edition', file, '--out', join(dir, `never-${command}`));
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^nobid: .*bad\.json: 2 problem\(s\) in the edition:\n/);
      expect(run.stderr).toContain('numbers.target');
      expect(run.stderr).toMatch(/cards\[\d+\]\.copies/);
    }
  });

  it("refuses card texts that do not parse, with each one's path", () => {
    const file = editionFile('junk.json', (e) => {
      e.cards.push({
        kind: 'windfall',
        type: 'order',
        copies: 2,
        effects: [{ op: 'draw', count: 3 }],
        texts: {
          en: { name: 'Windfall', text: 'Draw { $n } cards.' },
          de: { name: 'Geldregen', text: 'Ziehe { $n Karten.' },
          ko: { name: '횡재', text: '카드를 { $n }장 뽑습니다.' },
        },
      });
    });
    const run = nobid('rules', '--edition', file);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const at = DEFAULT_EDITION.cards.length;
    expect(run.stderr).toMatch(
      new RegExp(
        `^nobid: .*junk\\.json: 1 problem\\(s\\) in the edition:\n  cards\\[${at}\\]\\.texts\\.de\\.text: not a valid Fluent pattern`,
      ),
    );
  });

  it('refuses an --out it cannot write with one line and exit 2, before any work', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const rules = nobid('rules', '--format', 'pdf', '--out', join(dir, 'no-such-dir', 'rules.pdf'));
    expect(rules.status).toBe(2);
    expect(rules.stderr).toBe(
      `nobid: cannot write ${join(dir, 'no-such-dir', 'rules.pdf')}: no directory ${join(dir, 'no-such-dir')}\n`,
    );
    const dirOut = nobid('rules', '--out', dir);
    expect(dirOut.stderr).toBe(`nobid: cannot write ${dir}: it is a directory\n`);
    const cards = nobid('cards', '--out', join(file, 'cards'));
    expect(cards.status).toBe(2);
    expect(cards.stderr.split('\n')).toHaveLength(2);
    expect(cards.stderr).toMatch(/^nobid: cannot write .*a-file\/cards: not a directory\n$/);
  });
});
