/**
 * Under every game's final results: the game in numbers (`results/`), then Rematch (for a seated
 * player), the replay and Back to lobby, in view as soon as the game ends.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n.ts';
import { replayPath, useEndOfGame } from '../results/end-of-game.ts';
import { parseRoute } from '../router.ts';

// The game in numbers is drawn only once a game is over: it loads then, not with every table.
const ResultsStats = lazy(() =>
  import('../results/ResultsStats.tsx').then((m) => ({ default: m.ResultsStats })),
);

/**
 * Scrolls only the nearest scrolling box (the table's area on a wide screen, the page on a phone)
 * so that `el` starts at its top: `scrollIntoView` would also scroll the page under a table that
 * fills the window, and hide the app's header.
 */
function scrollToTop(el: HTMLElement, behavior: ScrollBehavior): void {
  let box = el.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  const scroller = box ?? document.scrollingElement;
  if (!scroller) return;
  const from = box ? box.getBoundingClientRect().top : 0;
  const top = el.getBoundingClientRect().top - from + scroller.scrollTop - 8;
  scroller.scrollTo({ top: Math.max(0, top), behavior });
}

export function EndActions(props: {
  readonly className: string;
  readonly canRematch: boolean;
  onRematch(): void;
  onLobby(): void;
}): ReactNode {
  const t = useT();
  const end = useEndOfGame();
  // The replay's own results: neither a rematch nor a link to itself.
  const page = typeof location === 'undefined' ? null : parseRoute(location.pathname).page;
  const inReplay = page === 'replay';
  // The tutorial's coach has its own ending (play a real game, the other tutorial, start again):
  // a second set of buttons there would offer a rematch of a lesson and a replay that does not exist.
  const inTutorial = page === 'tutorial';
  // When the game ends, its results panel comes into view from wherever the table was scrolled
  // (six Books can push it below the fold, inside the table's own scroll area); the actions stay
  // pinned to the bottom of the view while the panel is on screen (`end-actions` in table.css).
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = actions.current?.parentElement;
    if (!panel || inReplay) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollToTop(panel, reduce ? 'auto' : 'smooth');
  }, [inReplay]);
  return (
    <>
      <Suspense fallback={null}>
        <ResultsStats />
      </Suspense>
      {!inTutorial && (
        <div ref={actions} className={`end-actions ${props.className}`}>
          {props.canRematch && !inReplay && (
            <button type="button" className="btn btn-primary" onClick={props.onRematch}>
              {t('btn-rematch')}
            </button>
          )}
          {end && !inReplay && (
            <a className="btn" href={replayPath(end.table.id)}>
              {t('results-replay')}
            </a>
          )}
          <button type="button" className="btn" onClick={props.onLobby}>
            {t('btn-lobby')}
          </button>
        </div>
      )}
    </>
  );
}
