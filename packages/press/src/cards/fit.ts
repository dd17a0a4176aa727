/**
 * Wrapping and fitting text on a card by a measurer's widths. Pure: the press measures with its
 * pinned font files in Node (`measure.ts`), the browser with its canvas (`browser.ts`), and both
 * lay out a face with the same code.
 */
import type { FontSet } from '../fonts.ts';

export interface Measurer {
  readonly fonts: FontSet;
  width(text: string, size: number, style?: { bold?: boolean; italic?: boolean }): number;
  /**
   * A word's syllables where it may break at a line's end (German: Liang patterns, `hyphen`);
   * without it, or for a word of one syllable, a word is never broken.
   */
  syllables?(word: string): readonly string[];
}

export interface Wrapped {
  readonly lines: readonly string[];
  readonly size: number;
  /** False when even the smallest size overflows the box (a test names such a card). */
  readonly fits: boolean;
}

/**
 * Greedy wrapping at spaces (Korean too: its words are space-separated). A word that does not fit
 * the line's end is hyphenated where the measurer knows its syllables: as many as fit, with a
 * hyphen, stay on the line, keeping at least two letters on each side.
 */
export function wrap(m: Measurer, text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => m.width(s, size, { bold }) <= maxWidth;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line === '' || fits(candidate)) {
      line = candidate;
      continue;
    }
    const parts = m.syllables?.(word) ?? [word];
    let head = '';
    for (let k = parts.length - 1; k > 0 && head === ''; k--) {
      const first = parts.slice(0, k).join('');
      const rest = parts.slice(k).join('');
      // A word that has a hyphen of its own breaks after it, with no hyphen added.
      const shown = first.endsWith('-') ? first : `${first}-`;
      if (first.length >= 2 && rest.length >= 2 && fits(`${line} ${shown}`)) head = shown;
      if (head !== '') {
        lines.push(`${line} ${head}`);
        line = rest;
      }
    }
    if (head === '') {
      lines.push(line);
      line = word;
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
