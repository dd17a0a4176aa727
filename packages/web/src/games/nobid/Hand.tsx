/**
 * The viewer's hand as large cards, numbered for the keyboard (1…9, 0). Playable cards are
 * raised; the others are dimmed and say why on hover and to screen readers.
 */
import { type ReactNode, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useScrollEdges } from '../../table/use-scroll-edges.ts';
import { CardButton } from './CardFace.tsx';
import { useCards } from './CardsProvider.tsx';
import { type CardId, cardDefOf } from './cards.ts';
import { type Playability, reasonText } from './playable.ts';

export interface HandProps {
  readonly hand: readonly CardId[];
  readonly playable: ReadonlyMap<CardId, Playability>;
  /** While discarding, every card is a choice and none is dimmed. */
  readonly discarding: boolean;
  readonly selected: CardId | null;
  readonly onCard: (card: CardId) => void;
}

export const keyForIndex = (i: number): string => (i === 9 ? '0' : String(i + 1));

export function Hand({ hand, playable, discarding, selected, onCard }: HandProps): ReactNode {
  const t = useT();
  const cards = useCards();
  // On a phone a long hand still scrolls sideways: the edge that hides cards fades (table.css).
  const row = useRef<HTMLDivElement>(null);
  useScrollEdges(row, 'x');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of card buttons, not a form's fieldset.
    <div
      ref={row}
      className="hand"
      role="group"
      aria-label={t('your-hand', { count: hand.length })}
      // The row overlaps its cards just enough to hold them all (table.css, .hand-slot).
      style={{ ['--n' as string]: hand.length }}
    >
      {hand.map((id, i) => {
        const p = playable.get(id);
        const ok = discarding || p?.ok === true;
        const note = discarding
          ? t('click-to-discard')
          : p && !p.ok
            ? reasonText(cards, p.reason, t)
            : t('click-to-play');
        return (
          <div className="hand-slot" key={id}>
            {i < 10 && (
              <span className="hand-key" aria-hidden="true">
                {keyForIndex(i)}
              </span>
            )}
            <CardButton
              def={cardDefOf(cards, id)}
              cardId={id}
              size="large"
              raised={ok}
              dimmed={!ok}
              pressed={selected === id}
              note={note}
              onClick={() => onCard(id)}
            />
          </div>
        );
      })}
      {hand.length === 0 && <span className="hand-empty">{t('hand-empty')}</span>}
    </div>
  );
}
