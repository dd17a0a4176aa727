import { NOBID_DATA, type PressData } from '../data.ts';
import type { Lang } from '../languages.ts';
import { loadTexts, type Texts } from '../texts.ts';
import { composeRulebook } from './compose.ts';
import type { Rulebook } from './document.ts';

/** Builds the rulebook of one language from an edition's data (the default edition's unless given). */
export function buildRulebook(
  lang: Lang,
  data: PressData = NOBID_DATA,
  texts: Texts = loadTexts(lang, data),
): Rulebook {
  return composeRulebook(texts, data);
}
