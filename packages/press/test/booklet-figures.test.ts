/**
 * The booklet's pictures, measured where Chromium lays them out: each of the four figures is
 * there in every language, made of real card faces, inside the text column, with every card and
 * every anatomy callout fully visible and off the labels it explains (the face's text boxes as
 * laid out), and no caption cut off.
 */
import { missing } from '@nobid/tools/skip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../src/index.ts';
import { bookletPageHtml } from '../src/rulebook/render.ts';
import { type Browser, launchBrowser, TEXT_WIDTH_PX, withBookletPage } from './booklet-layout.ts';

interface FigureLayout {
  readonly kind: string;
  readonly box: { left: number; right: number; width: number };
  readonly cards: { left: number; right: number; width: number; height: number }[];
  readonly callouts: { left: number; right: number }[];
  /** Callouts whose box meets the box of a text on the big card's face (a label it would cover). */
  readonly calloutsOnLabels: string[];
  readonly captionClipped: boolean;
}

const figureLayout = (browser: Browser, html: string): Promise<FigureLayout[]> =>
  withBookletPage(browser, html, (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('figure.fig')].map((figure) => {
        const box = figure.getBoundingClientRect();
        const cards = [...figure.querySelectorAll('.fig-card svg, .fig-mini svg')].map((svg) => {
          const r = svg.getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width, height: r.height };
        });
        const labels = [...figure.querySelectorAll('.fig-card.big svg text')].map((t) =>
          t.getBoundingClientRect(),
        );
        const meets = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const badges = [...figure.querySelectorAll('.callout')].map((c) => ({
          n: c.textContent ?? '',
          r: c.getBoundingClientRect(),
        }));
        const callouts = badges.map(({ r }) => ({ left: r.left, right: r.right }));
        const calloutsOnLabels = badges
          .filter(({ r }) => labels.some((l) => l.width > 0 && meets(r, l)))
          .map(({ n }) => n);
        const caption = figure.querySelector('figcaption');
        return {
          kind: [...figure.classList].find((c) => c !== 'fig') ?? '',
          box: { left: box.left, right: box.right, width: box.width },
          cards,
          callouts,
          calloutsOnLabels,
          captionClipped: caption ? caption.scrollWidth > caption.clientWidth : false,
        };
      }),
    ),
  );

describe.skipIf(missing('chromium'))('the booklet’s figures', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    '%s: anatomy, setup, a turn and a stack, drawn with real faces inside the column',
    async (lang) => {
      const figures = await figureLayout(browser, bookletPageHtml(lang));
      expect(figures.map((f) => f.kind).sort()).toEqual(['anatomy', 'setup', 'stack', 'turn']);
      // The page's body margin is the only slack: the column runs from 0 to the text width.
      const column = { left: 0, right: TEXT_WIDTH_PX + 1 };
      for (const f of figures) {
        expect(f.box.left, f.kind).toBeGreaterThanOrEqual(column.left);
        expect(f.box.right, f.kind).toBeLessThanOrEqual(column.right);
        expect(f.cards.length, f.kind).toBeGreaterThan(0);
        for (const c of f.cards) {
          // A card keeps its 63 × 88 shape and stays inside its figure.
          expect(c.height / c.width, f.kind).toBeCloseTo(88 / 63, 1);
          expect(c.left, f.kind).toBeGreaterThanOrEqual(f.box.left - 0.5);
          expect(c.right, f.kind).toBeLessThanOrEqual(f.box.right + 0.5);
        }
        for (const c of f.callouts) {
          expect(c.left, f.kind).toBeGreaterThanOrEqual(f.box.left - 0.5);
          expect(c.right, f.kind).toBeLessThanOrEqual(f.box.right + 0.5);
        }
        expect(f.calloutsOnLabels, `${lang} ${f.kind}: callouts on a label`).toEqual([]);
        expect(f.captionClipped, f.kind).toBe(false);
      }
      // Setup: four seats, each with its Opening and its hand, plus the deck and the Openings pile.
      const setup = figures.find((f) => f.kind === 'setup')!;
      expect(setup.cards.length).toBeGreaterThanOrEqual(4 * 2 + 2);
    },
  );
});
