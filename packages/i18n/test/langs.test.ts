import { describe, expect, it } from 'vitest';
import { isLang, LANGS, parseLang, UnknownLangError } from '../src/index.ts';

describe('the supported languages', () => {
  it('are English, German and Korean', () => {
    expect(LANGS).toEqual(['en', 'de', 'ko']);
    expect(LANGS.map(parseLang)).toEqual(['en', 'de', 'ko']);
  });

  it('refuse anything else by name, listing what is supported', () => {
    expect(() => parseLang('fr')).toThrow(UnknownLangError);
    expect(() => parseLang('fr')).toThrow('unknown language "fr"; supported: en, de, ko');
    for (const near of ['EN', 'en-GB', ' ko', ''])
      expect(() => parseLang(near), JSON.stringify(near)).toThrow(UnknownLangError);
    expect([isLang('de'), isLang('DE'), isLang(undefined), isLang(1)]).toEqual([true, false, false, false]);
  });
});
