/**
 * What a designer checks on a booklet's pages, read from the printed PDF (text runs and their
 * boxes, as `pdftotext -bbox-layout` gives them): how full each page is, whether a heading is
 * left alone at a page's foot or on a page of its own, stacked headings, blank pages, and
 * whether the paragraph that leads into a table or a list is on the page where it starts.
 * The headings and the lead-ins come from the booklet's HTML, so the checks hold for any edition.
 */
import { pdfTextBoxes, type TextBox } from '@nobid/tools/pdf';

const PT_PER_MM = 72 / 25.4;
/** The @page margins (rulebook/html.ts): the text area between them; the page number below. */
const TOP_MM = 14;
const BOTTOM_MM = 16;

/** Text as compared: no ligatures, spaces, soft hyphens, hyphens, dashes or control characters. */
export const squash = (s: string): string =>
  [...s.normalize('NFKC')]
    .filter((ch) => !/[\s\u00ad\u2010\-–—]/.test(ch) && (ch.codePointAt(0) ?? 0) >= 0x20)
    .join('');

const textOf = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The texts of the page's h1–h3 headings. */
export const headingsOf = (html: string): string[] =>
  [...html.matchAll(/<h[123][^>]*>([\s\S]*?)<\/h[123]>/g)].map((m) => textOf(m[1]!));

/** Each paragraph that leads straight into a table or a list, with the start of what follows. */
export function leadInsOf(html: string): { lead: string; next: string }[] {
  const out: { lead: string; next: string }[] = [];
  for (const m of html.matchAll(/<p>([^<]*)<\/p>\s*<(table|ul|ol)\b/g)) {
    const after = html.slice(m.index + m[0].length);
    const first = /<(td|li)[^>]*>([\s\S]*?)<\/\1>/.exec(after);
    if (first) out.push({ lead: textOf(m[1]!), next: textOf(first[2]!) });
  }
  return out;
}

/**
 * The body size the page is set at (its last `html { font-size }`): headings are set larger
 * (1.1rem and up, rulebook/html.ts), a card face's words in a figure far smaller.
 */
const bodySize = (html: string): number =>
  Number([...html.matchAll(/html \{[^}]*font-size: ([\d.]+)pt/g)].at(-1)?.[1] ?? 9.5);

export interface Line {
  readonly text: string;
  /** The largest size of its runs, in points. */
  readonly size: number;
}

export interface PageLines {
  /** The body's lines top down (the page number left out), each its runs joined. */
  readonly lines: Line[];
  /** How far down the text area the lowest line reaches, 0…1. */
  readonly fill: number;
}

/** Groups a page's runs into lines (runs whose tops are within 2 pt), top down. */
function linesOf(boxes: readonly TextBox[]): (Line & { bottom: number })[] {
  const sorted = [...boxes].sort((a, b) => a.top - b.top || a.x - b.x);
  const lines: { top: number; runs: TextBox[] }[] = [];
  for (const b of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(b.top - line.top) <= 2) line.runs.push(b);
    else lines.push({ top: b.top, runs: [b] });
  }
  return lines.map((l) => ({
    text: l.runs
      .sort((a, b) => a.x - b.x)
      .map((r) => r.text)
      .join(' '),
    bottom: Math.max(...l.runs.map((r) => r.bottom)),
    size: Math.max(...l.runs.map((r) => r.size)),
  }));
}

export async function pagesOf(pdf: Uint8Array): Promise<PageLines[]> {
  return (await pdfTextBoxes(pdf)).map(({ height, boxes }) => {
    const top = TOP_MM * PT_PER_MM;
    const foot = height - BOTTOM_MM * PT_PER_MM;
    const body = linesOf(boxes.filter((b) => b.top < foot));
    const lowest = Math.max(top, ...body.map((l) => l.bottom));
    return { lines: body.map(({ text, size }) => ({ text, size })), fill: (lowest - top) / (foot - top) };
  });
}

/** A page's runs in the order they were drawn (reading order for Chromium), squashed. */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  return (await pdfTextBoxes(pdf)).map(({ boxes }) => squash(boxes.map((b) => b.text).join('')));
}

/** The headings that start a part of the booklet on a fresh page (class "part"). */
export const partHeadingsOf = (html: string): string[] =>
  [...html.matchAll(/<h[123][^>]*class="[^"]*\bpart\b[^"]*"[^>]*>([\s\S]*?)<\/h[123]>/g)].map((m) =>
    textOf(m[1]!),
  );

/**
 * Everything a page-by-page look finds wrong, one line each. Only the last page of a part (the
 * cover, the page before one that opens with a part heading, the last page; `ends` adds more)
 * may be less than `minFill` full.
 */
export async function layoutFaults(
  pdf: Uint8Array,
  html: string,
  ends: (pages: number) => readonly number[] = () => [],
  minFill = 0.6,
): Promise<string[]> {
  const faults: string[] = [];
  const pages = await pagesOf(pdf);
  const headings = new Set(headingsOf(html).map(squash));
  const headingSize = bodySize(html) * 1.05;
  const isHeading = (line: Line) => line.size >= headingSize && headings.has(squash(line.text));
  const say = (lines: readonly Line[]) => lines.map((l) => `"${l.text}"`).join(' / ');
  const parts = new Set(partHeadingsOf(html).map(squash));
  const partEnds = pages.flatMap(({ lines }, i) => (lines[0] && parts.has(squash(lines[0].text)) ? [i] : []));
  const last = new Set([1, ...partEnds, ...ends(pages.length), pages.length]);
  for (const [i, { lines, fill }] of pages.entries()) {
    const n = i + 1;
    if (lines.length === 0) {
      faults.push(`page ${n}: blank`);
      continue;
    }
    if (lines.every(isHeading)) faults.push(`page ${n}: only a heading (${say(lines)})`);
    else if (isHeading(lines.at(-1)!))
      faults.push(`page ${n}: ends with the heading ${say(lines.slice(-1))}`);
    for (let k = 1; k < lines.length; k++)
      if (isHeading(lines[k - 1]!) && isHeading(lines[k]!))
        faults.push(`page ${n}: stacked headings ${say(lines.slice(k - 1, k + 1))}`);
    if (!last.has(n) && fill < minFill) faults.push(`page ${n}: ${Math.round(fill * 100)} % full`);
  }
  // A lead-in ends on the page where its table or list starts.
  const texts = await pageTexts(pdf);
  for (const { lead, next } of leadInsOf(html)) {
    // The lead-in whole on one page, and after it the start of what it leads into.
    const whole = squash(lead);
    const head = squash(next).slice(0, 12);
    const page = texts.findIndex((t) => t.includes(whole));
    if (page < 0) faults.push(`"${lead}": not whole on one page`);
    else if (!texts[page]!.slice(texts[page]!.indexOf(whole)).includes(head))
      faults.push(`page ${page + 1}: "${lead}" without the first row of what it leads into ("${next}")`);
  }
  return faults;
}
