import { describe, expect, it } from 'vitest';
import { breakPoints, withBreaks } from './fit-text.ts';

const hyphenated = (word: string) => {
  const points = breakPoints(word);
  return [...word].map((c, i) => (points.includes(i) ? `-${c}` : c)).join('');
};

describe('where a long card name may break', () => {
  it('breaks German compounds at syllables, never inside sch, ch or an onset like gl', () => {
    expect(hyphenated('Zinsentscheid')).toBe('Zin-sent-scheid');
    expect(hyphenated('Zwangsglattstellung')).toBe('Zwangs-glatt-stel-lung');
    expect(hyphenated('Währungspaar')).toBe('Wäh-rungs-paar');
    expect(hyphenated('Eingefrorene')).toBe('Ein-ge-fro-rene');
    expect(hyphenated('Sicherheiten')).toBe('Sicher-hei-ten');
  });

  it('breaks English names the same way, keeping three letters on either side', () => {
    expect(hyphenated('Collateral')).toBe('Col-la-te-ral');
    expect(hyphenated('Liquidation')).toBe('Liqui-da-tion');
    for (const word of ['Zinsentscheid', 'Collateral', 'Recapitalisation'])
      for (const at of breakPoints(word)) {
        expect(at).toBeGreaterThanOrEqual(3);
        expect(at).toBeLessThanOrEqual(word.length - 3);
      }
  });

  it('marks the breaks with soft hyphens in long words only, and leaves Korean alone', () => {
    expect(withBreaks('Zinsentscheid')).toBe('Zin\u00adsent\u00adscheid');
    expect(withBreaks('Recall')).toBe('Recall');
    expect(withBreaks('금리 결정')).toBe('금리 결정');
  });
});
