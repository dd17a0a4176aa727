/** `/players/:name`: a player's ratings (with their history), wins by player count and games. */
import type { PlayerProfile } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';
import { AccountFailure, accountApi } from './account-api.ts';
import { RatingChart } from './RatingChart.tsx';
import './account.css';

/** Where the replay viewer shows a table (the replays feature's route). */
const replayPath = (tableId: string) => `/replay/${encodeURIComponent(tableId)}`;

export function ProfilePage({ name }: { readonly name: string }): ReactNode {
  const t = useT();
  const [profile, setProfile] = useState<PlayerProfile | null | 'missing'>(null);
  useEffect(() => {
    let live = true;
    accountApi.profile(name).then(
      (p) => live && setProfile(p),
      (err) =>
        live && setProfile(err instanceof AccountFailure && err.code === 'not-found' ? 'missing' : null),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (profile === null) return <main className="page-message">…</main>;
  if (profile === 'missing')
    return (
      <main className="page-message">
        <p>{t('prof-not-found')}</p>
      </main>
    );
  return (
    <main className="account-page profile-page">
      <h1>{t('prof-title', { name: profile.name })}</h1>
      <section className="panel" aria-labelledby="prof-rating">
        <h2 id="prof-rating">{t('prof-rating')}</h2>
        {profile.ratings.length === 0 && <p>{t('prof-no-rating')}</p>}
        {profile.ratings.map((r) => (
          <RatingLine key={r.game} rating={r} history={profile.history[r.game] ?? []} />
        ))}
      </section>
      <section className="panel" aria-labelledby="prof-wins">
        <h2 id="prof-wins">{t('prof-wins-title')}</h2>
        <p>{t('prof-games-played', { count: profile.gamesPlayed })}</p>
        {Object.entries(profile.winsByPlayers).map(([game, bySeats]) => (
          <table key={game} className="profile-wins">
            <caption>{t(`game-${game}`)}</caption>
            <tbody>
              {Object.entries(bySeats).map(([seats, cell]) => (
                <tr key={seats}>
                  <th scope="row">{t('prof-players', { count: Number(seats) })}</th>
                  <td>{t('prof-wins-cell', { won: cell.won, played: cell.played })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
      <section className="panel" aria-labelledby="prof-games">
        <h2 id="prof-games">{t('prof-games-title')}</h2>
        {profile.games.length === 0 && <p>{t('prof-no-games')}</p>}
        <ul className="profile-games">
          {profile.games.map((g) => (
            <li key={g.tableId}>
              <span>{t(`game-${g.game}`)}</span> · <span>{t('prof-players', { count: g.seats })}</span> ·{' '}
              <span>{t(`prof-status-${g.status}`)}</span>
              {g.won && <span className="tag">{t('prof-game-won')}</span>}
              {g.rated && <span className="tag">{t('prof-game-rated')}</span>}{' '}
              <time dateTime={new Date(g.createdAt).toISOString()}>
                {new Date(g.createdAt).toLocaleDateString()}
              </time>
              {g.status === 'over' && (
                <>
                  {' '}
                  <a
                    href={replayPath(g.tableId)}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(replayPath(g.tableId));
                    }}
                  >
                    {t('prof-game-open')}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

type Rating = PlayerProfile['ratings'][number];

/** One game's rating: the figure, the games behind it, the model's figures in words on hover. */
export function RatingLine({
  rating: r,
  history,
}: {
  readonly rating: Rating;
  readonly history: PlayerProfile['history'][string];
}): ReactNode {
  const t = useT();
  return (
    <div className="profile-rating" data-testid={`rating-${r.game}`}>
      <h3>{t(`game-${r.game}`)}</h3>
      <p>
        <strong className="profile-ordinal" data-testid={`ordinal-${r.game}`}>
          {r.ordinal.toFixed(2)}
        </strong>{' '}
        {/* The model's figures (skill and its doubt) for the curious, on hover, in words: no μ or σ. */}
        <span
          className="profile-sub"
          title={t('prof-rating-hint', { skill: r.mu.toFixed(1), doubt: r.sigma.toFixed(1) })}
        >
          {t('prof-games-rated', { count: r.games })}
        </span>
      </p>
      <RatingChart points={history} label={t('prof-chart-label')} />
    </div>
  );
}
