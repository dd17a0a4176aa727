/** The notifier's texts: every language parses, and has every message English has. */
import { readFileSync } from 'node:fs';
import { LANGS, type Lang } from '@nobid/i18n';
import { type FtlFile, textProblems } from '@nobid/i18n/check';
import { describe, expect, it } from 'vitest';
import { notifyFtlUrl } from '../src/texts.ts';

const ftl = (lang: Lang): FtlFile => ({
  file: `@nobid/notify/texts/${lang}/notify.ftl`,
  source: readFileSync(notifyFtlUrl(lang), 'utf8'),
});

describe('notify texts', () => {
  it('parse without Junk, and no language lacks a message', () => {
    const texts = Object.fromEntries(LANGS.map((lang) => [lang, [ftl(lang)]])) as Record<Lang, FtlFile[]>;
    expect(textProblems(texts)).toEqual([]);
  });
});
