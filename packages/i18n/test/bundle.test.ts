import { describe, expect, it } from 'vitest';
import { createBundle, type Lang, type TextArgs } from '../src/index.ts';

const format = (lang: Lang, source: string, args?: TextArgs): string => {
  const bundle = createBundle(lang, [source]);
  const errors: Error[] = [];
  const text = bundle.formatPattern(bundle.getMessage('m')!.value!, args ?? null, errors);
  expect(errors).toEqual([]);
  return text;
};

describe('createBundle', () => {
  it('formats without bidi isolation marks', () => {
    expect(format('en', 'm = Hello { $name }!', { name: 'Bo' })).toBe('Hello Bo!');
  });

  it('adds the sources in order, so a later file may use an earlier file’s terms', () => {
    const bundle = createBundle('de', ['-card = Karte', 'm = eine { -card }']);
    expect(bundle.formatPattern(bundle.getMessage('m')!.value!)).toBe('eine Karte');
  });

  it('refuses a message defined twice instead of dropping one of them', () => {
    expect(() => createBundle('en', ['m = one', 'x = 1\nm = two'])).toThrow(/en source 2: .*"m"/);
  });

  it('spells numbers with the language’s number-N messages (NUMBER_WORD), digits without one', () => {
    const words = 'number-3 = drei\n';
    expect(format('de', `${words}m = { NUMBER_WORD($n) } oder { NUMBER_WORD($k) }`, { n: 3, k: 13 })).toBe(
      'drei oder 13',
    );
    expect(format('de', `${words}m = { NUMBER_WORD($n, case: "title") } Karten`, { n: 3 })).toBe(
      'Drei Karten',
    );
  });

  it('prints signed counts with a true minus sign (SIGNED)', () => {
    expect(format('en', 'm = { SIGNED($a) } / { SIGNED($b) } / { SIGNED($c) }', { a: 1, b: -2, c: 0 })).toBe(
      '+1 / \u22122 / +0',
    );
  });

  it('writes Korean particles after a name (JOSA)', () => {
    expect(format('ko', 'm = { JOSA($player, "이/가") } 이겼습니다', { player: '민지' })).toBe(
      '민지가 이겼습니다',
    );
    expect(format('ko', 'm = { JOSA($player, "을/를") }', { player: '손절매' })).toBe('손절매를');
  });
});
