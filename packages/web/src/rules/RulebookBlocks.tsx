/**
 * Lays out the press's rulebook blocks as HTML, the way press/src/rulebook/html.ts does (on the
 * rules page one heading level below the game's heading). Each top-level heading gets an anchor
 * (`<prefix>-<n>`, the same in every language since every language has the same sections).
 */
import type { ReactNode } from 'react';
import type { Block } from './press-rulebook.ts';

function BlockView({ block, id, top }: { block: Block; id: string | undefined; top: 2 | 3 }): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Top = top === 2 ? 'h2' : 'h3';
      const Sub = top === 2 ? 'h3' : 'h4';
      return block.level <= 2 ? <Top id={id}>{block.text}</Top> : <Sub>{block.text}</Sub>;
    }
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

/** The top-level headings with their anchors, for a section list. */
export function headingAnchors(blocks: readonly Block[], prefix: string): { id: string; text: string }[] {
  let n = 0;
  return blocks.flatMap((b) =>
    b.kind === 'heading' && b.level <= 2 ? [{ id: `${prefix}-${++n}`, text: b.text }] : [],
  );
}

/** `top`: the level of the rulebook's own headings (2 in the lab, 3 under a game's heading). */
export function RulebookBlocks({
  blocks,
  prefix,
  top = 3,
}: {
  blocks: readonly Block[];
  prefix?: string;
  top?: 2 | 3;
}): ReactNode {
  let n = 0;
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView
          // biome-ignore lint/suspicious/noArrayIndexKey: the rulebook is a fixed sequence of blocks.
          key={i}
          block={block}
          top={top}
          id={prefix && block.kind === 'heading' && block.level <= 2 ? `${prefix}-${++n}` : undefined}
        />
      ))}
    </>
  );
}
