/** Markdown: the same blocks as the plain text, with real headings, lists and tables. */
import type { Block, Rulebook } from './document.ts';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

function blockMd(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${block.text}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
    case 'table': {
      const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
      return [row(block.head), row(block.head.map(() => '---')), ...block.rows.map((r) => row(r.cells))].join(
        '\n',
      );
    }
    case 'cards':
      return block.cards
        .map((c) => `- **${c.name}:** ${c.text}${c.flavour ? `; *${c.flavour}*` : ''}`)
        .join('\n');
  }
}

export const renderMd = (book: Rulebook): string => `${book.blocks.map(blockMd).join('\n\n')}\n`;
