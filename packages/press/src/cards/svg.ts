/**
 * Typed builders for SVG markup. Every text and attribute value goes through escapeXml, the
 * press's one escaping helper, so a card name can never break the markup.
 */
import { escapeXml } from '../escape.ts';

export type Attrs = Readonly<Record<string, string | number | undefined>>;

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(typeof v === 'number' ? fmt(v) : v!)}"`)
    .join('');

/** Numbers with at most two decimals, so output is stable and short. */
export const fmt = (n: number): string => String(Math.round(n * 100) / 100);

/** An element with child markup (already built by these helpers). */
export const el = (tag: string, a: Attrs, ...children: string[]): string =>
  children.length > 0 ? `<${tag}${attrs(a)}>${children.join('')}</${tag}>` : `<${tag}${attrs(a)}/>`;

/** A text element whose content is escaped. */
export const text = (a: Attrs, content: string): string => `<text${attrs(a)}>${escapeXml(content)}</text>`;

export const points = (pts: readonly (readonly [number, number])[]): string =>
  pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

/** A whole SVG document of w×h user units, printed at w/10 × h/10 millimetres. */
export const svgDocument = (w: number, h: number, ...children: string[]): string =>
  `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: `${fmt(w / 10)}mm`,
      height: `${fmt(h / 10)}mm`,
      viewBox: `0 0 ${w} ${h}`,
    },
    ...children,
  )}\n`;

/** The accessible name of a drawing. */
export const title = (content: string): string => `<title>${escapeXml(content)}</title>`;

/** A window onto a card's drawing, in its user units, and the size it prints at. */
export interface Frame {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The printed size, an SVG length ("69mm", "825px"). */
  readonly width: string;
  readonly height: string;
}

/**
 * The same drawing framed otherwise: a wider window shows the bleed the faces and backs draw past
 * their trim line (print presets), without drawing anything twice.
 */
export function reframe(svg: string, frame: Frame): string {
  return svg.replace(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="${fmt(frame.x)} ${fmt(frame.y)} ${fmt(frame.w)} ${fmt(frame.h)}"`,
  );
}
