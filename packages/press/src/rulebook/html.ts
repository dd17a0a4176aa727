/**
 * HTML: a standalone page (the rulebook page of the app, and the source of the A5 booklet, which
 * Chromium prints using the @page rule below). Card types carry their colour (design/ui.md).
 */
import { TYPE_COLOURS } from '../colours.ts';
import type { CardType } from '../data.ts';
import { escapeXml as esc } from '../escape.ts';
import { CSS_FONTS } from '../fonts.ts';
import { type Lang, LOCALE_OF } from '../languages.ts';
import type { Block, Rulebook } from './document.ts';

/** The fewest rows of a table that a page break may leave on either side. */
export const MIN_ROWS = 3;
/**
 * A table of fewer rows than this is never split (a split would leave fewer than MIN_ROWS on a
 * side); a longer one may break over a page, its header row repeated on the next.
 */
export const SHORT_TABLE = 2 * MIN_ROWS;

const typeClass = (type: CardType | undefined): string => (type ? ` class="type-${type}"` : '');

export function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading': {
      const anchor = block.anchor ? ` id="${esc(block.anchor)}" class="keep"` : '';
      return `<h${block.level}${anchor}>${esc(block.text)}</h${block.level}>`;
    }
    case 'paragraph':
      return `<p>${esc(block.text)}</p>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${esc(item)}</li>`).join('')}</${tag}>`;
    }
    case 'table': {
      const head = block.head.map((h) => `<th>${esc(h)}</th>`).join('');
      const rows = block.rows.map(
        (r) => `<tr${typeClass(r.type)}>${r.cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`,
      );
      const body = (rs: string[], keep = false) =>
        `<tbody${keep ? ' class="keep"' : ''}>\n${rs.join('\n')}\n</tbody>`;
      if (rows.length < SHORT_TABLE)
        return `<table class="short">\n<thead><tr>${head}</tr></thead>\n${body(rows)}\n</table>`;
      // A long table may break across pages, but its first and last rows are held together in
      // groups, so neither side of a break keeps fewer than MIN_ROWS rows.
      const first = rows.slice(0, MIN_ROWS);
      const last = rows.slice(-MIN_ROWS);
      const middle = rows.slice(MIN_ROWS, -MIN_ROWS);
      return `<table>\n<thead><tr>${head}</tr></thead>\n${body(first, true)}\n${middle.length ? `${body(middle)}\n` : ''}${body(last, true)}\n</table>`;
    }
    case 'cards':
      return `<ul class="cards">\n${block.cards
        .map(
          (c) =>
            `<li${typeClass(c.type)}><strong>${esc(c.name)}</strong> <span class="text">${esc(c.text)}</span>` +
            `${c.flavour ? ` <em>${esc(c.flavour)}</em>` : ''}</li>`,
        )
        .join('\n')}\n</ul>`;
  }
}

export function css(lang: Lang): string {
  const fonts = CSS_FONTS[lang];
  const typeRules = Object.entries(TYPE_COLOURS)
    .map(
      ([type, c]) =>
        `tr.type-${type} td:first-child, .cards li.type-${type} { border-left: 4pt solid ${c.band === '#111111' ? c.ink : c.band}; }\n` +
        `tr.type-${type} td:first-child { background: ${c.tint}; }`,
    )
    .join('\n');
  // Type sizes are in rem: a booklet set at another body size (to fill its pages) scales all of
  // its text, headings and tables too, not the running text alone.
  return `@page { size: A5; margin: 14mm 12mm 16mm 12mm; }
html { font-family: ${fonts.body}; font-size: 9.5pt; line-height: 1.45; color: #1c1c1c; }
body { margin: 0 auto; max-width: 44em; }
@media screen { body { padding: 2em; } }
h1, h2, h3, th { font-family: ${fonts.heading}; }
h1 { font-size: 2.1rem; margin: 0 0 0.3em; }
h2 { font-size: 1.37rem; margin: 1.3em 0 0.4em; border-bottom: 1pt solid #c9c3b3; padding-bottom: 0.1em; }
h3 { font-size: 1.1rem; margin: 1em 0 0.3em; }
/* A heading stays with the start of what follows, and so does the paragraph that leads into a
   table, a list or a figure ("Six types.", "With 2 players:"): neither ends a page alone. */
h1, h2, h3 { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
p:has(+ table, + ul, + ol, + figure) { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
/* A short section that reads as one (the colophon): no page break inside it. */
h2.keep ~ * { break-before: avoid; page-break-before: avoid; break-inside: avoid; }
p { margin: 0 0 0.6em; }
ul, ol { margin: 0 0 0.6em; padding-left: 1.4em; }
/* Room for a two-digit marker ("10."): the printed page clips what hangs into its margin. */
ol { padding-left: 2.6em; }
li { margin: 0.15em 0; }
table { border-collapse: collapse; width: 100%; margin: 0.4em 0 0.8em; font-size: 0.9rem; break-inside: auto; }
/* A table of under 6 rows stays on one page: a split would leave fewer than 3 rows on one side. */
table.short { break-inside: avoid; page-break-inside: avoid; }
/* A longer one may split: its header row is repeated on the next page, no row is cut, and its
   first and last 3 rows are held together (blockHtml groups them). */
thead { display: table-header-group; }
tbody.keep { break-inside: avoid; page-break-inside: avoid; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { text-align: left; vertical-align: top; padding: 0.25em 0.45em; border-bottom: 0.5pt solid #d8d3c6; }
th { border-bottom: 1pt solid #1c1c1c; }
ul.cards { list-style: none; padding: 0; }
ul.cards li { padding: 0.2em 0 0.2em 0.6em; margin: 0.35em 0; break-inside: avoid; }
ul.cards em { display: block; color: #555; }
${typeRules}
:lang(ko) { word-break: keep-all; overflow-wrap: normal; line-break: strict; }
:lang(ko) em { font-style: normal; }`;
}

export function renderHtml(book: Rulebook, lang: Lang): string {
  return `<!doctype html>
<html lang="${LOCALE_OF[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>No Bid · ${esc(book.title)}</title>
<style>
${css(lang)}
</style>
</head>
<body>
${book.blocks.map(blockHtml).join('\n')}
</body>
</html>
`;
}
