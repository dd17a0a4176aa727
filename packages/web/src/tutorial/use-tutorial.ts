/**
 * Walks a tutorial: which lesson is on screen, the position the learner sees, and what the
 * learner's actions do. The asked action is applied, anything else gets the lesson's hint and
 * changes nothing; then the script plays one action at a time, with a pause only where the
 * learner's view changed (another seat's pass shows nothing, as online), and the next lesson
 * begins. Back and Start again replay from the start (`run.ts`).
 */
import type { SeatAction } from '@nobid/engine';
import type { Ack, ActResult } from '@nobid/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Position, type TutorialRun, tutorialRun } from './run.ts';
import type { Tutorial } from './tutorials.ts';

/** How long each visible scripted action stays on screen before the next one. */
export const SCRIPT_STEP_MS = 700;

export type Phase = 'ask' | 'next' | 'script' | 'done';

export interface TutorialState {
  readonly lesson: number;
  readonly position: Position;
  readonly phase: Phase;
  /** The hint's message id after a wrong action, or null. */
  readonly hint: string | null;
  /** Grows with every change the learner sees (the table's cursor). */
  readonly cursor: number;
}

const refused = (message: string): Ack<ActResult> => ({
  ok: false,
  error: { code: 'illegal-action', message },
});

export function useTutorial(tutorial: Tutorial) {
  const run: TutorialRun = useMemo(() => tutorialRun(tutorial.file, tutorial.scenarios), [tutorial]);
  const { file } = tutorial;
  const game = tutorial.scenarios.game;
  const enter = useCallback(
    (lesson: number, position: Position, cursor: number): TutorialState => ({
      lesson,
      position,
      cursor,
      hint: null,
      phase: lesson >= file.lessons.length ? 'done' : file.lessons[lesson]!.ask ? 'ask' : 'next',
    }),
    [file],
  );
  const [state, setState] = useState<TutorialState>(() => enter(0, run.start(), 1));
  // The script in progress: replaced (and so stopped) by Back, Start again or a new lesson.
  const script = useRef(0);
  useEffect(() => () => void script.current++, []);

  const playScript = useCallback(
    (lesson: number, from: Position, cursor: number) => {
      const token = ++script.current;
      const steps = run.scripted(lesson, from);
      const seen = (p: Position) => JSON.stringify(game.view(p.state, file.learner));
      let shown = seen(from);
      let at = cursor;
      const next = () => {
        if (script.current !== token) return;
        let p: Position | null = null;
        // Invisible steps (another seat's pass) go at once; a visible one waits its turn on screen.
        for (let r = steps.next(); !r.done; r = steps.next()) {
          p = r.value;
          const now = seen(p);
          if (now !== shown) {
            shown = now;
            at += 1;
            const still = p;
            setState((s) => ({ ...s, position: still, cursor: at, phase: 'script' }));
            setTimeout(next, SCRIPT_STEP_MS);
            return;
          }
        }
        const end = p ?? null;
        setState((s) => enter(lesson + 1, end ?? s.position, at + 1));
      };
      setState((s) => ({ ...s, position: from, cursor: at, phase: 'script', hint: null }));
      // The learner's own action shows first; a lesson without a script moves on at once.
      setTimeout(next, file.lessons[lesson]!.then?.length ? SCRIPT_STEP_MS : 0);
    },
    [run, game, file, enter],
  );

  const act = useCallback(
    (raw: Record<string, unknown>): Promise<Ack<ActResult>> => {
      const s = state;
      if (s.phase !== 'ask') {
        setState((x) => ({ ...x, hint: 'tut-hint-generic' }));
        return Promise.resolve(refused('the tutorial is not asking for an action now'));
      }
      const parsed = game.parseAction({ ...raw, seat: file.learner });
      const lesson = file.lessons[s.lesson]!;
      if (!parsed.ok || !run.isAsked(s.lesson, s.position, parsed.action as SeatAction)) {
        setState((x) => ({ ...x, hint: lesson.hint ?? 'tut-hint-generic' }));
        return Promise.resolve(refused('this step asks for another action'));
      }
      const after = run.applyAsked(s.lesson, s.position, parsed.action as SeatAction);
      playScript(s.lesson, after, s.cursor + 1);
      return Promise.resolve({ ok: true, value: { cursor: s.cursor + 1 } } as Ack<ActResult>);
    },
    [state, game, file, run, playScript],
  );

  const next = useCallback(() => {
    if (state.phase === 'next') playScript(state.lesson, state.position, state.cursor);
  }, [state, playScript]);

  const goTo = useCallback(
    (lesson: number) => {
      script.current++;
      setState((s) => enter(lesson, run.at(lesson), s.cursor + 1));
    },
    [run, enter],
  );

  return { state, act, next, back: () => goTo(Math.max(0, state.lesson - 1)), restart: () => goTo(0) };
}
