/**
 * A table that runs over a page break keeps at least MIN_ROWS (3) rows on each side, and its
 * header row is repeated on the next page: a page that starts with the last row or two of a
 * table reads as an orphan, and a column without its head cannot be read. This test prints a
 * 30-row table at several points down an A5 page, where the break falls at different rows, and
 * counts each page's rows. The same tables without the grouping (the control) must leave a short
 * side somewhere.
 */

import { readPdf } from '@nobid/tools/pdf';
import { missing } from '@nobid/tools/skip';
import { describe, expect, it } from 'vitest';
import { printHtmlToPdfs } from '../src/booklet/print.ts';
import type { Block } from '../src/rulebook/document.ts';
import { blockHtml, css, MIN_ROWS } from '../src/rulebook/html.ts';

const ROWS = 30;
const row = (i: number) => `R${String(i + 1).padStart(2, '0')}`;
const table: Block = {
  kind: 'table',
  head: ['Row', 'Text'],
  rows: Array.from({ length: ROWS }, (_, i) => ({ cells: [row(i), 'a line of the table'] })),
};

/** The table after `lead` paragraphs of filler, so that the page break falls at a different row. */
const page = (lead: number, grouped: boolean): string => {
  const filler = Array.from({ length: lead }, () => blockHtml({ kind: 'paragraph', text: 'Filler line.' }));
  let tableHtml = blockHtml(table);
  if (!grouped) tableHtml = tableHtml.replace(/<tbody class="keep">/g, '<tbody>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css('en')}</style></head><body>${filler.join('')}${tableHtml}</body></html>`;
};

/** Rows of the table on each page that holds any. */
async function rowsPerPage(pdf: Uint8Array): Promise<number[]> {
  const { text } = await readPdf(pdf);
  return text.map((t) => (t.match(/\bR\d\d\b/g) ?? []).length).filter((n) => n > 0);
}

/** Whether every page that holds rows of the table starts them under the header row. */
async function headedPages(pdf: Uint8Array): Promise<boolean[]> {
  const { text } = await readPdf(pdf);
  return text.filter((t) => /\bR\d\d\b/.test(t)).map((t) => /Row Text R\d\d/.test(t));
}

describe.skipIf(missing('chromium'))('a long table over a page break', () => {
  const leads = [14, 17, 20, 23, 26, 29, 32];

  it('leaves at least 3 rows on each side, wherever the break falls, under a repeated header row', async () => {
    const pdfs = await printHtmlToPdfs(leads.map((lead) => page(lead, true)));
    for (const [i, pdf] of pdfs.entries()) {
      const counts = await rowsPerPage(pdf);
      expect(
        counts.reduce((a, b) => a + b, 0),
        `lead ${leads[i]}`,
      ).toBe(ROWS);
      expect(counts.length, `lead ${leads[i]}: the table splits`).toBeGreaterThan(1);
      for (const n of counts)
        expect(n, `lead ${leads[i]}: ${counts.join(' + ')}`).toBeGreaterThanOrEqual(MIN_ROWS);
      expect(await headedPages(pdf), `lead ${leads[i]}`).not.toContain(false);
    }
  });

  it('(control) without the row groups, some break leaves fewer than 3 rows on a side', async () => {
    const pdfs = await printHtmlToPdfs(leads.map((lead) => page(lead, false)));
    const fewest = Math.min(...(await Promise.all(pdfs.map(rowsPerPage))).flat());
    expect(fewest).toBeLessThan(MIN_ROWS);
  });
});
