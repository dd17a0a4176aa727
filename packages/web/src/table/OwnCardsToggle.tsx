/**
 * "Answer my own cards": a reaction window opens on every card, yours too, but by default the
 * server passes yours for you as it opens (standing orders: docs/design-notes.md) and you are not
 * asked. Switched on, your orders answer it like any other. The setting is part of the seat's
 * standing orders, kept by the server (`answerOwnCards` on the socket); the view says what it is.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export interface OwnCardsToggleProps {
  /** The seat's setting as the latest view says. */
  readonly on: boolean;
  readonly onChange: (on: boolean) => void;
}

export function OwnCardsToggle(props: OwnCardsToggleProps): ReactNode {
  const t = useT();
  return (
    <label className="own-cards-toggle" title={t('own-cards-hint')}>
      <input type="checkbox" checked={props.on} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      {t('own-cards-answer')}
    </label>
  );
}
