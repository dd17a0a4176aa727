/**
 * The middle of the table: the deck with its count, the discard pile (its top card opens the
 * whole pile), the Openings pile with its top card, and the stack: the card being played with
 * each response fanned on top of it and who played it. The reaction bar (`children`) sits in the
 * same row, beside the stack it answers: opening a window then moves nothing up or down.
 */

import { type ReactNode, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { CardButton } from './CardFace.tsx';
import { useCards } from './CardsProvider.tsx';
import { cardDefOf } from './cards.ts';
import { targetText } from './log.ts';
import type { WireView } from './wire-view.ts';

export function Centre({
  view,
  names,
  children,
}: {
  view: WireView;
  names: readonly string[];
  children?: ReactNode;
}): ReactNode {
  const t = useT();
  const cards = useCards();
  const dialog = useRef<HTMLDialogElement>(null);
  const top = view.discard[view.discard.length - 1];
  return (
    <section className="centre" aria-label={t('centre')}>
      <div className="piles">
        <div className="pile">
          <span className="pile-label">{t('deck')}</span>
          <span
            className="card card-small card-back-face"
            role="img"
            aria-label={t('deck-count', { count: view.deckSize })}
          >
            <span aria-hidden="true">{view.deckSize}</span>
          </span>
        </div>
        <div className="pile">
          <span className="pile-label">{t('discard-pile', { count: view.discard.length })}</span>
          {top === undefined ? (
            <span className="card card-small card-slot">{t('empty')}</span>
          ) : (
            <CardButton
              def={cardDefOf(cards, top)}
              cardId={top}
              size="small"
              note={t('open-discard')}
              onClick={() => dialog.current?.showModal()}
            />
          )}
        </div>
        <div className="pile">
          <span className="pile-label">{t('openings-pile', { count: view.openingsSize })}</span>
          {view.openingsTop === null ? (
            <span className="card card-small card-slot">{t('empty')}</span>
          ) : (
            <CardButton def={cardDefOf(cards, view.openingsTop)} cardId={view.openingsTop} size="small" />
          )}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the cards on the stack, not a form's fieldset. */}
      <div className="stack" aria-label={t('stack')} role="group">
        {view.stack.length === 0 ? (
          <span className="stack-empty">{t('stack-empty')}</span>
        ) : (
          view.stack.map((entry, i) => (
            <div className="stack-entry" key={entry.card} style={{ ['--i' as string]: i }}>
              <CardButton
                def={cardDefOf(cards, entry.card)}
                cardId={entry.card}
                size="small"
                note={[
                  t('played-by', { player: names[entry.seat] ?? '' }),
                  entry.target ? targetText(cards, entry.target, names, t) : '',
                ]
                  .join(' ')
                  .trim()}
              />
              <span className="stack-by" aria-hidden="true">
                {t('played-by', { player: names[entry.seat] ?? '' })}
                {entry.target && (
                  <span className="stack-target"> {targetText(cards, entry.target, names, t)}</span>
                )}
              </span>
            </div>
          ))
        )}
      </div>
      {children}
      <dialog
        ref={dialog}
        className="pile-dialog"
        aria-label={t('discard-pile', { count: view.discard.length })}
      >
        <h2>{t('discard-pile', { count: view.discard.length })}</h2>
        <div className="pile-cards">
          {[...view.discard].reverse().map((id) => (
            <CardButton key={id} def={cardDefOf(cards, id)} cardId={id} size="small" />
          ))}
        </div>
        <button type="button" className="btn" onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </dialog>
    </section>
  );
}
