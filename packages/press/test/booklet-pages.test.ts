/**
 * Startups' booklet pages as a designer reads them (booklet-pages.ts), in every language: no
 * blank page, no heading alone at a page's foot or on its own, no stacked headings, every lead-in
 * on the page of its table or list, and every page at least 60 % full but the last of a part.
 * No Bid's booklets get the same checks where they are built once already (pdf.test.ts).
 */
import { COMPANIES, RULES, startupsRulebook } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang, startupsBooklet } from '../src/index.ts';
import { layoutFaults } from './booklet-pages.ts';

/** Startups' parts: the cover, the components, the rules and the imprint. */
const startupsParts = (pages: number) => [1, 2, pages - 2, pages - 1];

describe.skipIf(missing('chromium'))('Startups’ booklet pages', () => {
  it.each(LANGS)(
    '%s: no holes, no lone or stacked headings, no blank page',
    async (lang: Lang) => {
      const input = {
        lang,
        rulesFtl: readRulesFtl(lang),
        companies: COMPANIES,
        coins: RULES.startingCoins * RULES.maxPlayers,
      };
      const booklet = await startupsBooklet(input, startupsRulebook(lang, 'html', input.rulesFtl));
      const { pages } = await readPdf(booklet.readingPdf);
      expect(booklet.bookletPages, `${lang}: ${pages} pages`).toBe(pages);
      expect(await layoutFaults(booklet.readingPdf, booklet.html, startupsParts), lang).toEqual([]);
    },
    120_000,
  );
});
