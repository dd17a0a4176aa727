/**
 * The small stamp in a face's corner, e.g. `v1·a3f2`: the edition version in which that face last
 * changed, and the first hex digits of the SHA-256 of everything that reaches the face in its
 * language: the card's entry in the edition (but its copies, which no face shows), its printed
 * words in that language (name, rules text, flavour, the type and pile label, a Position's
 * direction word), what its art is drawn from (the effect data in the entry, a Position's two
 * cities) and the font files it is set in. Two faces with the same stamp are the same card; a typo
 * fixed in German restamps the German face only, and a change of copies restamps nothing.
 */
import type { Lang } from '@nobid/i18n';
import { contentHash } from '@nobid/nobid/cards';
import type { CardDef, PressData } from '../data.ts';
import { cardEntry } from '../rulebook/card-texts.ts';
import type { Texts } from '../rulebook/strict-texts.ts';

/** Hex digits of the face's hash on the face: enough to tell a changed card from its old self. */
export const STAMP_DIGITS = 4;

/**
 * The font files a face of each language is set in (fonts.ts), by npm package and version, pinned
 * in package-lock.json: a font update restamps every face it sets. A test checks these against
 * the installed packages, so this list cannot fall behind.
 */
export const FACE_FONTS: Readonly<Record<Lang, string>> = {
  en: 'dejavu-fonts-ttf@2.37.3',
  de: 'dejavu-fonts-ttf@2.37.3',
  ko: '@expo-google-fonts/noto-sans-kr@0.4.3',
};

/** Everything that reaches a card's face in the texts' language, as one value to hash. */
export function faceContent(texts: Texts, data: PressData, def: CardDef): unknown {
  const { copies: _copies, texts: _ownTexts, ...entry } = def;
  return {
    entry,
    words: {
      ...cardEntry(texts, data, def),
      type: texts.t(`type-${def.type}`),
      ...(def.pile === 'openings' ? { pile: texts.t('card-opening-name') } : {}),
      ...(def.type === 'position' ? { direction: texts.t(`direction-${def.direction.toLowerCase()}`) } : {}),
    },
    ...(def.type === 'position' ? { art: def.pair.map((c) => data.cityOf[c]) } : {}),
    fonts: FACE_FONTS[texts.lang],
  };
}

/** The hash a face's stamp shows (its first STAMP_DIGITS hex digits). */
export const faceHash = (texts: Texts, data: PressData, def: CardDef): string =>
  contentHash(faceContent(texts, data, def)).slice(0, STAMP_DIGITS);

/** `lang:kind`, the key of `PressData.stampSince`. */
export const stampKey = (lang: Lang, kind: string): string => `${lang}:${kind}`;

export const cardStamp = (texts: Texts, data: PressData, def: CardDef): string =>
  `v${data.stampSince?.[stampKey(texts.lang, def.kind)] ?? data.edition.version}·${faceHash(texts, data, def)}`;
