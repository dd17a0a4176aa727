/**
 * Compares a generated plain-text rulebook with a publisher's seed text, line by line, after
 * whitespace normalisation (runs of whitespace, including the tabs between table cells, collapse
 * to one space; lines are trimmed; blank lines do not count) and the typography pipeline's quotes
 * (typography.ts: ’ ‘ ‚ count as ', “ ” „ as ").
 */
export const normaliseLine = (line: string): string =>
  line.replace(/\s+/g, ' ').replace(/[’‘‚]/g, "'").replace(/[“”„]/g, '"').trim();

export const normalisedLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map(normaliseLine)
    .filter((l) => l !== '');

export interface Fidelity {
  /** Non-blank seed lines. */
  readonly total: number;
  /** Seed lines that appear verbatim in the output. */
  readonly found: number;
  /** Seed lines that do not appear, with their 1-based line number in the seed. */
  readonly missing: readonly { readonly line: number; readonly text: string }[];
  /** Seed lines present but not in the seed's order (checked as a subsequence). */
  readonly outOfOrder: readonly string[];
}

export function compareWithSeed(output: string, seed: string): Fidelity {
  const produced = normalisedLines(output);
  const have = new Set(produced);
  const missing: { line: number; text: string }[] = [];
  const outOfOrder: string[] = [];
  let total = 0;
  let cursor = 0;
  seed.split(/\r?\n/).forEach((raw, i) => {
    const text = normaliseLine(raw);
    if (text === '') return;
    total++;
    if (!have.has(text)) {
      missing.push({ line: i + 1, text });
      return;
    }
    const at = produced.indexOf(text, cursor);
    if (at < 0) outOfOrder.push(text);
    else cursor = at + 1;
  });
  return { total, found: total - missing.length, missing, outOfOrder };
}
