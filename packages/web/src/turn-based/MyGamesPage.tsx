/**
 * `/my-games`: the signed-in player's turn-based tables that wait for a move, most urgent first
 * (the server orders them), each with the time left and a link to the table; above them, the
 * invitations of friends (accept: sit down at the seat kept for you; decline: free it).
 */
import type { MyGame } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useAccount } from '../account/use-account.ts';
import { InviteList } from '../friends/InviteList.tsx';
import { useLocale, useT } from '../i18n/i18n.ts';
import { ApiFailure, api } from '../net/api.ts';
import { navigate, tablePath } from '../router.ts';
import { durationText } from './clock-text.ts';
import './turn-based.css';

export function MyGamesPage(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const user = useAccount();
  const [games, setGames] = useState<readonly MyGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    api.myGames().then(
      (res) => live && setGames(res.games),
      (err: unknown) => live && setError(err instanceof ApiFailure ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [user]);
  const now = Date.now();
  const due = (g: MyGame) =>
    g.deadline === null
      ? t('tb-no-deadline')
      : g.deadline <= now
        ? t('tb-run-out')
        : t('tb-due', { when: durationText(g.deadline - now, locale) });
  return (
    <main className="my-games-page" aria-labelledby="my-games-title">
      <h1 id="my-games-title">{t('tb-my-games-title')}</h1>
      {!user && <p>{t('tb-my-games-sign-in')}</p>}
      {user && <InviteList accountName={user.name} />}
      {error && <p role="alert">{error}</p>}
      {user && games?.length === 0 && <p>{t('tb-my-games-none')}</p>}
      {games && games.length > 0 && (
        <ul className="my-games-list">
          {games.map((g) => (
            <li key={`${g.tableId}:${g.seat}`} className="panel my-game">
              <span className="my-game-name">{t(`game-${g.game}`)}</span>
              {g.speed && <span className="my-game-speed">{t(`tb-speed-${g.speed}`)}</span>}
              <span className="my-game-due">{due(g)}</span>
              <a
                className="btn btn-primary"
                href={tablePath(g.tableId)}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(tablePath(g.tableId));
                }}
              >
                {t('tb-open')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
