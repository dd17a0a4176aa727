/**
 * The rules page: both games' rules, each with its card gallery, under one table of contents.
 * Each game's part is a chunk of its own (NobidRules, StartupsRules), loaded when it is about to
 * be seen or when a link points into it, so the page opens with the contents and the first game.
 * Every section has an anchor (`/rules#startups-scoring`), the same in every language.
 */

import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { useSiteInfo } from '../site/site-info.ts';
import './rules.css';

/**
 * Where "Spotted an error? Get in touch." leads when the server names no contact (`GET /api/site`):
 * the one contact setting as the client was built with it (`CONTACT_URL=mailto:… npm start`).
 * Unset both, the line stays as plain text rather than pointing at an address nobody reads.
 */
export const CONTACT_URL: string | undefined = import.meta.env?.VITE_CONTACT_URL || undefined;

const NobidRules = lazy(() => import('./NobidRules.tsx').then((m) => ({ default: m.NobidRules })));
const StartupsRules = lazy(() => import('./StartupsRules.tsx').then((m) => ({ default: m.StartupsRules })));

const GAMES = [
  { game: 'nobid', Part: NobidRules, first: 'nobid-1', cards: 'rules-toc-cards' },
  { game: 'startups', Part: StartupsRules, first: 'startups-rules', cards: 'rules-toc-companies' },
] as const;

/** True once the element is near the viewport, or the address points into the part. */
function useWanted(game: string): [React.RefObject<HTMLElement | null>, boolean] {
  const ref = useRef<HTMLElement | null>(null);
  const wants = () => location.hash.startsWith(`#${game}`);
  const [wanted, setWanted] = useState(wants);
  useEffect(() => {
    if (wanted) return;
    const onHash = () => wants() && setWanted(true);
    addEventListener('hashchange', onHash);
    const el = ref.current;
    const seen =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
            rootMargin: '400px 0px',
          })
        : null;
    if (el) seen?.observe(el);
    return () => {
      removeEventListener('hashchange', onHash);
      seen?.disconnect();
    };
  });
  return [ref, wanted];
}

/** Once a part has loaded, the anchor the address names is in the page: go to it. */
function ScrollToHash(): null {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return null;
}

function GamePart({ game, Part }: (typeof GAMES)[number]): ReactNode {
  const t = useT();
  const [ref, wanted] = useWanted(game);
  return (
    <section id={game} ref={ref} className="rules-game" aria-labelledby={`${game}-title`}>
      <h2 id={`${game}-title`}>{t(`game-${game}`)}</h2>
      {wanted ? (
        // A part being fetched keeps its place (a screen high), so the next one stays out of view.
        <Suspense fallback={<p className="rules-part-waiting">{t('rules-part-loading')}</p>}>
          <Part />
          <ScrollToHash />
        </Suspense>
      ) : (
        <p className="rules-part-waiting">{t('rules-part-loading')}</p>
      )}
    </section>
  );
}

export function RulesPage(): ReactNode {
  const t = useT();
  const site = useSiteInfo();
  const contact = (site.kind === 'ready' ? site.info.contactUrl : null) ?? CONTACT_URL;
  return (
    <main className="rules-page">
      <header className="rules-header">
        <h1>{t('rules-page-title')}</h1>
        <p>{t('rules-same')}</p>
        <p>
          {contact ? (
            <a href={contact} rel="noopener" target="_blank">
              {t('rules-error')}
            </a>
          ) : (
            t('rules-error')
          )}
        </p>
      </header>
      <nav className="rules-toc" aria-label={t('rules-toc')}>
        <h2 className="rules-toc-title">{t('rules-toc')}</h2>
        <ol>
          {GAMES.map(({ game, first, cards }) => (
            <li key={game}>
              <a href={`#${game}`}>{t(`game-${game}`)}</a>
              <ul>
                <li>
                  <a href={`#${first}`}>{t('rules-toc-rules')}</a>
                </li>
                <li>
                  <a href={`#${game}-cards`}>{t(cards)}</a>
                </li>
              </ul>
            </li>
          ))}
        </ol>
      </nav>
      {GAMES.map((g) => (
        <GamePart key={g.game} {...g} />
      ))}
    </main>
  );
}
