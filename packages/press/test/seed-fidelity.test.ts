import { SHIPPED_EDITIONS } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import {
  compareWithSeed,
  LANGS,
  NOBID_DATA,
  normaliseLine,
  pressDataOf,
  renderRulebookText,
} from '../src/index.ts';
import { readSeed } from './seeds.ts';

// Every shipped edition: edition 2's player-count section must come after the seed's text too.
const CASES = SHIPPED_EDITIONS.flatMap((edition) =>
  LANGS.map((lang) => ({ lang, version: edition.version, data: pressDataOf(edition) })),
);

describe.each(CASES)('the $lang txt rulebook of edition $version reproduces its seed', ({ lang, data }) => {
  const output = renderRulebookText(lang, 'txt', data);
  const seed = readSeed(lang);
  const result = compareWithSeed(output, seed);

  it('txt output: contains every seed line verbatim (after whitespace normalisation)', () => {
    const report = result.missing.map((m) => `  seed line ${m.line}: ${m.text}`).join('\n');
    expect(
      result.missing.length,
      `${lang}: ${result.found}/${result.total} seed lines found; missing or changed:\n${report}`,
    ).toBe(0);
    expect(result.total).toBeGreaterThan(70);
  });

  it("txt output: keeps the seed's order", () => {
    expect(result.outOfOrder, `${lang}: seed lines out of order`).toEqual([]);
  });

  it('txt output: puts all new material after the last seed line', () => {
    const lines = output.split('\n').map(normaliseLine).filter(Boolean);
    const seedLines = seed.split('\n').map(normaliseLine).filter(Boolean);
    const lastSeedLine = lines.lastIndexOf(seedLines[seedLines.length - 1]!);
    const firstSeedLine = lines.indexOf(seedLines[0]!);
    const seedSet = new Set(seedLines);
    const extraInside = lines.slice(firstSeedLine, lastSeedLine + 1).filter((l) => !seedSet.has(l));
    // Only the Korean tables, lost from its seed, are generated inside the seed's text.
    if (lang === 'ko') {
      expect(extraInside).toHaveLength(1 + NOBID_DATA.cardTypes.length + 1 + NOBID_DATA.terms.length);
    } else expect(extraInside).toEqual([]);
    expect(firstSeedLine).toBe(0);
  });
});

describe('the new sections', () => {
  it('list every Order, the pairs with their cities, and the rulings, in all three languages', () => {
    const copies = NOBID_DATA.cards.find((d) => d.kind === 'forced-liquidation')!.copies;
    const en = renderRulebookText('en', 'txt');
    expect(en).toContain(`Forced Liquidation\tLiquidate a Position.\t${copies}`);
    expect(en).toContain('EUR/USD\tFrankfurt – New York\t2 LONG, 2 SHORT\tLONG');
    expect(en).toContain('Frozen Collateral. It forbids playing any Leverage-type card');
    const de = renderRulebookText('de', 'txt');
    expect(de).toContain('USD/JPY\tNew York – Tokio');
    expect(de).toContain('Klarstellungen');
    const ko = renderRulebookText('ko', 'txt');
    expect(ko).toContain(`강제 청산\t포지션 하나를 청산합니다.\t${copies}`);
    expect(ko).toContain('10. 오프닝.');
  });

  it('generates the two tables the Korean seed lost, in Korean', () => {
    const ko = renderRulebookText('ko', 'txt');
    expect(ko).toContain('종류\t하는 일\n포지션\t당신의 장부에 놓입니다.');
    expect(ko).toContain('서킷 브레이커\t카드를 취소하며, 그 자체는 취소되지 않습니다.');
    expect(ko).toContain('용어\t뜻\n청산\t');
    expect(ko).toContain('스톱아웃\t포지션의 주인이');
  });
});
