/**
 * `@nobid/press/faces`: the press's own card faces, in the browser. The faces are laid out by the
 * same code as the printed ones (`face.ts`, `back.ts`); only the measuring differs: the press
 * measures with its pinned font files through pdfkit (Node), the browser with a canvas in the
 * font the page will draw the SVG in. Nothing reachable from here imports Node.
 */
import type { Lang } from '@nobid/i18n';
import type { FontSet } from '../fonts.ts';
import type { Measurer } from './fit.ts';

export type { CardDef } from '../data.ts';
export { NOBID_DATA, type PressData, pressDataOf } from '../data.ts';
export { strictTexts, TEXT_FILES, type TextFile, type Texts, textBundle } from '../rulebook/strict-texts.ts';
export { type BackKind, cardBack } from './back.ts';
export { cardFace } from './face.ts';
export type { Measurer } from './fit.ts';
export { CARD_H, CARD_W } from './geometry.ts';
export { cardStamp } from './stamp.ts';

/**
 * The families the press prints in, then what a browser without them has: the SVG names the
 * whole list, and the canvas measures in the same list, so wrapping follows the font drawn.
 */
const BROWSER_FAMILY: Readonly<Record<Lang, string>> = {
  en: 'DejaVu Sans, Verdana, Arial, sans-serif',
  de: 'DejaVu Sans, Verdana, Arial, sans-serif',
  ko: 'Noto Sans CJK KR, Noto Sans KR, Apple SD Gothic Neo, Malgun Gothic, sans-serif',
};

interface TextContext {
  font: string;
  measureText(text: string): { width: number };
}

function canvasContext(): TextContext {
  const canvas =
    typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
  const context = canvas.getContext('2d') as TextContext | null;
  if (!context) throw new Error('this browser cannot measure text (no 2d canvas)');
  return context;
}

const cache = new Map<Lang, Measurer>();

/** A measurer for the browser: widths from a 2d canvas, in the faces' own font list. */
export function browserMeasurer(lang: Lang): Measurer {
  const cached = cache.get(lang);
  if (cached) return cached;
  const family = BROWSER_FAMILY[lang];
  const fonts: FontSet = { family, faces: [], hasItalic: lang !== 'ko' };
  const context = canvasContext();
  const measurer: Measurer = {
    fonts,
    width(text, size, style = {}) {
      context.font = `${style.italic ? 'italic ' : ''}${style.bold ? 'bold ' : ''}${size}px ${family}`;
      return context.measureText(text).width;
    },
  };
  cache.set(lang, measurer);
  return measurer;
}
