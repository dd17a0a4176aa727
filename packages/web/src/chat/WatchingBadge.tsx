/** "Watching" for a spectator, and for everyone how many are watching the table. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export function WatchingBadge({
  spectators,
  watching,
}: {
  spectators: number;
  watching: boolean;
}): ReactNode {
  const t = useT();
  if (!watching && spectators === 0) return null;
  return (
    <p className="watching-row" role="status">
      {watching && <span className="watching-badge">{t('watching-badge')}</span>}
      <span className="spectator-count">{t('spectator-count', { count: spectators })}</span>
    </p>
  );
}
