/** The booklet's HTML (no browser): cover, components, figures from real faces, imprint, typography. */
import { describe, expect, it } from 'vitest';
import { bookletHtml, curlyQuotes } from '../src/booklet/booklet-html.ts';
import { cardSvgs } from '../src/cards/card-set.ts';
import { CONTACT_URL } from '../src/contact.ts';
import { buildRulebook, LANGS, loadTexts, NOBID_DATA, type PressData } from '../src/index.ts';
import { dataWith } from './editions.ts';

const html = (lang: (typeof LANGS)[number], data: PressData = NOBID_DATA) => {
  const texts = loadTexts(lang, data);
  return bookletHtml({
    book: buildRulebook(lang, data, texts),
    lang,
    data,
    texts,
    svgs: cardSvgs(lang, data),
    fontSize: 9.5,
  });
};

describe('the booklet HTML', () => {
  it('hyphenates German running text with soft hyphens at Liang pattern breaks, not its headings', () => {
    const de = html('de');
    const body = de.slice(de.indexOf('class="components"'));
    expect(body).toContain('Po\u00adsi\u00adti\u00adon');
    for (const h of body.matchAll(/<h[1-3][^>]*>([^<]*)</g)) expect(h[1]).not.toContain('\u00ad');
    expect(html('en')).not.toContain('\u00ad');
  });

  it('prints the day the edition was released, and no day for an edition without one', () => {
    const imprint = (page: string) => page.slice(page.indexOf('class="imprint"'));
    expect(imprint(html('en'))).toContain('printed 2026-12-01.');
    expect(
      imprint(
        html(
          'de',
          dataWith((e) => {
            e.released = '2027-03-04';
          }),
        ),
      ),
    ).toContain('gedruckt am 2027-03-04.');
    const undated = imprint(
      html(
        'en',
        dataWith((e) => {
          e.age = 12;
        }),
      ),
    );
    expect(undated).not.toMatch(/printed \d/);
    expect(undated).toMatch(/Rulebook of No Bid 2 \([0-9a-f]{8}\)\./);
  });

  it.each(LANGS)(
    '%s: cover, components, four figures of real faces, imprint with contact and print instructions',
    (lang) => {
      const page = html(lang);
      const t = loadTexts(lang);
      expect(page.indexOf('class="cover"')).toBeLessThan(page.indexOf('class="components"'));
      expect(page.match(/<div class="fan-card"/g)).toHaveLength(5);
      // One real face per card type, the Openings pile and the back.
      expect(page.match(/<div class="component">/g)).toHaveLength(NOBID_DATA.cardTypes.length + 2);
      expect(page.match(/<figure class="fig /g)).toHaveLength(4);
      expect(page.match(/class="callout"/g)).toHaveLength(6);
      expect(page.match(/class="fig-card s\d"/g)).toHaveLength(3);
      expect(page.match(/<div class="seat">/g)).toHaveLength(4);
      const imprint = page.slice(page.indexOf('class="imprint"'));
      expect(imprint).toContain(CONTACT_URL!);
      expect(page.indexOf(t.t('rulebook-contact'))).toBeGreaterThan(page.indexOf('class="imprint"'));
    },
  );

  it('sets curly quotes per language, „…“ in German', () => {
    expect(curlyQuotes('Effekte "zu Beginn deines Zuges" auf', 'de')).toBe(
      'Effekte „zu Beginn deines Zuges“ auf',
    );
    expect(curlyQuotes('any "at the start" effect; player\'s', 'en')).toBe(
      'any “at the start” effect; player’s',
    );
    expect(html('de').replaceAll('\u00ad', '')).toContain('„zu Beginn deines Zuges“');
  });
});
