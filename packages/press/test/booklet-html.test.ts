/** The booklet's HTML (no browser): cover, components, figures from real faces, imprint, typography. */
import { describe, expect, it } from 'vitest';
import { bookletHtml, curlyQuotes } from '../src/booklet/booklet-html.ts';
import { cardSvgs } from '../src/cards/card-set.ts';
import { buildRulebook, LANGS, loadTexts, NOBID_DATA, type PressData } from '../src/index.ts';
import { dataWith } from './editions.ts';

const LABEL_LINE = (t: ReturnType<typeof loadTexts>) =>
  t.t('edition-line', {
    edition: `No Bid ${NOBID_DATA.edition.version} (${NOBID_DATA.edition.hash.slice(0, 8)})`,
  });

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
  it.each(LANGS)(
    '%s: no heading stands straight above another (no empty "Rules" over "The goal")',
    (lang) => {
      const page = html(lang);
      const body = page.slice(page.indexOf('</section>', page.indexOf('class="components"')));
      expect(body.match(/<\/h[1-3]>\s*<h[1-3][ >][^<]*/g) ?? []).toEqual([]);
      // The rules open on their own page after the components, marked as a part for the layout test.
      expect(body).toMatch(new RegExp(`<h2 class="part">${loadTexts(lang).t('goal-heading')}</h2>`));
    },
  );

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

  it.each(LANGS)('%s: cover, components, four figures of real faces, imprint, back cover last', (lang) => {
    const page = html(lang);
    const t = loadTexts(lang);
    expect(page.indexOf('class="cover"')).toBeLessThan(page.indexOf('class="components"'));
    expect(page.match(/<div class="fan-card"/g)).toHaveLength(5);
    // One real face per card type, the Openings pile and the back.
    expect(page.match(/<div class="component">/g)).toHaveLength(NOBID_DATA.cardTypes.length + 2);
    expect(page.match(/<figure class="fig /g)).toHaveLength(4);
    expect(page.match(/class="callout (left|right)"/g)).toHaveLength(6);
    expect(page.match(/class="fig-card s\d"/g)).toHaveLength(3);
    expect(page.match(/<div class="seat">/g)).toHaveLength(4);
    // The shipped edition names no contact: no "Get in touch" line anywhere in the booklet.
    expect(page).not.toContain(t.t('rulebook-contact'));
    expect(page.indexOf('class="imprint"')).toBeLessThan(page.indexOf('class="back-cover"'));
    // The back cover is the last section.
    expect(page.indexOf('<section', page.indexOf('class="back-cover"'))).toBe(-1);
    // The printing instructions are not in the booklet one must print first (docs/print.md).
    expect(page).not.toMatch(/double-sided|beidseitig|양면/);
  });

  it('prints the edition\'s contact under "Get in touch", and leaves the line out without one', () => {
    const contact = 'mailto:rules@example.org';
    const imprint = (page: string) =>
      page.slice(page.indexOf('class="imprint"'), page.indexOf('class="back-cover"'));
    for (const lang of LANGS) {
      const t = loadTexts(lang);
      const withContact = imprint(
        html(
          lang,
          dataWith((e) => {
            e.contact = contact;
          }),
        ),
      );
      expect(withContact).toContain(curlyQuotes(t.t('rulebook-contact'), lang));
      expect(withContact).toContain(t.t('booklet-contact', { url: 'rules@example.org' }));
      expect(withContact).not.toContain('mailto:');
      const without = imprint(html(lang));
      expect(without).not.toContain(curlyQuotes(t.t('rulebook-contact'), lang));
      expect(without).not.toContain('class="contact"');
    }
  });

  it("prints the credits role by role in each language, the reader's translator only", () => {
    const data = dataWith((e) => {
      e.credits = {
        design: ['A. Person', 'B. Person'],
        art: ['D. Person'],
        translation: { de: ['E. Person'], ko: ['F. Person'] },
        publisher: 'Example Games',
      };
    });
    const credits = (lang: (typeof LANGS)[number]) =>
      /<p class="credits">(.*?)<\/p>/.exec(html(lang, data))![1]!.split('<br>');
    expect(credits('en')).toEqual([
      'Design: A. Person and B. Person',
      'Art: D. Person',
      'Publisher: Example Games',
    ]);
    expect(credits('de')).toEqual([
      'Spielidee: A. Person und B. Person',
      'Illustration: D. Person',
      'Übersetzung: E. Person',
      'Verlag: Example Games',
    ]);
    expect(credits('ko')).toEqual([
      '게임 디자인: A. Person 및 B. Person',
      '그림: D. Person',
      '번역: F. Person',
      '출판: Example Games',
    ]);
    // No credits, no credits block.
    expect(html('en')).not.toContain('class="credits"');
  });

  it.each(LANGS)('%s: the back cover has the summary, players, time, age and the edition label', (lang) => {
    const t = loadTexts(lang);
    const back = html(lang).slice(html(lang).indexOf('class="back-cover"'));
    expect(back).toContain(curlyQuotes(t.t('booklet-summary', { target: 7 }), lang));
    expect(back).toContain(t.t('edition-box', { players: '2–6', minutes: '20–40', age: 10 }));
    expect(back).toContain(LABEL_LINE(t));
  });

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
