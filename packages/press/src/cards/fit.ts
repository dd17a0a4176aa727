/**
 * Wrapping and fitting text on a card by a measurer's widths. Pure: the press measures with its
 * pinned font files in Node (`measure.ts`), the browser with its canvas (`browser.ts`), and both
 * lay out a face with the same code.
 */
import type { FontSet } from '../fonts.ts';

export interface Measurer {
  readonly fonts: FontSet;
  width(text: string, size: number, style?: { bold?: boolean; italic?: boolean }): number;
}

export interface Wrapped {
  readonly lines: readonly string[];
  readonly size: number;
  /** False when even the smallest size overflows the box (a test names such a card). */
  readonly fits: boolean;
}

/** Greedy wrapping at spaces; a word is never broken (Korean too: its words are space-separated). */
export function wrap(m: Measurer, text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && m.width(candidate, size, { bold }) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The largest size (down to `min`) at which the text fits the box, wrapped; at `min` it may not fit. */
export function fit(
  m: Measurer,
  text: string,
  box: { width: number; height: number; size: number; min: number; leading: number; bold?: boolean },
): Wrapped {
  for (let size = box.size; ; size -= 1) {
    const lines = wrap(m, text, size, box.width, box.bold);
    const widest = Math.max(...lines.map((l) => m.width(l, size, { bold: box.bold })));
    const fits = lines.length * size * box.leading <= box.height && widest <= box.width;
    if (fits || size <= box.min) return { lines, size, fits };
  }
}
