/** The lobby's two games side by side: each one's name, what it is about, its rules and its tutorial. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate, tutorialPath } from '../router.ts';

const GAMES = ['nobid', 'startups'] as const;

export function GameIntros(): ReactNode {
  const t = useT();
  return (
    <section className="game-intros" aria-label={t('lobby-games')}>
      {GAMES.map((game) => (
        <article key={game} className={`game-intro game-intro-${game} panel`}>
          <h2>{t(`game-${game}`)}</h2>
          <p>{t(`game-${game}-about`)}</p>
          <a
            href={`/rules#${game}`}
            onClick={(e) => {
              e.preventDefault();
              navigate(`/rules#${game}`);
            }}
          >
            {t('lobby-game-rules', { game: t(`game-${game}`) })}
          </a>
          <p className="game-intro-tutorial">
            <a
              href={tutorialPath(game)}
              onClick={(e) => {
                e.preventDefault();
                navigate(tutorialPath(game));
              }}
            >
              {t('tut-lobby-link', { game: t(`game-${game}`) })}
            </a>
          </p>
        </article>
      ))}
    </section>
  );
}
