import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '@nobid/i18n';
import { type FtlFile, textProblems } from '@nobid/i18n/check';
import { describe, expect, it } from 'vitest';
import { cardBack } from '../src/cards/back.ts';
import { cardFace } from '../src/cards/face.ts';
import { measurerFor } from '../src/cards/measure.ts';
import {
  buildRulebook,
  ftlPath,
  LANGS,
  loadTexts,
  MissingTextError,
  NOBID_DATA,
  PRESS_FTL,
  TEXT_FILES,
} from '../src/index.ts';

/** Every .ftl file of a language's folder in the nobid package, not only those the press loads. */
const nobidTexts = (lang: Lang): FtlFile[] => {
  const dir = path.dirname(ftlPath(lang, TEXT_FILES[0]));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ftl'))
    .map((name) => ({
      file: `@nobid/nobid/texts/${lang}/${name}`,
      source: readFileSync(path.join(dir, name), 'utf8'),
    }));
};

describe('the Fluent texts of No Bid', () => {
  const texts = { en: nobidTexts('en'), de: nobidTexts('de'), ko: nobidTexts('ko') };

  it('include cards.ftl and rulebook.ftl for every language', () => {
    for (const lang of LANGS)
      expect(texts[lang].map((f) => path.basename(f.file)).sort(), lang).toEqual([...TEXT_FILES].sort());
  });

  it('parse with no Junk, and every message exists in all three languages', () => {
    expect(textProblems(texts)).toEqual([]);
  });

  it("the press's own messages parse with no Junk and exist in all three languages", () => {
    const own = (lang: Lang): FtlFile[] => [{ file: `press-ftl.ts (${lang})`, source: PRESS_FTL[lang] }];
    expect(textProblems({ en: own('en'), de: own('de'), ko: own('ko') })).toEqual([]);
    expect(PRESS_FTL.ko).toContain('edition-line =');
  });

  it('every message the rulebook and the cards use exists in all three languages', () => {
    const used = new Set<string>();
    for (const lang of LANGS) {
      const texts = loadTexts(lang);
      const m = measurerFor(lang);
      buildRulebook(lang, NOBID_DATA, texts);
      for (const def of NOBID_DATA.cards) cardFace(texts, m, NOBID_DATA, def);
      cardBack(texts, m, 'main');
      cardBack(texts, m, 'openings');
      for (const id of texts.used) used.add(id);
    }
    expect(used.size).toBeGreaterThan(150);
    for (const lang of LANGS) {
      const texts = loadTexts(lang);
      const missing = [...used].filter((id) => !texts.has(id));
      expect(missing, `missing in ${lang}`).toEqual([]);
    }
  });

  it('throw on a missing message instead of printing an empty string', () => {
    const texts = loadTexts('de');
    expect(() => texts.t('no-such-message')).toThrow(MissingTextError);
    expect(() => texts.t('goal-first')).toThrow(/Unknown variable: \$target/);
    expect(texts.t('goal-first', { target: 7 })).toContain('7 zählende Positionen');
  });
});
