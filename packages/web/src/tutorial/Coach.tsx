/**
 * The coach: the lesson's prompt, a hint after a wrong action, and the way through (Next on a
 * lesson that asks for nothing, Back, Start again). At the end it says what was learnt and
 * where to go next. Its prompt is a live region, so a screen reader hears each lesson.
 */
import type { ReactNode } from 'react';
import { type Translate, useT } from '../i18n/i18n.ts';
import { navigate, tutorialPath } from '../router.ts';
import { TUTORIAL_GAMES, type TutorialGame } from './tutorials.ts';
import type { Phase } from './use-tutorial.ts';

export interface CoachProps {
  /** The tutorial's own texts (lesson-texts.ts). */
  readonly lt: Translate;
  readonly game: TutorialGame;
  readonly lesson: number;
  readonly total: number;
  readonly prompt: string;
  readonly phase: Phase;
  readonly hint: string | null;
  onNext(): void;
  onBack(): void;
  onRestart(): void;
}

export function Coach(props: CoachProps): ReactNode {
  const t = useT();
  const { lt } = props;
  const done = props.phase === 'done';
  const other = TUTORIAL_GAMES.find((g) => g !== props.game)!;
  return (
    <section
      className={`coach panel${done ? ' coach-done' : ''}`}
      aria-label={lt('tut-title', { game: t(`game-${props.game}`) })}
      data-lesson={done ? 'done' : props.lesson}
      data-phase={props.phase}
    >
      <p className="coach-step">
        {done ? lt('tut-finish-title') : lt('tut-step', { n: props.lesson + 1, total: props.total })}
        {props.phase === 'script' && <span className="coach-watch"> · {lt('tut-watch')}</span>}
        {props.phase === 'ask' && <span className="coach-you"> · {lt('tut-your-move')}</span>}
      </p>
      <p className="coach-prompt" aria-live="polite">
        {lt(props.prompt)}
      </p>
      {props.hint && (
        <p className="coach-hint" role="status">
          {lt(props.hint)}
        </p>
      )}
      <div className="coach-actions">
        {props.lesson > 0 && !done && (
          <button type="button" className="btn btn-small" onClick={props.onBack}>
            {lt('tut-back')}
          </button>
        )}
        {props.phase === 'next' && (
          <button type="button" className="btn btn-primary coach-next" onClick={props.onNext}>
            {lt('tut-next')}
          </button>
        )}
        {done && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
              {lt('tut-play-real')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => navigate(tutorialPath(other))}>
              {lt('tut-other', { game: t(`game-${other}`) })}
            </button>
          </>
        )}
        <button type="button" className="btn btn-small" onClick={props.onRestart}>
          {lt('tut-restart')}
        </button>
        {!done && (
          <button type="button" className="btn btn-small" onClick={() => navigate('/')}>
            {lt('tut-leave')}
          </button>
        )}
      </div>
    </section>
  );
}
