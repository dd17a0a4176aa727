export { type CardTable, compileEdition, PROTECT_ASSIGN, PROTECT_UNWIND, TYPE_CODE } from './compile.ts';
export {
  canonicalJson,
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
