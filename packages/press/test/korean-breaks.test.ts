/**
 * Korean is written with spaces between words (eojeol), and a line may only break at a space:
 * "장/부에" split over two lines reads as two words. The booklet asks for `word-break: keep-all`;
 * this test lays the Korean booklet out in Chromium at the A5 text width and finds every line
 * break that falls between two Hangul syllables. A control run without keep-all must find some,
 * so the measurement is shown able to fail.
 */
import { missing } from '@nobid/tools/skip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookletPageHtml } from '../src/rulebook/render.ts';
import { type Browser, launchBrowser, withBookletPage } from './booklet-layout.ts';

/** Each line break inside a word: the text around it, for the failure message. */
const midWordBreaks = (browser: Browser, html: string): Promise<string[]> =>
  withBookletPage(browser, html, (page) =>
    page.evaluate(() => {
      const hangul = /[\uac00-\ud7a3]/;
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Card faces are SVG: their text is placed by coordinates, not wrapped.
        if (node.parentElement?.closest('svg')) continue;
        const text = node.textContent ?? '';
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (
            lastTop !== null &&
            rect.top > lastTop + 1 &&
            hangul.test(text[i]!) &&
            hangul.test(text[i - 1] ?? '')
          )
            found.push(`${text.slice(Math.max(0, i - 6), i)}/${text.slice(i, i + 6)}`);
          lastTop = rect.top;
        }
      }
      return found;
    }),
  );

describe.skipIf(missing('chromium'))('the Korean booklet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('breaks lines only between words, never inside one', async () => {
    expect(await midWordBreaks(browser, bookletPageHtml('ko'))).toEqual([]);
  });

  it('(control) without keep-all, the same measurement finds words broken over two lines', async () => {
    const loose = bookletPageHtml('ko').replace(
      '</style>',
      ':lang(ko), :lang(ko) * { word-break: normal !important; }\n</style>',
    );
    expect((await midWordBreaks(browser, loose)).length).toBeGreaterThan(5);
  });
});
