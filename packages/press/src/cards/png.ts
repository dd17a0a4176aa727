/** PNG from a card SVG with resvg, loading only the pinned font files (never the system's). */
import { Resvg } from '@resvg/resvg-js';
import { fontsFor } from '../fonts.ts';
import type { Lang } from '../languages.ts';

/** Default width: 63 mm at 300 dpi. */
export const PNG_WIDTH = 744;

/** A resvg renderer of `svg` at `width` pixels with the language's pinned fonts only. */
function renderer(svg: string, lang: Lang, width: number): Resvg {
  const fonts = fontsFor(lang);
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: [...new Set(fonts.faces.map((f) => f.file))],
      defaultFontFamily: fonts.family,
      sansSerifFamily: fonts.family,
    },
    logLevel: 'off',
  });
}

export function svgToPng(svg: string, lang: Lang, width = PNG_WIDTH): Uint8Array {
  return renderer(svg, lang, width).render().asPng();
}

/** The raw RGBA pixels of a rendering (for tests that compare images: a back and its half turn). */
export function svgToPixels(
  svg: string,
  lang: Lang,
  width: number,
): { pixels: Uint8Array; width: number; height: number } {
  const image = renderer(svg, lang, width).render();
  return { pixels: new Uint8Array(image.pixels), width: image.width, height: image.height };
}
