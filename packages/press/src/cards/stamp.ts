/**
 * The small stamp in a face's corner: the edition's version and the first hex digits of the
 * SHA-256 of the card's own content (its entry in the edition: kind, type, copies, effect
 * parameters, texts), e.g. `v1·a3f2`. A card whose data changes gets a new stamp, and every other
 * card keeps its own, so a printed card can be matched to its edition and told from its
 * predecessor without the stamp naming the whole edition on every face.
 */
import { contentHash } from '@nobid/nobid/cards';
import type { CardDef, PressData } from '../data.ts';

/** Hex digits of the card's hash on the face: enough to tell a changed card from its old self. */
export const STAMP_DIGITS = 4;

export const cardStamp = (data: Pick<PressData, 'edition'>, def: CardDef): string =>
  `v${data.edition.version}·${contentHash(def).slice(0, STAMP_DIGITS)}`;
