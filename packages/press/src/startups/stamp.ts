/**
 * The stamp on a Startups company card, e.g. `#a3f2`: the first hex digits of the SHA-256 of
 * everything that reaches that face in its language: the company's entry (key, number of cards),
 * its colour and emblem (the art is drawn from nothing else), its name and the notice in that
 * language, and the font package it is set in (FACE_FONTS, No Bid's list). A fixed typo in the
 * German company name restamps that company's German face only.
 *
 * No version: Startups has no editions (its components are the published game's, fixed in
 * @nobid/startups' companies.ts), so there is no "version in which the face last changed" to show.
 */
import type { Lang } from '@nobid/i18n';
import { contentHash } from '@nobid/nobid/cards';
import { FACE_FONTS, STAMP_DIGITS } from '../cards/stamp.ts';

/** What a company face draws, as the face has it. */
export interface CompanyFaceContent {
  readonly lang: Lang;
  readonly key: string;
  readonly cards: number;
  readonly colour: string;
  /** The emblem's corners (0: a circle). */
  readonly emblem: number;
  readonly name: string;
  readonly notice: string;
}

export const companyHash = (face: CompanyFaceContent): string =>
  contentHash({ ...face, fonts: FACE_FONTS[face.lang] }).slice(0, STAMP_DIGITS);

export const companyStamp = (face: CompanyFaceContent): string => `#${companyHash(face)}`;
