/** A player's name as the table shows it: the viewer's own seat is marked "(you)" after it. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export function PlayerName({ name, you }: { readonly name: string; readonly you: boolean }): ReactNode {
  const t = useT();
  return (
    <>
      {name}
      {you && <span className="you"> {t('you')}</span>}
    </>
  );
}
