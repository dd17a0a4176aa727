/**
 * The lobby's games to watch: running public games with their players, game, edition and turn,
 * the most recently active first (refreshed every few seconds), only those with a player at the
 * table and a move in the last 10 minutes. One click opens the table as a spectator, who sees the
 * public view only.
 */
import type { WatchEntry, WatchResponse } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { type Translate, useT } from '../i18n/i18n.ts';
import { editionName } from '../lobby/edition-label.ts';
import { navigate, tablePath } from '../router.ts';
import './watch.css';

const REFRESH_MS = 5000;

async function fetchWatchList(): Promise<readonly WatchEntry[]> {
  const res = await fetch('/api/watch');
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return ((await res.json()) as WatchResponse).games;
}

function players(entry: WatchEntry, t: Translate): string {
  return entry.players
    .map((p) => (p.kind === 'bot' ? t('seat-bot', { level: t(`level-${p.level}`) }) : p.name))
    .join(', ');
}

export function WatchList(): ReactNode {
  const t = useT();
  const [games, setGames] = useState<readonly WatchEntry[] | null>(null);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      fetchWatchList().then(
        (g) => alive && setGames(g),
        () => undefined,
      );
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <section className="watch-list panel" aria-labelledby="watch-title">
      <h2 id="watch-title">{t('watch-title')}</h2>
      {/* The server's rule (`watch/idle-tables.ts`): a table nobody plays at leaves the list. */}
      <p className="watch-hint">{t('watch-hint')}</p>
      {games === null ? (
        <p>{t('loading')}</p>
      ) : games.length === 0 ? (
        <p>{t('watch-none')}</p>
      ) : (
        <ul className="table-list">
          {games.map((g) => (
            <li key={g.id}>
              <span className="table-host">{players(g, t)}</span>
              <span className="table-meta">
                {t(`game-${g.game}`)}
                {g.edition && (
                  <>
                    {' · '}
                    {g.edition.source === 'uploaded'
                      ? t('watch-variant', { edition: editionName(g.edition) })
                      : editionName(g.edition)}
                  </>
                )}
                {' · '}
                {t('turn-number', { turn: g.turn })}
                {g.spectators > 0 && <> · {t('spectator-count', { count: g.spectators })}</>}
              </span>
              <a
                className="btn"
                href={tablePath(g.id)}
                aria-label={t('watch-button-label', { players: players(g, t) })}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(tablePath(g.id));
                }}
              >
                {t('watch-button')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
