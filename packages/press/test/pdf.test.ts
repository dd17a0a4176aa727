import { grayPage, pdfFonts, readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';
import { saddleStitchOrder, sourcePage } from '../src/booklet/impose.ts';
import { everyCopy, printSheetPages } from '../src/cards/print-sheet.ts';
import {
  LANGS,
  loadTexts,
  NOBID_DATA,
  type PressData,
  renderBooklets,
  renderPrintAndPlay,
} from '../src/index.ts';
import { layoutFaults } from './booklet-pages.ts';
import { dataWith } from './editions.ts';

const LABEL = `No Bid ${NOBID_DATA.edition.version} (${NOBID_DATA.edition.hash.slice(0, 8)})`;

/** Pdfjs returns CJK text in pieces, with spaces or control characters between them: compare without. */
const squash = (s: string) =>
  [...s].filter((ch) => !/\s/.test(ch) && (ch.codePointAt(0) ?? 0) >= 0x20).join('');

describe('the booklet', () => {
  it('imposes pages for saddle stitching: outer sheet carries the last and first page', () => {
    expect(saddleStitchOrder(8)).toEqual([
      [7, 0],
      [1, 6],
      [5, 2],
      [3, 4],
    ]);
    // Padding to a multiple of 4: a 5-page booklet prints as 8 pages.
    expect(
      saddleStitchOrder(5)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('pads before the back cover, so it stays the outside of the folded booklet', () => {
    // 6 pages with a back cover: 8 booklet pages, blanks at 6 and 7's places move before it.
    expect(Array.from({ length: 8 }, (_, i) => sourcePage(i, 6, true))).toEqual([
      0,
      1,
      2,
      3,
      4,
      undefined,
      undefined,
      5,
    ]);
    expect(Array.from({ length: 8 }, (_, i) => sourcePage(i, 6, false))).toEqual([
      0,
      1,
      2,
      3,
      4,
      5,
      undefined,
      undefined,
    ]);
    expect(sourcePage(7, 8, true)).toBe(7);
  });

  it.skipIf(missing('chromium'))(
    "prints each language's cover, components, rules, imprint and back cover, on a multiple of 4 pages with no blank and no hole",
    async () => {
      const booklets = await renderBooklets(LANGS);
      for (const [i, lang] of LANGS.entries()) {
        const booklet = booklets[i]!;
        const reading = await readPdf(booklet.readingPdf);
        const imposed = await readPdf(booklet.pdf);
        expect(booklet.bookletPages % 4).toBe(0);
        expect(booklet.bookletPages).toBeGreaterThanOrEqual(reading.pages);
        // No blank page: each booklet is set at the body size that makes a multiple of 4.
        expect(booklet.bookletPages, `${lang}: ${reading.pages} pages`).toBe(reading.pages);
        // Its pages as a designer reads them (booklet-pages.ts): no hole, no lone or stacked heading.
        expect(await layoutFaults(booklet.readingPdf, booklet.html), lang).toEqual([]);
        expect(imposed.pages * 2).toBe(booklet.bookletPages);

        const texts = loadTexts(lang);
        const all = squash(imposed.text.join(' '));
        // "Rules" would stand empty above "The goal": the booklet leaves it out (it is all rules).
        for (const id of [
          'goal-heading',
          'book-cards-heading',
          'terms-heading',
          'clarifications-heading',
          'booklet-components',
        ]) {
          expect(all, `${lang}: heading ${id}`).toContain(squash(texts.t(id)));
        }
        // No page number on the cover; the next page has its number in the bottom margin's centre.
        const footInk = async (page: number) => {
          const { width, height, pixels } = await grayPage(booklet.readingPdf, page, 72);
          let dark = 0;
          for (let y = Math.round(height - (14 * 72) / 25.4); y < height - 4; y++)
            for (let x = Math.round(width * 0.4); x < width * 0.6; x++)
              if (pixels[y * width + x]! < 160) dark++;
          return dark;
        };
        expect(await footInk(1), `${lang}: cover page number`).toBe(0);
        expect(await footInk(2), `${lang}: page 2 number`).toBeGreaterThan(0);
        expect(await footInk(reading.pages), `${lang}: back cover page number`).toBe(0);
        expect(await footInk(reading.pages - 1), `${lang}: imprint page number`).toBeGreaterThan(0);
        // The cover: title, players, play time and age, edition; on the right half of the outer sheet.
        const cover = squash(reading.text[0]!);
        expect(squash(imposed.text[0]!)).toContain(squash(texts.t('card-back-title')));
        // (pdfjs reads the Korean page's en dash, set in the fallback font, as a control character.)
        const box = texts.t('edition-box', { players: '2–6', minutes: '20–40', age: 10 });
        expect(cover.replace(/–/g, '')).toContain(squash(box).replace(/–/g, ''));
        expect(cover).toContain(squash(`${NOBID_DATA.edition.name} · ${NOBID_DATA.edition.version}`));
        // The seed's "generated" line moved to the imprint, the page before the back cover; the
        // shipped edition names no contact, so no "Get in touch" line; the colophon names the edition.
        expect(all).not.toContain(squash(texts.t('rulebook-contact')));
        const imprint = squash(reading.text.at(-2)!);
        expect(imprint).toContain(squash(texts.t('rulebook-generated')));
        expect(imprint).toContain(squash(texts.t('booklet-imprint')));
        // The back cover: the outside of the outer sheet (left half of its first side).
        const back = squash(reading.text.at(-1)!);
        expect(back).toContain(squash(texts.t('edition-line', { edition: LABEL })));
        expect(back.replace(/–/g, '')).toContain(squash(box).replace(/–/g, ''));
        expect(squash(imposed.text[0]!)).toContain(squash(texts.t('edition-line', { edition: LABEL })));
        expect(all).toContain(squash(texts.t('edition-line', { edition: LABEL })));
        // Print instructions in the viewer preferences too; Korean in CID fonts, never Type 3.
        const raw = Buffer.from(booklet.pdf).toString('latin1');
        expect(raw).toMatch(/\/Duplex\s*\/DuplexFlipShortEdge/);
        expect(raw).toMatch(/\/PrintScaling\s*\/None/);
        const fonts = await pdfFonts(booklet.pdf);
        expect(
          fonts.filter((f) => f.type === 'Type3'),
          lang,
        ).toEqual([]);
        expect(fonts.map((f) => f.type)).toContain('CIDFontType2');
      }
      // German quotes on the printed page.
      expect((await readPdf(booklets[LANGS.indexOf('de')]!.readingPdf)).text.join(' ')).toContain('„');
    },
    // Three booklets, each printed at a few body sizes (fitPageCount), on a shared machine.
    300_000,
  );
});

describe('the print-and-play sheet', () => {
  it('has a page of faces and a page of backs for every 9 cards of the deck', async () => {
    const sheet = await renderPrintAndPlay('en');
    // As many as the player count that needs the most (the default may have player-count rules).
    const cards = everyCopy(NOBID_DATA).length;
    expect(cards).toBeGreaterThanOrEqual(NOBID_DATA.cards.reduce((n, d) => n + d.copies, 0));
    expect(sheet.cards).toBe(cards);
    const pdf = await readPdf(sheet.pdf);
    expect(pdf.pages).toBe(Math.ceil(cards / 9) * 2);
    expect(pdf.text[0]).toContain('EUR/USD');
    expect(pdf.text[1]).toContain('Openings');
    // Every page names the edition and its place in the sheet; each face its own stamp.
    pdf.text.forEach((page, i) => {
      expect(page).toContain(`${LABEL} · ${i + 1}/${pdf.pages}`);
    });
    expect(pdf.text[0]).toMatch(new RegExp(`v${NOBID_DATA.edition.version}·[0-9a-f]{4}`));
  });

  it('prints enough copies for the player count that needs the most', async () => {
    const big = dataWith((e) => {
      e.playerCounts = [{ players: [5, 6], copies: { leverage: 10, 'no-bid': 8 } }];
    });
    const count = (kind: string) => everyCopy(big).filter((d) => d.kind === kind).length;
    expect([count('leverage'), count('no-bid'), count('margin-call')]).toEqual([10, 10, 4]);
    const cards = big.cards.reduce((n, d) => n + d.copies, 0) + 2;
    expect((await renderPrintAndPlay('en', big)).cards).toBe(cards);
  });

  it('follows the deck size and is byte-for-byte repeatable', async () => {
    const counters = NOBID_DATA.cards.filter((d) => d.type === 'no-bid' || d.type === 'circuit-breaker');
    const small: PressData = { ...NOBID_DATA, cards: counters };
    expect(everyCopy(small)).toHaveLength(13);
    expect(printSheetPages(13)).toBe(4);
    const [a, b] = [await renderPrintAndPlay('ko', small), await renderPrintAndPlay('ko', small)];
    expect((await readPdf(a.pdf)).pages).toBe(4);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  });
});
