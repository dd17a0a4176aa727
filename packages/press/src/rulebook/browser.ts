/**
 * @nobid/press/rulebook: what the web rules page needs to build the same rulebook as the printed
 * booklet, in the browser. Nothing reachable from here imports Node; the caller brings the texts
 * (`textBundle` from the sources of `TEXT_FILES` and an edition's data, `strictTexts` over it).
 */

export { cardStamp } from '../cards/stamp.ts';
export { NOBID_DATA, type PressData, type PressRules, pressDataOf } from '../data.ts';
export { MissingTextError } from '../errors.ts';
export { writeAppendixSections } from './appendix-sections.ts';
export { BlockWriter } from './builder.ts';
export { writeColophon } from './colophon.ts';
export { composeRulebook } from './compose.ts';
export type { Block, CardEntry, Rulebook, TableRow } from './document.ts';
export { LAYOUT, type TextLayout } from './layout.ts';
export { writeSeedSections } from './seed-sections.ts';
export {
  strictTexts,
  TEXT_FILES,
  type TextArgs,
  type TextFile,
  type Texts,
  textBundle,
} from './strict-texts.ts';
