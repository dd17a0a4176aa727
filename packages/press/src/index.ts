/**
 * @nobid/press: the No Bid rulebook (txt, md, html, A5 booklet PDF) and card faces (SVG, PNG,
 * print-and-play PDF), all generated from an edition's card data and the Fluent texts. Node only; the
 * browser-safe part (the rulebook's blocks from texts the caller brings) is `@nobid/press/rulebook`.
 */

export { CHROMIUM_ARGS, chromiumPath, requireChromium, serveFonts, withPressFonts } from './booklet/print.ts';
export { cardBack } from './cards/back.ts';
export { type CardSet, type CardSvg, cardSvgs, renderCardSet, renderPrintAndPlay } from './cards/card-set.ts';
export { cardFace } from './cards/face.ts';
export { measurerFor } from './cards/measure.ts';
export { svgToPng } from './cards/png.ts';
export { everyCopy, printSheetPages } from './cards/print-sheet.ts';
export { cardStamp, FACE_FONTS, faceHash, STAMP_DIGITS } from './cards/stamp.ts';
export { TYPE_COLOURS } from './colours.ts';
export {
  type BookCardDef,
  type CardDef,
  copiesAtCount,
  NOBID_DATA,
  type PlayerCountRule,
  type PressData,
  type PressRules,
  pressDataOf,
  printedCopies,
  TERMS,
} from './data.ts';
export { MissingTextError, PressInputError } from './errors.ts';
export { compareWithSeed, type Fidelity, normaliseLine } from './fidelity.ts';
export { fontsFor } from './fonts.ts';
export {
  LANGS,
  type Lang,
  parseLang,
  parseRulebookFormat,
  RULEBOOK_FORMATS,
  type RulebookFormat,
} from './languages.ts';
export {
  inPlay,
  onlyCards,
  type Printing,
  printingOf,
  type Reprint,
  reprintData,
  reprintOf,
  withStampHistory,
} from './print/changed.ts';
export { checkGhostscript, cmykProfile, toCmyk } from './print/cmyk.ts';
export { separate as separateInks } from './print/ink.ts';
export {
  DEFAULT_INK_LIMIT,
  type PreflightOptions,
  type PreflightRow,
  preflight,
  preflightTable,
} from './print/preflight.ts';
export { PRESETS, PRINTERS, type Preset, type PrinterName, parsePrinter } from './print/presets.ts';
export {
  checkPrinterTools,
  type File as PrintFile,
  nobidShopDeck,
  printerFiles,
  shopFiles,
} from './print/printer.ts';
export type { ShopCard, ShopDeck } from './print/shop.ts';
export { TTS_MAX, TTS_PER_SHEET, ttsDeckFiles, ttsFiles } from './print/tts.ts';
export { buildRulebook } from './rulebook/build.ts';
export { composeRulebook } from './rulebook/compose.ts';
export type { Block, Rulebook } from './rulebook/document.ts';
export { cardTextKey } from './rulebook/edition-texts.ts';
export { PRESS_FTL } from './rulebook/press-ftl.ts';
export {
  type Booklet,
  checkBookletTools,
  renderBooklet,
  renderBooklets,
  renderRulebookText,
} from './rulebook/render.ts';
export { strictTexts, textBundle } from './rulebook/strict-texts.ts';
export { COMPANY_COLOURS, type Company, startupsTexts } from './startups/faces.ts';
export {
  type StartupsInput,
  startupsBooklet,
  startupsFaces,
  startupsRulebookHtml,
  startupsSheet,
} from './startups/print.ts';
export { startupsCards, startupsPrinterFiles, startupsShopDeck, startupsTtsFiles } from './startups/shop.ts';
export { type CompanyFaceContent, companyHash, companyStamp } from './startups/stamp.ts';
export {
  editionTextProblems,
  ftlPath,
  loadTexts,
  TEXT_FILES,
  type TextArgs,
  type Texts,
} from './texts.ts';
