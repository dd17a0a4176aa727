/**
 * The card a log line names, shown while the line is hovered: the whole card, read through the
 * table's own card table. A chunk of its own (index.ts), so that the game registry, which every
 * table loads, does not bring No Bid's card faces to a Startups table.
 */
import type { TableInfo } from '@nobid/protocol';
import type { ReactNode } from 'react';
import { CardStatic } from './CardFace.tsx';
import { CardsProvider } from './CardsProvider.tsx';
import { tableCards } from './table-cards.ts';

export function CardPreview({ card, table }: { card: number; table: TableInfo }): ReactNode {
  const at = tableCards(table.settings);
  const def = at.ok ? at.cards.def[card] : undefined;
  if (!at.ok || !def) return null;
  return (
    <CardsProvider cards={at.cards}>
      <CardStatic def={def} />
    </CardsProvider>
  );
}
