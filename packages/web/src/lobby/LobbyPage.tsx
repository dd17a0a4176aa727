/** The lobby: create a table, or join one of the open public tables (refreshed every few seconds). */

import type { GameInfo, TableInfo } from '@nobid/protocol';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { api } from '../net/api.ts';
import { CreateTableForm } from './CreateTableForm.tsx';
import { GameIntros } from './GameIntros.tsx';
import { OpenTables } from './OpenTables.tsx';

/** Below the create form and the open tables, and filled from the network: after the first paint. */
const WatchList = lazy(() => import('../watch/WatchList.tsx').then((m) => ({ default: m.WatchList })));

export function LobbyPage(): ReactNode {
  const t = useT();
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [tables, setTables] = useState<readonly TableInfo[] | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    api.games().then(
      (r) => setGames(r.games),
      () => setOffline(true),
    );
    let alive = true;
    const refresh = () =>
      api.listTables().then(
        (r) => {
          if (!alive) return;
          setTables(r.tables);
          setOffline(false);
        },
        () => alive && setOffline(true),
      );
    refresh();
    const timer = setInterval(refresh, 4000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <main className="lobby">
      <h1 className="lobby-title">{t('site-name')}</h1>
      <GameIntros />
      {offline && (
        <p className="problem" role="alert">
          {t('server-unreachable')}
        </p>
      )}
      <div className="lobby-columns">
        <CreateTableForm games={games} />
        <section className="open-tables panel" aria-labelledby="open-title">
          <h2 id="open-title">{t('open-tables')}</h2>
          {tables === null ? (
            <p>{t('loading')}</p>
          ) : tables.length === 0 ? (
            <p>{t('no-open-tables')}</p>
          ) : (
            <OpenTables tables={tables} games={games} />
          )}
        </section>
      </div>
      <Suspense fallback={null}>
        <WatchList />
      </Suspense>
    </main>
  );
}
