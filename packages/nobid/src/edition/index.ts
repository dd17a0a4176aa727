export {
  CARD_SENTENCES,
  type CardSentence,
  type EditionCopies,
  kindsInGame,
  rulebookWarnings,
  sentenceFor,
  sentenceHolds,
} from './card-sentences.ts';
export {
  type CardTable,
  compileEdition,
  OT_ANY_POSITION,
  OT_CURRENCY,
  OT_NONE,
  OT_OPPONENT,
  OT_OTHER_POSITION,
  OT_UNPROTECTED_POSITION,
  PROTECT_ASSIGN,
  PROTECT_UNWIND,
  TYPE_CODE,
} from './compile.ts';
export { type Credits, contactSchema, creditsSchema, ROLES, type Role } from './credits.ts';
export {
  contentHash,
  type EditionIdentity,
  editionIdentity,
  editionLabel,
} from './identity.ts';
export { checkNobidEdition, resolveEdition } from './resolve.ts';
export {
  bookEffectSchema,
  type CardEntry,
  EDITION_LIMITS,
  type Edition,
  type EditionInput,
  editionSchema,
  orderEffectSchema,
} from './schema.ts';
export {
  DEFAULT_EDITION,
  DEFAULT_TEXT_KINDS,
  type EditionRef,
  FIRST_EDITION,
  refOf,
  releasedOn,
  SHIPPED_EDITIONS,
  shippedEdition,
} from './shipped.ts';
export {
  checkEdition,
  copiesAt,
  type EditionCheck,
  EditionError,
  type EditionProblem,
  formatProblems,
} from './validate.ts';
