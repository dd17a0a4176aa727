/**
 * Font files from npm packages pinned in package-lock.json, all TrueType: DejaVu
 * (`dejavu-fonts-ttf`) for Latin; Noto Sans KR (`@expo-google-fonts/noto-sans-kr`) for the Korean
 * faces; NanumGothic (`@expo-google-fonts/nanum-gothic`) for the Korean booklets, which Chromium
 * prints. Card faces, print sheets and booklets load exactly these files and never the machine's
 * font list, so `npm ci` is enough for every language's output, the same on every machine.
 *
 * TrueType because Chromium embeds a TrueType font as a CID font but a CFF one (Debian's Noto
 * Sans CJK collections) only as Type 3 glyph procedures, which print shops' preflight refuses; and
 * resvg reads neither WOFF2 nor every TTF (design/stack.md). The faces stay in Noto, whose true
 * minus (U+2212, "−1") NanumGothic lacks: pdfkit has no per-glyph fallback.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PressInputError } from './errors.ts';
import type { Lang } from './languages.ts';

export interface FontFace {
  /** The family name SVG and CSS use. */
  readonly family: string;
  readonly file: string;
  readonly bold: boolean;
  readonly italic: boolean;
}

const packageDir = (name: string): string =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

// NOBID_DEJAVU_DIR and NOBID_NOTO_KR_DIR point elsewhere (and let a test show what a missing font does).
const DEJAVU = process.env.NOBID_DEJAVU_DIR ?? join(packageDir('dejavu-fonts-ttf'), 'ttf');
const NOTO_KR = process.env.NOBID_NOTO_KR_DIR ?? packageDir('@expo-google-fonts/noto-sans-kr');
const NANUM = packageDir('@expo-google-fonts/nanum-gothic');

const LATIN: readonly FontFace[] = [
  { family: 'DejaVu Sans', file: `${DEJAVU}/DejaVuSans.ttf`, bold: false, italic: false },
  { family: 'DejaVu Sans', file: `${DEJAVU}/DejaVuSans-Bold.ttf`, bold: true, italic: false },
  { family: 'DejaVu Sans', file: `${DEJAVU}/DejaVuSans-Oblique.ttf`, bold: false, italic: true },
];

const KOREAN: readonly FontFace[] = [
  {
    family: 'Noto Sans KR',
    file: `${NOTO_KR}/400Regular/NotoSansKR_400Regular.ttf`,
    bold: false,
    italic: false,
  },
  { family: 'Noto Sans KR', file: `${NOTO_KR}/700Bold/NotoSansKR_700Bold.ttf`, bold: true, italic: false },
];

export interface FontSet {
  readonly family: string;
  readonly faces: readonly FontFace[];
  /** Korean has no italic face: flavour lines are set upright in a lighter colour instead. */
  readonly hasItalic: boolean;
}

/** The files, or a PressInputError naming those that are not there. */
function present<T extends { file: string }>(faces: readonly T[]): readonly T[] {
  const missing = faces.filter((f) => !existsSync(f.file)).map((f) => f.file);
  if (missing.length > 0) {
    throw new PressInputError(
      `font files missing: ${missing.join(', ')} (npm ci installs them: see packages/press/src/fonts.ts)`,
    );
  }
  return faces;
}

export function fontsFor(lang: Lang): FontSet {
  const faces = present(lang === 'ko' ? KOREAN : LATIN);
  return { family: faces[0]!.family, faces, hasItalic: faces.some((f) => f.italic) };
}

/** A face as a browser is given it, by an @font-face rule (booklet/print.ts). */
export interface WebFace {
  readonly family: string;
  readonly file: string;
  readonly weight: 400 | 700 | 800;
  readonly style: 'normal' | 'italic';
}

const dejavu = (family: string, stem: string, italic: string): WebFace[] => [
  { family, file: `${DEJAVU}/${stem}.ttf`, weight: 400, style: 'normal' },
  { family, file: `${DEJAVU}/${stem}-Bold.ttf`, weight: 700, style: 'normal' },
  { family, file: `${DEJAVU}/${stem}-${italic}.ttf`, weight: 400, style: 'italic' },
  { family, file: `${DEJAVU}/${stem}-Bold${italic}.ttf`, weight: 700, style: 'italic' },
];

/** Every face the printed booklets' CSS names (CSS_FONTS, the booklet and figure styles). */
export function bookletFaces(): readonly WebFace[] {
  return present([
    ...dejavu('DejaVu Sans', 'DejaVuSans', 'Oblique'),
    ...dejavu('DejaVu Serif', 'DejaVuSerif', 'Italic'),
    {
      family: 'NanumGothic',
      file: `${NANUM}/400Regular/NanumGothic_400Regular.ttf`,
      weight: 400,
      style: 'normal',
    },
    { family: 'NanumGothic', file: `${NANUM}/700Bold/NanumGothic_700Bold.ttf`, weight: 700, style: 'normal' },
    {
      family: 'NanumGothic',
      file: `${NANUM}/800ExtraBold/NanumGothic_800ExtraBold.ttf`,
      weight: 800,
      style: 'normal',
    },
    ...KOREAN.map(
      (f) => ({ family: f.family, file: f.file, weight: f.bold ? 700 : 400, style: 'normal' }) as const,
    ),
  ]);
}

/**
 * CSS font stacks for the HTML rulebook. Printed, the booklet brings these families with it
 * (bookletFaces); read in a browser, the reader's own fonts of those names serve.
 */
export const CSS_FONTS: Readonly<Record<Lang, { body: string; heading: string }>> = {
  en: { body: "'DejaVu Serif', serif", heading: "'DejaVu Sans', sans-serif" },
  de: { body: "'DejaVu Serif', serif", heading: "'DejaVu Sans', sans-serif" },
  // NanumGothic first, as the booklet has always been set; Noto Sans KR for what it lacks.
  ko: {
    body: "'NanumGothic', 'DejaVu Sans', 'Noto Sans KR', sans-serif",
    heading: "'NanumGothic', 'DejaVu Sans', 'Noto Sans KR', sans-serif",
  },
};
