/**
 * A Book: its Positions as small cards (pair and arrow), its Leverage and Drawdown as chips
 * beside them, and the count badge `5 / 7`, whose target is the edition's. In targeting mode the
 * legal Positions light up and become the buttons that choose them.
 */

import { T_POSITION } from '@nobid/nobid/cards';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { CardButton } from './CardFace.tsx';
import { useCards } from './CardsProvider.tsx';
import { type CardId, cardDefOf, defName } from './cards.ts';

export function CountBadge({ count, big }: { count: number; big?: boolean }): ReactNode {
  const t = useT();
  const { target } = useCards().numbers;
  const near = count >= target - 1;
  return (
    <span
      className={`count-badge${big ? ' big' : ''}${near ? ' near' : ''}`}
      role="img"
      aria-label={t('count-badge-label', { count, target })}
    >
      {count} / {target}
    </span>
  );
}

export interface BookProps {
  readonly cards: readonly CardId[];
  /** Positions that may be chosen now; undefined when not targeting Positions. */
  readonly targets?: ReadonlySet<CardId>;
  readonly onPick?: (card: CardId) => void;
  readonly ownerName: string;
}

export function Book({ cards, targets, onPick, ownerName }: BookProps): ReactNode {
  const t = useT();
  const cardTable = useCards();
  const positions = cards.filter((id) => cardTable.typeOf[id] === T_POSITION);
  const chips = cards.filter((id) => cardTable.typeOf[id] !== T_POSITION);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of cards, not a form's fieldset.
    <div className="book" role="group" aria-label={t('book-of', { player: ownerName })}>
      {positions.length === 0 && chips.length === 0 && <span className="book-empty">{t('book-empty')}</span>}
      {positions.map((id) => {
        const targetable = targets?.has(id) ?? false;
        return (
          <CardButton
            key={id}
            cardId={id}
            def={cardDefOf(cardTable, id)}
            size="mini"
            lit={targetable}
            dimmed={targets !== undefined && !targetable}
            note={targetable ? t('choose-this-target') : undefined}
            onClick={targetable && onPick ? () => onPick(id) : undefined}
          />
        );
      })}
      {chips.map((id) => {
        const def = cardDefOf(cardTable, id);
        return (
          <span key={id} className={`chip type-${def.type}`} title={defName(def, t)}>
            {defName(def, t)}
          </span>
        );
      })}
    </div>
  );
}
