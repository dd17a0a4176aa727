import { readdirSync, readFileSync } from 'node:fs';
import { LANGS, type Lang } from '@nobid/i18n';
import { type FtlFile, textProblems } from '@nobid/i18n/check';
import { describe, expect, it } from 'vitest';
import { bundleFor, SOURCES, translator } from '../src/i18n/i18n.ts';

/** The client's own .ftl files of one folder (src/i18n, a game's i18n), one per language. */
const ownTexts = (dir: string): Record<Lang, FtlFile[]> => {
  const file = (lang: Lang): FtlFile => ({
    file: `packages/web/${dir}/${lang}.ftl`,
    source: readFileSync(new URL(`../${dir}/${lang}.ftl`, import.meta.url), 'utf8'),
  });
  return { en: [file('en')], de: [file('de')], ko: [file('ko')] };
};

/** Every feature's `texts/` folder under src/ (see src/i18n/texts-<lang>.ts). */
const featureDirs = (): string[] =>
  readdirSync(new URL('../src', import.meta.url), { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('/texts') || path === 'texts')
    .map((path) => `src/${path}`)
    .sort();

describe('the client’s own texts', () => {
  // Each folder is checked on its own: a message must exist in all three languages of its owner.
  it.each(['src/i18n', 'src/games/startups/i18n', ...featureDirs()])(
    '%s parses with no Junk and has every message in every language',
    (dir) => {
      expect(textProblems(ownTexts(dir))).toEqual([]);
    },
  );

  it('are the sources the client loads (UI first)', () => {
    for (const lang of LANGS) expect(SOURCES[lang]?.[0]).toBe(ownTexts('src/i18n')[lang][0]!.source);
  });

  it('leave the games’ and the replay’s texts to the pages that show them: the lobby loads no card, company or replay bar', () => {
    for (const lang of LANGS) {
      const ids = new Set(
        SOURCES[lang]!.flatMap((source) => [...source.matchAll(/^([a-z][\w-]*) =/gm)].map((m) => m[1])),
      );
      expect(ids.has('card-novation-name'), lang).toBe(false);
      expect(ids.has('su-rule-company-giraffe-beer'), lang).toBe(false);
      expect(ids.has('replay-title'), lang).toBe(false);
      // …which the game's pages add (tests load every group, as useTexts does for a page).
      expect(bundleFor(lang).hasMessage('card-novation-name'), lang).toBe(true);
      expect(bundleFor(lang).hasMessage('su-rule-company-giraffe-beer'), lang).toBe(true);
      expect(bundleFor(lang).hasMessage('replay-title'), lang).toBe(true);
    }
  });

  it('fit into one bundle per language with the games’ texts, no message defined twice', () => {
    for (const lang of LANGS) expect(() => bundleFor(lang), lang).not.toThrow();
  });
});

describe('UI strings', () => {
  it('format the reaction buttons with the card names of each language', () => {
    expect(translator('en')('btn-no-bid', { count: 2 })).toBe('No Bid (2)');
    expect(translator('ko')('btn-no-bid', { count: 0 })).toBe('노 비드 (0)');
    expect(translator('de')('btn-circuit-breaker', { count: 1 })).toBe('Circuit Breaker (1)');
  });

  it('pluralise and choose variants', () => {
    const t = translator('en');
    expect(t('hand-size', { count: 1 })).toBe('1 card in hand');
    expect(t('log-draw', { player: 'Bo', you: 'no', count: 2, reason: 'scalp' })).toBe(
      'Bo draws 2 cards for Scalp.',
    );
    expect(t('log-draw', { player: 'Bo', you: 'no', count: 1, reason: 'turn' })).toBe('Bo draws a card.');
  });

  it('use Korean particles after names in the Korean log (JOSA)', () => {
    const t = translator('ko');
    expect(t('log-win', { player: '민지', you: 'no' })).toBe('민지가 이겼습니다!');
  });
});
