/**
 * A PDF a print shop accepts (issue 30, Build 2): the shop presets pass the press's preflight
 * (inks separated by Ghostscript's tiffsep), and files a shop would send back fail it.
 */

import { pageBoxes, readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  NOBID_DATA,
  onlyCards,
  type PreflightRow,
  parsePrinter,
  preflight,
  printedCopies,
  printerFiles,
} from '../src/index.ts';
import { LARGE_DARK_FIELDS, RICH_BLACK, separate } from '../src/print/ink.ts';

/** Three cards: a light face, a dark one (rich black field), a Position (coloured text). */
const SAMPLE = onlyCards(NOBID_DATA, ['leverage', 'no-bid', 'opening-gbpusd-short']);
const failing = (rows: readonly PreflightRow[]) => rows.filter((r) => !r.ok).map((r) => r.check);

/** A small PDF drawn with pdfkit: `draw` gets the document; Helvetica is not embedded. */
function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [200, 200], margin: 0 });
  const parts: Buffer[] = [];
  doc.on('data', (p: Buffer) => parts.push(p));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts)))),
  );
  draw(doc);
  doc.end();
  return done;
}

describe('the press separates colours for a shop', () => {
  it('greys in K only, the dark fields in rich black, every colour within the limit', () => {
    expect(separate([0x1c, 0x1c, 0x1c], 260)).toEqual([0, 0, 0, 89]);
    for (const field of LARGE_DARK_FIELDS) {
      const rgb = field.match(/\w\w/g)!.map((h) => Number.parseInt(h, 16));
      expect(separate(rgb, 260)).toEqual(RICH_BLACK);
    }
    for (const rgb of [
      [0xa8, 0x23, 0x1b],
      [0x11, 0x68, 0x3a],
      [0x0f, 0x2a, 0x4a],
      [40, 0, 0],
    ]) {
      const inks = separate(rgb, 240);
      expect(
        inks.reduce((a, v) => a + v, 0),
        String(rgb),
      ).toBeLessThanOrEqual(240.2);
      expect(inks.slice(0, 3).filter((v) => v > 0).length).toBeLessThanOrEqual(2);
    }
  });
});

describe.skipIf(missing('ghostscript'))('preflight (Ghostscript tiffsep)', () => {
  it('pdf-x: one page per physical card, each front then its back, PDF/X with a CMYK OutputIntent; it passes', async () => {
    const two = onlyCards(NOBID_DATA, ['opening-gbpusd-short', 'circuit-breaker']);
    const files = await printerFiles(parsePrinter('pdf-x'), 'de', two);
    const pdf = files.find((f) => f.path === 'cards-de-pdf-x.pdf')!.bytes as Uint8Array;
    const copies = two.cards.map((d) => printedCopies(two, d)).reduce((a, b) => a + b, 0);
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(2 * copies);
    // Page 2 is a back (no rules text), page 3 a front again.
    expect(text[0]!.length).toBeGreaterThan(text[1]!.length);
    const rows = await preflight(pdf, { pdfx: true, dpi: 72 });
    expect(failing(rows), JSON.stringify(rows)).toEqual([]);
    expect(rows.find((r) => r.check === 'PDF/X')!.found).toContain('PDF/X-1a:2003');
  });

  it('dtc: the 2.5" × 3.5" trim with 1/8" bleed, at most 240 % ink; it passes', async () => {
    const files = await printerFiles(parsePrinter('dtc'), 'ko', SAMPLE);
    const pdf = files.find((f) => f.path === 'cards-ko-dtc.pdf')!.bytes as Uint8Array;
    const { media, trim } = await pageBoxes(pdf, 1);
    expect(trim[2] / 72).toBeCloseTo(2.5, 2);
    expect(trim[3] / 72).toBeCloseTo(3.5, 2);
    expect(media[3] / 72).toBeCloseTo(3.75, 2);
    const rows = await preflight(pdf, { inkLimit: 240, pdfx: true, dpi: 72 });
    expect(failing(rows), JSON.stringify(rows)).toEqual([]);
  });

  it('fails an RGB file, four-colour text, 300 % ink, a missing box, an unembedded font and transparency', async () => {
    const rgb = await pdfOf((doc) => doc.rect(0, 0, 100, 100).fill('#1c1c1c'));
    expect(failing(await preflight(rgb))).toEqual(expect.arrayContaining(['colour', 'boxes']));
    const heavy = await pdfOf((doc) => {
      doc.rect(0, 0, 100, 100).fill([100, 100, 100, 0]);
      doc.fillColor([70, 67, 66, 77]).fontSize(30).text('Rich', 10, 120);
    });
    expect(failing(await preflight(heavy))).toEqual(['total ink', 'text', 'boxes', 'fonts']);
    expect(failing(await preflight(heavy, { pdfx: true }))).toContain('PDF/X');
    const seeThrough = await pdfOf((doc) => doc.rect(100, 100, 50, 50).fillOpacity(0.5).fill([0, 0, 0, 100]));
    expect(failing(await preflight(seeThrough))).toContain('transparency');
  });
});
