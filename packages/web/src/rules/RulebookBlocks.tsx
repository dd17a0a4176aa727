/** Lays out the press's rulebook blocks as HTML, the way press/src/rulebook/html.ts does. */
import type { ReactNode } from 'react';
import type { Block } from './press-rulebook.ts';

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.kind) {
    case 'heading':
      return block.level <= 2 ? <h2>{block.text}</h2> : <h3>{block.text}</h3>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <table className="rules-table">
          <thead>
            <tr>
              {block.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.cells.join('|')} className={row.type ? `row-${row.type}` : undefined}>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional.
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'cards':
      return (
        <ul className="rules-cards">
          {block.cards.map((card) => (
            <li key={card.kind} className={`row-${card.type}`}>
              <strong>{card.name}</strong> <span>{card.text}</span>
              {card.flavour && <em> {card.flavour}</em>}
            </li>
          ))}
        </ul>
      );
  }
}

export function RulebookBlocks({ blocks }: { blocks: readonly Block[] }): ReactNode {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rulebook is a fixed sequence of blocks.
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
