import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@fluent/syntax';
import { describe, expect, it } from 'vitest';
import { cardBack } from '../src/cards/back.ts';
import { cardFace } from '../src/cards/face.ts';
import { measurerFor } from '../src/cards/measure.ts';
import { buildRulebook, LANGS, loadTexts, MissingTextError, NOBID_DATA } from '../src/index.ts';
import { TEXTS_DIR } from '../src/texts.ts';

const ftlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? ftlFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.ftl')
        ? [path.join(dir, entry.name)]
        : [],
  );

describe('the Fluent texts', () => {
  const files = ftlFiles(TEXTS_DIR);

  it('include cards.ftl and rulebook.ftl for every language', () => {
    for (const lang of LANGS) {
      expect(files).toContain(path.join(TEXTS_DIR, lang, 'cards.ftl'));
      expect(files).toContain(path.join(TEXTS_DIR, lang, 'rulebook.ftl'));
    }
  });

  it.each(files.map((f) => [path.relative(TEXTS_DIR, f), f]))('%s parses with no Junk', (_name, file) => {
    const resource = parse(readFileSync(file, 'utf8'), { withSpans: false });
    const junk = resource.body.filter((entry) => entry.type === 'Junk');
    expect(junk.map((j) => ('content' in j ? j.content : ''))).toEqual([]);
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

  it('define the same rulebook messages in every language', () => {
    const ids = (lang: string) =>
      parse(readFileSync(path.join(TEXTS_DIR, lang, 'rulebook.ftl'), 'utf8'), {})
        .body.filter((e) => e.type === 'Message')
        .map((e) => (e.type === 'Message' ? e.id.name : ''))
        .filter((id) => !id.startsWith('number-'))
        .sort();
    expect(ids('de')).toEqual(ids('en'));
    expect(ids('ko')).toEqual(ids('en'));
  });

  it('throw on a missing message instead of printing an empty string', () => {
    const texts = loadTexts('de');
    expect(() => texts.t('no-such-message')).toThrow(MissingTextError);
    expect(() => texts.t('goal-first')).toThrow(/Unknown variable: \$target/);
    expect(texts.t('goal-first', { target: 7 })).toContain('7 zählende Positionen');
  });
});
