/** Files a print shop accepts (issue 14, Build 3), the Tabletop Simulator export (Build 5) and reprints (Build 4). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { findTool } from '@nobid/tools';
import { pageBoxes, pdfFonts, readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';
import { svgToPixels } from '../src/cards/png.ts';
import { reframe } from '../src/cards/svg.ts';
import { TYPE_COLOURS } from '../src/colours.ts';
import {
  cardSvgs,
  everyCopy,
  NOBID_DATA,
  onlyCards,
  type PressData,
  PressInputError,
  parsePrinter,
  printedCopies,
  printerFiles,
  ttsFiles,
} from '../src/index.ts';
import { pngFrame } from '../src/print/presets.ts';

const dir = mkdtempSync(join(tmpdir(), 'nobid-print-test-'));
const save = (name: string, bytes: Uint8Array | string): string => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
/** A few cards of every type, so that CI renders a sample and not the whole deck. */
const SAMPLE: PressData = onlyCards(NOBID_DATA, [
  'opening-gbpusd-short',
  'position-eurusd-long',
  'leverage',
  'margin-call',
  'recall',
  'no-bid',
]);
const pngSize = (png: Uint8Array) => {
  const v = new DataView(png.buffer, png.byteOffset);
  return [v.getUint32(16), v.getUint32(20)];
};
interface TtsSheet {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
}
interface TtsCard {
  CardID: number;
  Nickname: string;
  CustomDeck: Record<string, TtsSheet>;
}
interface TtsDeck {
  Name: string;
  DeckIDs: number[];
  CustomDeck: Record<string, TtsSheet>;
  ContainedObjects: TtsCard[];
}
const bytesOf = (f: { bytes: Uint8Array | string } | undefined) => f!.bytes as Uint8Array;

describe('print presets', () => {
  it('refuse an unknown preset, listing the known ones', () => {
    expect(() => parsePrinter('inkjet')).toThrow(PressInputError);
    expect(() => parsePrinter('inkjet')).toThrow('supported: a4, letter, tgc, mpc, bleed-pdf, pdf-x, dtc');
  });

  it('tgc and mpc: one PNG per card at the shop template size, the art running into the bleed', async () => {
    for (const [name, size] of [
      ['tgc', [825, 1125]],
      ['mpc', [822, 1122]],
    ] as const) {
      const files = await printerFiles(parsePrinter(name), 'en', SAMPLE);
      const pngs = files.filter((f) => f.path.endsWith('.png'));
      expect(pngs.map((f) => f.path)).toEqual([
        ...SAMPLE.cards.map((d) => `${name}/${d.kind}.png`),
        `${name}/back-main.png`,
        `${name}/back-openings.png`,
      ]);
      for (const f of pngs) expect(pngSize(bytesOf(f)), f.path).toEqual(size);
      const copies = printedCopies(SAMPLE, SAMPLE.cards.find((d) => d.kind === 'leverage')!);
      expect(files.find((f) => f.path === `${name}/manifest.csv`)!.bytes).toContain(
        `leverage,${copies},leverage.png`,
      );
      // The art runs into the bleed: the image's corner is the band's colour, not paper white.
      const face = cardSvgs('en', SAMPLE).faces.find((f) => f.name === 'leverage')!.svg;
      const preset = parsePrinter(name);
      if (preset.kind !== 'png') throw new Error(name);
      const { pixels, width } = svgToPixels(reframe(face, pngFrame(preset)), 'en', size[0]);
      const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
      const band = TYPE_COLOURS.leverage.band.match(/\w\w/g)!.map((h) => Number.parseInt(h, 16));
      expect(at(2, 2)).toEqual(band);
      expect(at(size[0] - 3, 2)).toEqual(band);
      // The guides are in the proof only.
      expect(files.filter((f) => f.path.includes('proof')).map((f) => f.path)).toEqual([
        `${name}-proof-en.pdf`,
      ]);
    }
  });

  // Ghostscript makes the CMYK file: there is no npm package for that.
  it.skipIf(missing('ghostscript'))(
    'bleed-pdf: one card a page with 3 mm bleed, TrimBox and BleedBox, CMYK; the proof apart',
    async () => {
      const files = await printerFiles(parsePrinter('bleed-pdf'), 'ko', SAMPLE);
      const bleed = bytesOf(files.find((f) => f.path === 'cards-ko-bleed.pdf'));
      const pdf = save('bleed.pdf', bleed);
      expect(files.map((f) => f.path)).toContain('cards-ko-bleed-proof.pdf');
      expect((await readPdf(bleed)).pages).toBe(8); // 6 faces and 2 backs
      const mm = (pt: number) => (pt * 25.4) / 72;
      const { media, bleed: bleedBox, trim } = await pageBoxes(bleed, 1);
      expect(bleedBox).toEqual(media);
      const [tx, , tw, th] = trim;
      expect(mm(tx - media[0])).toBeCloseTo(3, 1);
      expect(mm(tw)).toBeCloseTo(63, 1);
      expect(mm(th)).toBeCloseTo(88, 1);
      expect(mm(media[3])).toBeCloseTo(94, 1);
      // Every colour is CMYK: no RGB colour operator in any content stream, and inkcov reads it.
      const raw = Buffer.from(bytesOf(files[0]));
      let rgb = 0;
      let cmyk = 0;
      for (const m of raw.toString('latin1').matchAll(/stream\r?\n/g)) {
        try {
          const s = inflateSync(raw.subarray(m.index! + m[0].length)).toString('latin1');
          rgb += (s.match(/\b(rg|RG)\b/g) ?? []).length;
          cmyk += (s.match(/\b(k|K)\b/g) ?? []).length;
        } catch {}
      }
      expect(rgb).toBe(0);
      expect(cmyk).toBeGreaterThan(20);
      expect(raw.toString('latin1')).not.toContain('/DeviceRGB');
      const ink = spawnSync(findTool('ghostscript')!, ['-q', '-o', '-', '-sDEVICE=inkcov', pdf], {
        encoding: 'utf8',
      }).stdout;
      expect(ink.trim().split('\n')).toHaveLength(8);
      expect(ink).toContain('CMYK OK');
      // Korean is embedded as CID (TrueType) fonts, not Type 3.
      const fonts = await pdfFonts(bleed);
      expect(fonts.filter((f) => f.name.includes('NotoSansKR')).map((f) => f.type)).toContain('CIDFontType2');
      expect(fonts.filter((f) => f.type === 'Type3')).toEqual([]);
    },
  );

  it('a4 and letter: the paper, 3 × 3 on A4 and 2 × 4 on Letter (print-and-play.test.ts measures the marks)', async () => {
    for (const [name, size, perPage] of [
      ['a4', [595.28, 841.89], 9],
      ['letter', [612, 792], 8],
    ] as const) {
      const [sheet] = await printerFiles(parsePrinter(name), 'en', SAMPLE);
      expect(sheet!.path).toBe(`print-and-play-en-${name}.pdf`);
      const pdf = bytesOf(sheet);
      const { media } = await pageBoxes(pdf, 1);
      expect([media[2], media[3]].map((v) => Math.round(v * 100) / 100)).toEqual(size);
      const pages = (await PDFDocument.load(pdf)).getPageCount();
      expect(pages, name).toBe(Math.ceil(everyCopy(SAMPLE).length / perPage) * 2);
    }
  });
});

