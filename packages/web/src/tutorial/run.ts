/**
 * A tutorial as positions of the real game: the scenario file parsed by the game's own scenario
 * parser, and every step applied through the game's pure `apply`, so the tutorial plays exactly
 * the rules a table plays. Nothing here is React; the page (`use-tutorial.ts`) walks it.
 *
 * A lesson's position is the start position with every earlier lesson played whole, so going
 * back is replaying from the start: no undo to get wrong.
 */
import type { Game, GameEvent, SeatAction } from '@nobid/engine';
import { type Lesson, lessonSteps, type TutorialFile, toScenario } from './tutorial-file.ts';

type ParsedStep =
  | { readonly kind: 'expect'; readonly expect: Record<string, unknown> }
  | { readonly kind: 'macro'; readonly macro: number; readonly step: unknown }
  | { readonly kind: 'action'; readonly step: Record<string, unknown> & { seat: number } };

/**
 * The part of a game's scenario adapter (`nobidScenarios`, `startupsScenarios`) a tutorial uses;
 * the games' own adapters fit it as they are.
 */
export interface TutorialScenarios {
  // biome-ignore lint/suspicious/noExplicitAny: any game's rules, as the scenario runner holds them.
  readonly game: Game<any, any, any, any, any>;
  // biome-ignore lint/suspicious/noExplicitAny: a game's own state and step types.
  readonly macros?: readonly { next(state: any, step: any): SeatAction | null }[];
  parse(raw: unknown): {
    readonly players: number;
    readonly options: unknown;
    readonly seed: string | number;
    readonly setup: unknown;
    readonly steps: readonly unknown[];
  };
  build(
    // biome-ignore lint/suspicious/noExplicitAny: the game's own setup type.
    setup: any,
    // biome-ignore lint/suspicious/noExplicitAny: the game's own options type.
    table: { players: number; options: any; seed: string | number },
    // biome-ignore lint/suspicious/noExplicitAny: the game's own event type.
    sink: GameEvent<any>[],
  ): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: the game's own state and step types.
  toAction(state: any, step: any): SeatAction;
  run(raw: unknown): { readonly failure: { readonly message: string } | null };
}

export interface Position {
  readonly state: unknown;
  /** Every event so far, every seat's private parts included: filter with `eventsFor`. */
  readonly events: readonly GameEvent<unknown>[];
}

export interface TutorialRun {
  readonly file: TutorialFile;
  readonly scenarios: TutorialScenarios;
  /** The start position. */
  start(): Position;
  /** The position at the start of lesson `index` (0: the start; lessons.length: the end). */
  at(index: number): Position;
  /** The action the learner is asked for in lesson `index` on `position`, or null ("Next"). */
  asked(index: number, position: Position): SeatAction | null;
  /** Whether `action` (already the learner's, seat included) is the one lesson `index` asks for. */
  isAsked(index: number, position: Position, action: SeatAction): boolean;
  /** The learner's action applied: `action` (checked with `isAsked`), else the asked one. */
  applyAsked(index: number, position: Position, action?: SeatAction): Position;
  /**
   * The scripted part of lesson `index` (after its ask), one engine action at a time, so the
   * page can show each. Each call gives the next position, or null when the lesson is played.
   */
  scripted(index: number, position: Position): Generator<Position, void, void>;
}

export function tutorialRun(file: TutorialFile, scenarios: TutorialScenarios): TutorialRun {
  const sc = scenarios.parse(toScenario(file));
  const game = scenarios.game;
  // Where each lesson's steps start in the flat scenario.
  const offsets: number[] = [];
  let n = 0;
  for (const lesson of file.lessons) {
    offsets.push(n);
    n += lessonSteps(lesson).length;
  }
  const steps = sc.steps as readonly ParsedStep[];
  const stepsOf = (index: number) => {
    const lesson = file.lessons[index] as Lesson;
    const from = offsets[index]!;
    const own = steps.slice(from, from + lessonSteps(lesson).length);
    return lesson.ask ? { ask: own[0]!, rest: own.slice(1) } : { ask: null, rest: own };
  };

  const applyOne = (p: Position, action: SeatAction): Position => {
    const r = game.apply(p.state, action);
    // The unit test plays every tutorial through the runner: this is a file nobody ran.
    if (!r.ok) throw new Error(`tutorial ${file.finish}: ${r.error.code}: ${r.error.message}`);
    return { state: r.state, events: [...p.events, ...r.events] };
  };

  const actionOf = (p: Position, st: ParsedStep): SeatAction | null =>
    st.kind === 'action' ? (scenarios.toAction(p.state, st.step) as SeatAction) : null;

  function* scriptedFrom(p: Position, rest: readonly ParsedStep[]): Generator<Position, void, void> {
    let at = p;
    for (const st of rest) {
      if (st.kind === 'expect') continue;
      if (st.kind === 'macro') {
        const macro = scenarios.macros![st.macro]!;
        for (let a = macro.next(at.state, st.step); a; a = macro.next(at.state, st.step)) {
          at = applyOne(at, a as SeatAction);
          yield at;
        }
        continue;
      }
      at = applyOne(at, actionOf(at, st)!);
      yield at;
    }
  }

  const start = (): Position => {
    const events: GameEvent<unknown>[] = [];
    const state = scenarios.build(
      sc.setup,
      { players: sc.players, options: sc.options, seed: sc.seed },
      events,
    );
    return { state, events };
  };

  const run: TutorialRun = {
    file,
    scenarios,
    start,
    at(index) {
      let p = start();
      for (let i = 0; i < index; i++) {
        if (file.lessons[i]!.ask) p = run.applyAsked(i, p);
        for (const next of run.scripted(i, p)) p = next;
      }
      return p;
    },
    asked(index, p) {
      const { ask } = stepsOf(index);
      return ask ? actionOf(p, ask) : null;
    },
    isAsked(index, p, action) {
      const want = run.asked(index, p);
      return want !== null && game.actionKey(want, p.state) === game.actionKey(action, p.state);
    },
    applyAsked(index, p, action) {
      const want = run.asked(index, p);
      if (!want) throw new Error(`lesson ${index} asks for no action`);
      if (action && !run.isAsked(index, p, action))
        throw new Error(`lesson ${index} asks for another action`);
      return applyOne(p, action ?? want);
    },
    scripted(index, p) {
      return scriptedFrom(p, stepsOf(index).rest);
    },
  };
  return run;
}
