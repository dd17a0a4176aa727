/** A card is 63 × 88 mm; SVG user units are tenths of a millimetre. */
export const CARD_W = 630;
export const CARD_H = 880;
export const CARD_MM = { w: 63, h: 88 } as const;
/**
 * How far past the trim line the faces and backs draw their paper, band and art: enough for every
 * print preset's bleed (The Game Crafter's and MakePlayingCards' 1/8" = 3.2 mm, 3 mm for PDFs).
 */
export const BLEED = 40;
