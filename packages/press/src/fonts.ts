/**
 * Pinned font files (Debian packages fonts-dejavu-core and fonts-noto-cjk). Card faces and the
 * print sheet load exactly these files and never the system's font list, so output does not
 * change from one machine to the next.
 */
import { existsSync } from 'node:fs';
import { PressInputError } from './errors.ts';
import type { Lang } from './languages.ts';

export interface FontFace {
  /** The family name SVG and CSS use. */
  readonly family: string;
  readonly file: string;
  /** PostScript name of the face inside a collection (.ttc), as pdfkit needs it. */
  readonly postscript?: string;
  readonly bold: boolean;
  readonly italic: boolean;
}

// The Debian paths; NOBID_DEJAVU_DIR and NOBID_NOTO_CJK_DIR point elsewhere (and let a test
// show what a missing font does).
const DEJAVU = process.env.NOBID_DEJAVU_DIR ?? '/usr/share/fonts/truetype/dejavu';
const NOTO_CJK = process.env.NOBID_NOTO_CJK_DIR ?? '/usr/share/fonts/opentype/noto';

const LATIN: readonly FontFace[] = [
  { family: 'DejaVu Sans', file: `${DEJAVU}/DejaVuSans.ttf`, bold: false, italic: false },
  { family: 'DejaVu Sans', file: `${DEJAVU}/DejaVuSans-Bold.ttf`, bold: true, italic: false },
  { family: 'DejaVu Sans', file: `${DEJAVU}/DejaVuSans-Oblique.ttf`, bold: false, italic: true },
];

// Noto CJK as OTF collections: the TTF build fails in resvg (design/stack.md).
const KOREAN: readonly FontFace[] = [
  {
    family: 'Noto Sans CJK KR',
    file: `${NOTO_CJK}/NotoSansCJK-Regular.ttc`,
    postscript: 'NotoSansCJKkr-Regular',
    bold: false,
    italic: false,
  },
  {
    family: 'Noto Sans CJK KR',
    file: `${NOTO_CJK}/NotoSansCJK-Bold.ttc`,
    postscript: 'NotoSansCJKkr-Bold',
    bold: true,
    italic: false,
  },
];

export interface FontSet {
  readonly family: string;
  readonly faces: readonly FontFace[];
  /** Korean has no italic face: flavour lines are set upright in a lighter colour instead. */
  readonly hasItalic: boolean;
}

export function fontsFor(lang: Lang): FontSet {
  const faces = lang === 'ko' ? KOREAN : LATIN;
  const missing = faces.filter((f) => !existsSync(f.file)).map((f) => f.file);
  if (missing.length > 0) {
    throw new PressInputError(
      `font files missing: ${missing.join(', ')} (install the Debian packages fonts-dejavu-core and fonts-noto-cjk)`,
    );
  }
  return { family: faces[0]!.family, faces, hasItalic: faces.some((f) => f.italic) };
}

/** CSS font stacks for the HTML rulebook, naming the same installed families. */
export const CSS_FONTS: Readonly<Record<Lang, { body: string; heading: string }>> = {
  en: { body: "'DejaVu Serif', serif", heading: "'DejaVu Sans', sans-serif" },
  de: { body: "'DejaVu Serif', serif", heading: "'DejaVu Sans', sans-serif" },
  // NanumGothic first (Debian's fonts-nanum): a TrueType font, which Chromium embeds as a CID
  // font. Noto Sans CJK is CFF in a collection, which Chromium can only embed as Type 3 glyph
  // procedures, and print shops' preflight refuses those.
  ko: {
    body: "'NanumGothic', 'DejaVu Sans', 'Noto Sans CJK KR', sans-serif",
    heading: "'NanumGothic', 'DejaVu Sans', 'Noto Sans CJK KR', sans-serif",
  },
};
