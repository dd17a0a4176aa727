/**
 * `nobid cards --game startups` with No Bid's print presets, stamps and Tabletop Simulator export:
 * each CMYK shop preset's PDF passes `nobid preflight` (one language each, the three between
 * them), the TTS deck holds every company card, and a text change to one company in one
 * language restamps that face alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startupsCards } from '@nobid/press';
import { COIN_COUNT, COMPANIES } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'nobid-startups-cards-test-'));
const CARDS = COMPANIES.reduce((n, c) => n + c.cards, 0);

describe.skipIf(missing('ghostscript'))(
  'nobid cards --game startups --printer: shop PDFs pass preflight',
  () => {
    it.each([
      ['bleed-pdf', 'en', 'startups-en-bleed.pdf', ['--ink-limit', '260']],
      ['pdf-x', 'de', 'startups-de-pdf-x.pdf', ['--ink-limit', '260', '--pdfx']],
      ['dtc', 'ko', 'startups-ko-dtc.pdf', ['--ink-limit', '240', '--pdfx']],
    ])('%s (%s)', (preset, lang, file, limits) => {
      const out = join(dir, `${preset}-${lang}`);
      const run = nobid(['cards', '--game', 'startups', '--lang', lang, '--printer', preset, '--out', out]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toContain('not for sale');
      const check = nobid(['preflight', join(out, file), ...limits, '--dpi', '50']);
      expect(check.status, check.stdout).toBe(0);
      for (const row of ['total ink', 'text', 'colour', 'boxes', 'fonts', 'transparency', 'PDF/X'])
        expect(check.stdout).toMatch(new RegExp(`^pass  ${row.replace('/', '\\/')}`, 'm'));
      if (limits.includes('--pdfx')) expect(check.stdout).toContain('PDF/X-1a:2003; OutputIntent');
      // Every company card once with its copies, then the back behind all of them.
      const manifest = readFileSync(join(out, file.replace(/\.pdf$/, '-manifest.csv')), 'utf8');
      expect(manifest.trim().split('\n').slice(1)).toEqual([
        ...COMPANIES.map((c) => `company-${c.key},${c.cards},company-${c.key}.pdf page`),
        `back,${CARDS},back.pdf page`,
      ]);
    });
  },
);

describe('nobid cards --game startups --tts', () => {
  it('a saved object with one deck of every company card, and the chips and coins as tiles', () => {
    const tts = join(dir, 'tts');
    const run = nobid(['cards', '--game', 'startups', '--lang', 'de', '--tts', tts]);
    expect(run.status, run.stderr).toBe(0);
    const save = JSON.parse(readFileSync(join(tts, 'startups-de.json'), 'utf8'));
    expect(save.SaveName).toBe('Startups (de)');
    type Tile = { Name: string; Nickname: string; CustomImage: Record<string, string> };
    interface Deck {
      Name: string;
      DeckIDs: number[];
      CustomDeck: Record<string, { FaceURL: string; BackURL: string; NumWidth: number; NumHeight: number }>;
      ContainedObjects: { Nickname: string }[];
    }
    const [deck, ...tiles] = save.ObjectStates as [Deck, ...Tile[]];
    expect(deck.Name).toBe('Deck');
    expect(deck.DeckIDs).toHaveLength(CARDS);
    const sheet = deck.CustomDeck['1']!;
    for (const url of [sheet.FaceURL, sheet.BackURL]) expect(existsSync(fileURLToPath(url))).toBe(true);
    // One card id per company, as many copies as the company has cards, named in the language.
    const ids = new Map<number, number>();
    for (const id of deck.DeckIDs) ids.set(id, (ids.get(id) ?? 0) + 1);
    expect([...ids.values()]).toEqual(COMPANIES.map((c) => c.cards));
    const names = new Set(deck.ContainedObjects.map((o) => o.Nickname));
    expect(names.size).toBe(COMPANIES.length);
    expect(sheet.NumWidth * sheet.NumHeight).toBeGreaterThan(COMPANIES.length);
    // Every other piece as a round tile: a chip for each company, the coins 1 on one side and 3 on the other.
    expect(tiles.every((o) => o.Name === 'Custom_Tile')).toBe(true);
    const byName = new Map<string, Tile[]>();
    for (const o of tiles) byName.set(o.Nickname, [...(byName.get(o.Nickname) ?? []), o]);
    expect(byName.get('Münze')).toHaveLength(COIN_COUNT);
    expect([...byName.values()].filter((l) => l[0]!.Nickname.startsWith('Anti-Monopol'))).toHaveLength(
      COMPANIES.length,
    );
    expect(tiles).toHaveLength(COIN_COUNT + COMPANIES.length);
    const coin = byName.get('Münze')![0]!.CustomImage;
    expect(coin.ImageSecondaryURL).not.toBe(coin.ImageURL);
    for (const o of tiles)
      for (const url of [o.CustomImage.ImageURL!, o.CustomImage.ImageSecondaryURL!])
        expect(existsSync(fileURLToPath(url))).toBe(true);
  });
});

describe('Startups stamps', () => {
  const stamps = (lang: 'en' | 'de', rulesFtl = readRulesFtl(lang)) =>
    new Map(
      startupsCards({ lang, rulesFtl, companies: COMPANIES, coins: COIN_COUNT }).faces.map((f) => [
        f.name,
        f.svg.match(/<text class="stamp"[^>]*>(#[0-9a-f]{4})<\/text>/)?.[1],
      ]),
    );

  it('a text change to one company in German restamps that German face only', () => {
    const de = readRulesFtl('de');
    const edited = de.replace(/^company-octo-coffee = .*$/m, (line) => `${line}!`);
    expect(edited).not.toBe(de);
    const [before, after] = [stamps('de'), stamps('de', edited)];
    for (const c of COMPANIES) {
      const name = `company-${c.key}`;
      expect(before.get(name)).toMatch(/^#[0-9a-f]{4}$/);
      if (c.key === 'octo-coffee') expect(after.get(name)).not.toBe(before.get(name));
      else expect(after.get(name)).toBe(before.get(name));
    }
    // English reads its own texts: nothing changes there, and no two faces share a stamp.
    expect(new Set(stamps('en').values()).size).toBe(COMPANIES.length);
  });
});

describe('nobid cards --game startups --changed-since', () => {
  it('is one line and exit 2: Startups has no edition files', () => {
    const run = nobid([
      'cards',
      '--game',
      'startups',
      '--changed-since',
      'HEAD',
      '--out',
      join(dir, 'never'),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr.startsWith('nobid: Startups has no edition files'), run.stderr).toBe(true);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
