/** Startups' printed booklet: an imprint with the credits, and a back cover without a page number. */
import { COIN_COUNT, COMPANIES, RULES, startupsRulebook } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { grayPage, readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang, startupsBooklet, startupsRulebookHtml } from '../src/index.ts';
import { STARTUPS_BOX } from '../src/startups/box.ts';
import { startupsTexts } from '../src/startups/faces.ts';

const inputOf = (lang: Lang) => ({
  lang,
  rulesFtl: readRulesFtl(lang),
  companies: COMPANIES,
  coins: COIN_COUNT,
});
const squash = (s: string) =>
  [...s].filter((ch) => !/\s/.test(ch) && (ch.codePointAt(0) ?? 0) >= 0x20).join('');

describe("Startups' booklet", () => {
  it("prints the box's player range as the game's rules have it", () => {
    expect(STARTUPS_BOX.players).toEqual({ min: RULES.minPlayers, max: RULES.maxPlayers });
  });

  it.each(LANGS)('%s: credits role by role, a back cover last, no printing instructions', (lang) => {
    const input = inputOf(lang);
    const t = startupsTexts(lang, input.rulesFtl);
    const page = startupsRulebookHtml(input, startupsRulebook(lang, 'html', input.rulesFtl), true);
    const footer = page.slice(page.indexOf('<footer>'), page.indexOf('</footer>'));
    expect(footer).toContain(t.t('credit-design', { names: 'Jun Sasaki' }));
    expect(footer).toContain(t.t('credit-publisher', { names: 'Oink Games' }));
    const back = page.slice(page.indexOf('class="back-cover"'));
    expect(back).toContain(t.t('rules-intro', { min: 3, max: 7 }));
    expect(back).toContain(t.t('startups-box', { players: '3–7', minutes: '20', age: 10 }));
    expect(page).not.toMatch(/double-sided|beidseitig|양면/);
    // The web page (not for print) has no back cover.
    expect(startupsRulebookHtml(input, startupsRulebook(lang, 'html', input.rulesFtl), false)).not.toContain(
      'class="back-cover"',
    );
  });

  it.skipIf(missing('chromium'))(
    'en: the back cover is the last page of the folded booklet, with no page number',
    async () => {
      const input = inputOf('en');
      const t = startupsTexts('en', input.rulesFtl);
      const booklet = await startupsBooklet(input, startupsRulebook('en', 'html', input.rulesFtl));
      const reading = await readPdf(booklet.readingPdf);
      const footInk = async (page: number) => {
        const { width, height, pixels } = await grayPage(booklet.readingPdf, page, 72);
        let dark = 0;
        for (let y = Math.round(height - (14 * 72) / 25.4); y < height - 4; y++)
          for (let x = Math.round(width * 0.4); x < width * 0.6; x++)
            if (pixels[y * width + x]! < 160) dark++;
        return dark;
      };
      expect(await footInk(reading.pages), 'back cover page number').toBe(0);
      expect(await footInk(reading.pages - 1), 'imprint page number').toBeGreaterThan(0);
      const back = squash(reading.text.at(-1)!);
      expect(back).toContain(squash(t.t('startups-short-notice')));
      expect(back).toContain(squash(t.t('startups-box', { players: '3–7', minutes: '20', age: 10 })));
      expect(squash(reading.text.at(-2)!)).toContain(squash(t.t('credit-design', { names: 'Jun Sasaki' })));
      // The outer sheet's first side: the back cover on the left, the front cover on the right.
      const imposed = await readPdf(booklet.pdf);
      expect(squash(imposed.text[0]!)).toContain(squash(t.t('rules-intro', { min: 3, max: 7 })));
    },
    120_000,
  );
});
