import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION } from '@nobid/nobid';
import { cardStamp, loadTexts, pressDataOf } from '@nobid/press';
import { COMPANIES } from '@nobid/startups';
import { pdfFonts, readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/nobid.js', import.meta.url));
const nobid = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
const dir = mkdtempSync(join(tmpdir(), 'nobid-cards-test-'));

describe('nobid cards: bad input is one line and exit 2, before any work', () => {
  it.each([
    [
      ['cards', '--printer', 'inkjet'],
      {},
      'nobid: unknown printer preset "inkjet"; supported: a4, letter, tgc, mpc, bleed-pdf, pdf-x, dtc\n',
    ],
    [
      ['cards', '--printer', 'a4', '--out', join(dir, 'a')],
      { NOBID_DEJAVU_DIR: '/no/such/fonts' },
      'nobid: font files missing: /no/such/fonts/DejaVuSans.ttf',
    ],
    [
      ['cards', '--printer', 'tgc', '--out', '/proc/nobid-cards'],
      {},
      'nobid: cannot write into /proc/nobid-cards',
    ],
    [
      ['cards', '--printer', 'bleed-pdf', '--out', join(dir, 'b')],
      { NOBID_GS: '/no/gs' },
      'nobid: Ghostscript (gs) not found at NOBID_GS=/no/gs; making CMYK print files needs it (apt-get install ghostscript, or NOBID_GS=/path)\n',
    ],
  ])('%j', (args, env, line) => {
    const run = nobid(args, env);
    expect(run.status).toBe(2);
    expect(run.stderr.startsWith(line), run.stderr).toBe(true);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('nobid cards --changed-since', () => {
  it('writes exactly the card whose number changed', () => {
    const before = join(dir, 'before.json');
    writeFileSync(before, JSON.stringify(DEFAULT_EDITION));
    const edited = structuredClone(DEFAULT_EDITION);
    const scalp = edited.cards.find((c) => c.kind === 'scalp')!;
    if (scalp.type !== 'order') throw new Error('scalp is an Order');
    scalp.effects = [{ op: 'draw', count: 3 }];
    const now = join(dir, 'now.json');
    writeFileSync(now, JSON.stringify(edited));
    const out = join(dir, 'changed');
    const run = nobid(['cards', '--edition', now, '--changed-since', before, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(join(out, 'svg'))).toEqual(['scalp.svg']);
    expect(readdirSync(join(out, 'png'))).toEqual(['scalp.png']);
    expect(readdirSync(out).sort()).toEqual(['png', 'svg']);
    // An unchanged edition, and the default edition against its own file at the git ref HEAD.
    const head = nobid(['cards', '--changed-since', 'HEAD', '--out', join(dir, 'head')]);
    expect(head.status, head.stderr).toBe(0);
    expect(head.stderr).toBe('no card changed in en since HEAD; nothing written\n');
    const same = nobid(['cards', '--edition', before, '--changed-since', before, '--out', join(dir, 'none')]);
    expect(same.stderr).toContain('no card changed');
    expect(readdirSync(join(dir, 'none'))).toEqual([]);
  });
});

describe('nobid cards --changed-since: exactly the faces whose stamp changed', () => {
  /** The default edition, Scalp with texts of its own (German rules text `de`), Scalp's copies. */
  const edition = (name: string, de: string, copies?: number) => {
    const e = structuredClone(DEFAULT_EDITION);
    const scalp = e.cards.find((c) => c.kind === 'scalp')!;
    scalp.texts = {
      en: { name: 'Scalp', text: 'Draw two cards.' },
      de: { name: 'Scalping', text: de },
      ko: { name: '스캘핑', text: '카드 두 장을 뽑습니다.' },
    };
    if (copies !== undefined) scalp.copies = copies;
    const path = join(dir, `${name}.json`);
    writeFileSync(path, JSON.stringify(e));
    return path;
  };
  const files = (root: string): string[] =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name).slice(root.length + 1))
      .sort();
  const stamp = (svg: string) => svg.match(/<text class="stamp"[^>]*>([^<]*)<\/text>/)![1]!;

  it('a one-word German text edit reprints that card in German and no other file', () => {
    const before = edition('de-before', 'Ziehe zwei Karten.');
    const now = edition('de-now', 'Ziehe zwei Handkarten.');
    const de = join(dir, 'de-reprint');
    const run = nobid(['cards', '--lang', 'de', '--edition', now, '--changed-since', before, '--out', de]);
    expect(run.status, run.stderr).toBe(0);
    expect(files(de)).toEqual(['png/scalp.png', 'svg/scalp.svg']);
    const en = nobid([
      'cards',
      '--lang',
      'en',
      '--edition',
      now,
      '--changed-since',
      before,
      '--out',
      join(dir, 'en-reprint'),
    ]);
    expect(en.stderr).toBe(`no card changed in en since ${before}; nothing written\n`);
    expect(readdirSync(join(dir, 'en-reprint'))).toEqual([]);
    // The reprinted face carries the stamp the whole set prints for it.
    const data = pressDataOf(JSON.parse(readFileSync(now, 'utf8')));
    const scalp = data.cards.find((c) => c.kind === 'scalp')!;
    const reprinted = readFileSync(join(de, 'svg', 'scalp.svg'), 'utf8');
    expect(stamp(reprinted)).toBe(cardStamp(loadTexts('de', data), data, scalp));
  });

  it('a copies-only edit prints only the extra copies, and the manifest lists exactly what is written', () => {
    const before = edition('copies-before', 'Ziehe zwei Karten.');
    const scalp = DEFAULT_EDITION.cards.find((c) => c.kind === 'scalp')!;
    const now = edition('copies-now', 'Ziehe zwei Karten.', scalp.copies + 2);
    const out = join(dir, 'copies');
    const run = nobid([
      'cards',
      '--edition',
      now,
      '--changed-since',
      before,
      '--printer',
      'tgc',
      '--out',
      out,
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('scalp +2');
    expect(files(out)).toEqual(['tgc-proof-en.pdf', 'tgc/manifest.csv', 'tgc/scalp.png']);
    expect(readFileSync(join(out, 'tgc', 'manifest.csv'), 'utf8')).toBe(
      'card,copies,file\nscalp,2,scalp.png\n',
    );
  });

  it('the Tabletop Simulator export stays whole', () => {
    const before = edition('tts-before', 'Ziehe zwei Karten.');
    const now = edition('tts-now', 'Ziehe zwei Handkarten.');
    const tts = join(dir, 'tts');
    const run = nobid(['cards', '--lang', 'de', '--edition', now, '--changed-since', before, '--tts', tts]);
    expect(run.status, run.stderr).toBe(0);
    const save = JSON.parse(readFileSync(join(tts, 'no-bid-de.json'), 'utf8'));
    const copies = save.ObjectStates.reduce((n: number, d: { DeckIDs: number[] }) => n + d.DeckIDs.length, 0);
    const whole = DEFAULT_EDITION.cards.reduce((n, c) => n + c.copies, 0);
    expect(copies).toBeGreaterThanOrEqual(whole);
  });
});

describe('nobid cards: a card with 0 copies is not in the game', () => {
  /** The default edition without Day Trade (0 copies), and Scalp drawing 3. */
  const zero = (() => {
    const edited = structuredClone(DEFAULT_EDITION);
    edited.cards.find((c) => c.kind === 'day-trade')!.copies = 0;
    const scalp = edited.cards.find((c) => c.kind === 'scalp')!;
    if (scalp.type !== 'order') throw new Error('scalp is an Order');
    scalp.effects = [{ op: 'draw', count: 3 }];
    const path = join(dir, 'no-day-trade.json');
    writeFileSync(path, JSON.stringify(edited));
    return path;
  })();

  it('--changed-since writes no face for it, though its copies changed', () => {
    const before = join(dir, 'default.json');
    writeFileSync(before, JSON.stringify(DEFAULT_EDITION));
    const out = join(dir, 'zero-changed');
    const run = nobid(['cards', '--edition', zero, '--changed-since', before, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(join(out, 'svg'))).toEqual(['scalp.svg']);
    expect(readdirSync(join(out, 'png'))).toEqual(['scalp.png']);
    expect(run.stderr).toContain('(changed in en since');
    expect(run.stderr).not.toContain('day-trade');
  });

  it('the whole set writes no face for it', () => {
    const out = join(dir, 'zero-all');
    const run = nobid(['cards', '--edition', zero, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const faces = readdirSync(join(out, 'svg'));
    expect(faces).toContain('scalp.svg');
    expect(faces).not.toContain('day-trade.svg');
    expect(readdirSync(join(out, 'png'))).not.toContain('day-trade.png');
    const inGame = DEFAULT_EDITION.cards.length - 1;
    expect(faces).toHaveLength(inGame + 2);
  });
});

describe('Startups in print', () => {
  const read = (pdf: string) => readPdf(readFileSync(pdf));

  it('company cards, chips and coins: faces and a print-and-play sheet that say whose game it is', async () => {
    const out = join(dir, 'startups');
    const run = nobid(['cards', '--game', 'startups', '--lang', 'de', '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const faces = readdirSync(join(out, 'svg'));
    expect(faces.filter((f) => f.startsWith('company-'))).toHaveLength(COMPANIES.length);
    expect(faces.filter((f) => f.startsWith('chip-'))).toHaveLength(COMPANIES.length);
    expect(faces).toContain('coin-1.svg');
    expect(faces).toContain('coin-3.svg');
    const face = readFileSync(join(out, 'svg', 'company-octo-coffee.svg'), 'utf8');
    expect(face).toContain('>8</text>');
    expect(face).toContain('Oink Games');
    const pdf = join(out, 'print-and-play-startups-de.pdf');
    // 45 cards: 5 pages of faces, each with its page of backs; one page of chips and coins and its back.
    const cards = COMPANIES.reduce((n, c) => n + c.cards, 0);
    const { pages, text } = await read(pdf);
    expect(pages).toBe(Math.ceil(cards / 9) * 2 + 2);
    const all = text.join(' ');
    expect(all).toContain('Jun Sasaki');
    expect(all).toContain('nicht zum Verkauf');
  });

  it('a styled rulebook with the credit to Jun Sasaki and Oink Games, in every language', () => {
    const credit = {
      en: 'Jun Sasaki, published by Oink Games',
      de: 'Jun Sasaki, erschienen bei Oink Games',
      ko: '사사키 준',
    };
    for (const lang of ['en', 'de', 'ko'] as const) {
      const html = nobid(['rules', '--game', 'startups', '--lang', lang, '--format', 'html']);
      expect(html.stdout).toContain('<style>');
      expect(html.stdout).toContain(credit[lang]);
    }
  });

  it.skipIf(missing('chromium'))('a Korean booklet that says it is not for sale, in CID fonts', async () => {
    const pdf = join(dir, 'startups-ko.pdf');
    const run = nobid([
      'rules',
      '--game',
      'startups',
      '--lang',
      'ko',
      '--format',
      'pdf',
      '--imposition',
      'none',
      '--out',
      pdf,
    ]);
    expect(run.status, run.stderr).toBe(0);
    const { pages: n, text } = await read(pdf);
    expect(Math.ceil(n / 4) * 4 - n).toBeLessThanOrEqual(1);
    const fonts = await pdfFonts(readFileSync(pdf));
    expect(fonts.filter((f) => f.type === 'Type3')).toEqual([]);
    expect(text.join('').replace(/\s+/g, '')).toContain('판매용이아닙니다');
  });
});
