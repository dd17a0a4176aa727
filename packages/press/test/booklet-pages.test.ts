/**
 * Each booklet's pages as a designer reads them (booklet-pages.ts), in every language, for No
 * Bid and Startups: no blank page, no heading alone at a page's foot or on its own, no stacked
 * headings, every lead-in on the page of its table or list, and every page at least 60 % full
 * but the last of a part. Each booklet is built once.
 */
import { COMPANIES, RULES, startupsRulebook } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang, renderBooklets, startupsBooklet } from '../src/index.ts';
import { layoutFaults } from './booklet-pages.ts';

/** Startups' parts: the cover, the components, the rules and the imprint. */
const startupsParts = (pages: number) => [1, 2, pages - 2, pages - 1];

describe.skipIf(missing('chromium'))('the booklets’ pages', () => {
  let noBid: Awaited<ReturnType<typeof renderBooklets>>;
  beforeAll(async () => {
    noBid = await renderBooklets(LANGS);
  }, 300_000);

  it.each(LANGS)('No Bid, %s: no holes, no lone or stacked headings, no blank page', async (lang) => {
    const booklet = noBid[LANGS.indexOf(lang)]!;
    const { pages } = await readPdf(booklet.readingPdf);
    expect(booklet.bookletPages, `${lang}: ${pages} pages`).toBe(pages);
    expect(await layoutFaults(booklet.readingPdf, booklet.html), lang).toEqual([]);
  });

  it.each(LANGS)(
    'Startups, %s: no holes, no lone or stacked headings, no blank page',
    async (lang: Lang) => {
      const input = {
        lang,
        rulesFtl: readRulesFtl(lang),
        companies: COMPANIES,
        coins: RULES.startingCoins * RULES.maxPlayers,
      };
      const rules = startupsRulebook(lang, 'html', input.rulesFtl);
      const booklet = await startupsBooklet(input, rules);
      const { pages } = await readPdf(booklet.readingPdf);
      expect(booklet.bookletPages, `${lang}: ${pages} pages`).toBe(pages);
      expect(await layoutFaults(booklet.readingPdf, booklet.html, startupsParts), lang).toEqual([]);
    },
    120_000,
  );
});
