/**
 * A card's picture at the table: the press's own art (`@nobid/press/art`), drawn from the card's
 * definition in the table's edition by the code that draws the printed face, in the face's art
 * box. A Position shows its two cities' skylines either side of its chart line, every other card
 * its icon, which its effect data composes.
 *
 * The words stay out of the picture: at the table's card width (118 px, 104 px on a phone) the
 * face's city names and marks would be 5 px high. The table sets them as text where they can be
 * read (CardFace.tsx: the cities under the picture, the rules text that says the mark).
 */
import { ART_BOX, emblem, positionArt } from '@nobid/press/art';
import type { Measurer } from '@nobid/press/faces';
import type { CardDef } from './cards.ts';

/** The picture has no words (see above), so nothing is ever measured. */
const NO_WORDS: Measurer = {
  fonts: { family: 'inherit', faces: [], hasItalic: true },
  width() {
    throw new Error('the table draws a card picture without words: nothing to measure');
  },
};

/** The viewBox of the face's art box: the picture keeps the printed proportions. */
export const PICTURE_VIEW_BOX = `${ART_BOX.x} ${ART_BOX.y} ${ART_BOX.w} ${ART_BOX.h}`;

/** Drawn once per card definition: a table's definitions live as long as its compiled edition. */
const drawn = new WeakMap<CardDef, string>();

/** The SVG content (a `<g>`) of a card's picture in the face's art box. */
export function cardPicture(def: CardDef): string {
  const known = drawn.get(def);
  if (known !== undefined) return known;
  const svg =
    def.type === 'position'
      ? positionArt(NO_WORDS, def, ART_BOX, { leftCity: '', rightCity: '' })
      : emblem(NO_WORDS, def, ART_BOX);
  drawn.set(def, svg);
  return svg;
}
