/** A card is 63 × 88 mm; SVG user units are tenths of a millimetre. */
export const CARD_W = 630;
export const CARD_H = 880;
export const CARD_MM = { w: 63, h: 88 } as const;
