/** PNG from a card SVG with resvg, loading only the pinned font files (never the system's). */
import { Resvg } from '@resvg/resvg-js';
import { fontsFor } from '../fonts.ts';
import type { Lang } from '../languages.ts';

/** Default width: 63 mm at 300 dpi. */
export const PNG_WIDTH = 744;

export function svgToPng(svg: string, lang: Lang, width = PNG_WIDTH): Uint8Array {
  const fonts = fontsFor(lang);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: [...new Set(fonts.faces.map((f) => f.file))],
      defaultFontFamily: fonts.family,
      sansSerifFamily: fonts.family,
    },
    logLevel: 'off',
  });
  return resvg.render().asPng();
}

/** The raw RGBA pixels of a rendering (for tests that compare images: a back and its half turn). */
export function svgToPixels(
  svg: string,
  lang: Lang,
  width: number,
): { pixels: Uint8Array; width: number; height: number } {
  const fonts = fontsFor(lang);
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: [...new Set(fonts.faces.map((f) => f.file))],
      defaultFontFamily: fonts.family,
      sansSerifFamily: fonts.family,
    },
    logLevel: 'off',
  }).render();
  return { pixels: new Uint8Array(image.pixels), width: image.width, height: image.height };
}
