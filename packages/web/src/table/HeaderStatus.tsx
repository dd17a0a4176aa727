/**
 * The turn and the step in the app header, drawn into the header's slot (`#header-status`) by
 * whichever page shows a game: a table or a tutorial. Nothing when there is no slot or no status.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/i18n.ts';

export function HeaderStatus(props: { readonly status: { turn: number; step: string } | null }): ReactNode {
  const t = useT();
  const slot = typeof document === 'undefined' ? null : document.getElementById('header-status');
  if (!slot || !props.status) return null;
  return createPortal(
    <span>
      {t('turn-number', { turn: props.status.turn })} · {props.status.step}
    </span>,
    slot,
  );
}
