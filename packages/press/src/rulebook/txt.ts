/**
 * Plain text, set the way each edition's web page reads when copied: blocks apart by blank lines,
 * list items and table rows on consecutive lines, table cells separated by tabs.
 */
import type { Lang } from '../languages.ts';
import type { Block, CardEntry, Rulebook } from './document.ts';
import { LAYOUT, type TextLayout } from './layout.ts';

/** `Name: text; flavour`, or `Name: text` for a card without a flavour line. */
export const inlineCardLine = (card: CardEntry): string =>
  `${card.name}: ${card.text}${card.flavour ? `; ${card.flavour}` : ''}`;

function blockText(block: Block, layout: TextLayout): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items
        .map((item, i) => (layout.listMarkers ? `${block.ordered ? `${i + 1}.` : '•'} ${item}` : item))
        .join('\n');
    case 'table':
      return [block.head, ...block.rows.map((r) => r.cells)].map((cells) => cells.join('\t')).join('\n');
    case 'cards':
      return layout.cardLines === 'inline'
        ? block.cards.map(inlineCardLine).join('\n')
        : block.cards
            .map((c) => [c.name, c.text, c.flavour].filter((s) => s !== undefined).join('\n\n'))
            .join('\n\n');
  }
}

export function renderTxt(book: Rulebook, lang: Lang): string {
  return `${book.blocks.map((b) => blockText(b, LAYOUT[lang])).join('\n\n')}\n`;
}