describe('Tabletop Simulator', () => {
  it('writes a saved object with two decks, DeckIDs matching their CustomDeck, counts from the edition', async () => {
    const files = await ttsFiles('en', NOBID_DATA, { baseUrl: 'https://example.org/nobid' });
    const save = JSON.parse(files.find((f) => f.path === 'no-bid-en.json')!.bytes as string);
    expect(save.ObjectStates).toHaveLength(2);
    const piles = ['main', 'openings'] as const;
    (save.ObjectStates as TtsDeck[]).forEach((deck, p) => {
      const defs = NOBID_DATA.cards.filter((d) => d.pile === piles[p]);
      expect(deck.Name).toBe('Deck');
      const keys = Object.keys(deck.CustomDeck);
      for (const key of keys) {
        const sheet = deck.CustomDeck[key]!;
        expect(sheet.FaceURL).toMatch(/^https:\/\/example\.org\/nobid\/en-.*-sheet-\d\.png$/);
        expect(sheet.BackURL).toBe(`https://example.org/nobid/en-back-${piles[p]}.png`);
        expect(sheet.NumWidth).toBeLessThanOrEqual(10);
        expect(sheet.NumHeight).toBeLessThanOrEqual(7);
        expect(sheet.NumHeight).toBeGreaterThanOrEqual(2);
        // Room for the faces and TTS's hidden card in the last slot.
        const ids = deck.DeckIDs.filter((id) => Math.floor(id / 100) === Number(key));
        expect(Math.max(...ids) % 100).toBeLessThan(sheet.NumWidth * sheet.NumHeight - 1);
        const png = bytesOf(files.find((f) => sheet.FaceURL.endsWith(f.path)));
        const [pw, ph] = pngSize(png);
        expect(pw).toBe(sheet.NumWidth * 400);
        expect(Math.abs(ph! - (sheet.NumHeight * 400 * 880) / 630)).toBeLessThan(2);
      }
      const ids = deck.DeckIDs;
      expect(ids).toHaveLength(defs.reduce((n, d) => n + printedCopies(NOBID_DATA, d), 0));
      const contained = deck.ContainedObjects;
      expect(contained.map((c) => c.CardID)).toEqual(ids);
      for (const card of contained) {
        expect(Object.keys(card.CustomDeck)).toEqual([String(Math.floor(card.CardID / 100))]);
        expect(keys).toContain(String(Math.floor(card.CardID / 100)));
      }
      // Each kind's copies under one id.
      for (const d of defs)
        expect(contained.filter((c) => c.Nickname === d.kind)).toHaveLength(printedCopies(NOBID_DATA, d));
    });
    expect(everyCopy(NOBID_DATA)).toHaveLength(
      save.ObjectStates.reduce((n: number, d: { DeckIDs: number[] }) => n + d.DeckIDs.length, 0),
    );
  });

  it('puts no more than 69 faces on a sheet', async () => {
    const { sheetGrid, TTS_PER_SHEET } = await import('../src/print/tts.ts');
    expect(TTS_PER_SHEET).toBe(69);
    expect(sheetGrid(69)).toEqual({ cols: 10, rows: 7 });
    expect(sheetGrid(8)).toEqual({ cols: 5, rows: 2 });
    expect(sheetGrid(37)).toEqual({ cols: 10, rows: 4 });
  });
});
