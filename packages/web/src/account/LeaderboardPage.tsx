/** `/leaderboard/:game`: the players' ratings in one game, the bots' ladder beside it. */
import type { Leaderboard } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';
import { accountApi, profilePath } from './account-api.ts';
import { BotLadder } from './BotLadder.tsx';
import './account.css';

const GAMES = ['nobid', 'startups'] as const;

export function LeaderboardPage({ game }: { readonly game: string }): ReactNode {
  const [board, setBoard] = useState<Leaderboard | null>(null);
  useEffect(() => {
    let live = true;
    setBoard(null);
    accountApi.leaderboard(game).then(
      (b) => live && setBoard(b),
      () => live && setBoard({ game, entries: [] }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return <LeaderboardView game={game} board={board} />;
}

/** The page as shown, once the board is loaded (null while it loads): what players read. */
export function LeaderboardView({
  game,
  board,
}: {
  readonly game: string;
  readonly board: Leaderboard | null;
}): ReactNode {
  const t = useT();
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  return (
    <main className="account-page leaderboard-page">
      <h1>{t('board-title')}</h1>
      <div className="account-tabs">
        {GAMES.map((g) => (
          <a
            key={g}
            href={`/leaderboard/${g}`}
            onClick={go(`/leaderboard/${g}`)}
            className={`btn btn-small${g === game ? ' btn-primary' : ''}`}
            aria-current={g === game ? 'page' : undefined}
          >
            {t(`game-${g}`)}
          </a>
        ))}
      </div>
      <div className="leaderboard-columns">
        <section className="panel" aria-labelledby="board-caption">
          <h2 id="board-caption">{t(`game-${game}`)}</h2>
          {board === null ? (
            <p>…</p>
          ) : board.entries.length === 0 ? (
            <p>{t('board-empty')}</p>
          ) : (
            <table className="leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('board-rank')}</th>
                  <th scope="col">{t('board-player')}</th>
                  <th scope="col">{t('board-rating')}</th>
                  <th scope="col">{t('board-games')}</th>
                </tr>
              </thead>
              <tbody>
                {board.entries.map((e) => (
                  <tr key={e.name}>
                    <td>{e.rank}</td>
                    <td>
                      <a href={profilePath(e.name)} onClick={go(profilePath(e.name))}>
                        {e.name}
                      </a>
                    </td>
                    <td>{e.ordinal.toFixed(2)}</td>
                    <td>{e.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="profile-sub">{t('board-note')}</p>
        </section>
        <BotLadder game={game} />
      </div>
    </main>
  );
}
