/**
 * Curly quotes everywhere (issue 30, Build 7): one pipeline (`typeset`, @nobid/i18n) sets every
 * formatted text, and this test scans every output a reader sees, in every language, for a
 * typewriter quote or apostrophe left in its text (markup, styles and attribute values aside).
 */
import { typeset } from '@nobid/i18n';
import { COIN_COUNT, COMPANIES, startupsRulebook } from '@nobid/startups';
import { readRulesFtl } from '@nobid/startups/rules-ftl';
import { describe, expect, it } from 'vitest';
import { cardSvgs, LANGS, renderRulebookText, startupsFaces, startupsRulebookHtml } from '../src/index.ts';
import { bookletPageHtml } from '../src/rulebook/render.ts';

/** The text a reader sees: tags, styles and attribute values removed, entities decoded. */
const visible = (markup: string): string =>
  markup
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Each straight quote with a little of its context, so a failure says where. */
const straight = (text: string): string[] =>
  [...text.matchAll(/.{0,30}['"].{0,30}/g)].map((m) => m[0].replace(/\s+/g, ' ').trim());

describe('typewriter quotes become the language’s own', () => {
  it('in English, German and Korean; apostrophes too; idempotent', () => {
    expect(typeset(`Don't say "bid" to the players' table.`, 'en')).toBe(
      'Don’t say “bid” to the players’ table.',
    );
    expect(typeset('Sag "Gebot" nicht.', 'de')).toBe('Sag „Gebot“ nicht.');
    expect(typeset('"입찰"', 'ko')).toBe('“입찰”');
    expect(typeset(typeset(`It's "x"`, 'en'), 'en')).toBe('It’s “x”');
  });

  it.each(LANGS)('%s: no straight quote in any face, rulebook, booklet page or Startups output', (lang) => {
    const { faces, backs } = cardSvgs(lang);
    const input = {
      lang,
      rulesFtl: readRulesFtl(lang),
      companies: COMPANIES,
      coins: COIN_COUNT,
    };
    const outputs: Record<string, string> = {
      ...Object.fromEntries(
        [...faces, backs.main, backs.openings].map((f) => [`face ${f.name}`, visible(f.svg)]),
      ),
      'rulebook txt': renderRulebookText(lang, 'txt'),
      'rulebook md': renderRulebookText(lang, 'md').replace(/`[^`]*`/g, ''),
      'rulebook html': visible(renderRulebookText(lang, 'html')),
      booklet: visible(bookletPageHtml(lang)),
      'startups txt': startupsRulebook(lang, 'txt', input.rulesFtl),
      'startups html': visible(
        startupsRulebookHtml(input, startupsRulebook(lang, 'html', input.rulesFtl), true),
      ),
      ...Object.fromEntries(startupsFaces(input).map((f) => [`startups ${f.name}`, visible(f.svg)])),
    };
    const found = Object.entries(outputs).flatMap(([what, text]) =>
      straight(text).map((s) => `${what}: ${s}`),
    );
    expect(found).toEqual([]);
  });
});
