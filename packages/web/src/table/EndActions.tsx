/** The buttons under every game's final results: Rematch (for a seated player) and Back to lobby. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export function EndActions(props: {
  readonly className: string;
  readonly canRematch: boolean;
  onRematch(): void;
  onLobby(): void;
}): ReactNode {
  const t = useT();
  return (
    <div className={props.className}>
      {props.canRematch && (
        <button type="button" className="btn btn-primary" onClick={props.onRematch}>
          {t('btn-rematch')}
        </button>
      )}
      <button type="button" className="btn" onClick={props.onLobby}>
        {t('btn-lobby')}
      </button>
    </div>
  );
}
