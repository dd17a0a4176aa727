import { describe, expect, it } from 'vitest';
import { PressInputError, parseLang, parseRulebookFormat } from '../src/index.ts';

describe('bad input', () => {
  it('an unknown language is refused with the supported ones listed', () => {
    expect(() => parseLang('fr')).toThrow(PressInputError);
    expect(() => parseLang('fr')).toThrow('unknown language "fr"; supported: en, de, ko');
    expect(() => parseLang('EN')).toThrow(PressInputError);
  });

  it('an unknown format is refused with the supported ones listed', () => {
    expect(() => parseRulebookFormat('docx')).toThrow('unknown format "docx"; supported: txt, md, html, pdf');
  });

  it('known values pass through unchanged', () => {
    expect(parseLang('ko')).toBe('ko');
    expect(parseRulebookFormat('pdf')).toBe('pdf');
  });
});
