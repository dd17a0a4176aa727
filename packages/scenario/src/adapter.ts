/**
 * What a game supplies so that the generic runner can run its scenario files: how a position is
 * built from `setup`, how steps name its cards and actions, how `expect` reads its state, and
 * the zod fragments of those three parts. The runner owns the rest of the format (the envelope,
 * `seat`, `rejected`, `message`, `decision`, the `winner`/`outcome`/`decision` expectations).
 */
import type { Game, GameEvent, Rejection, SeatAction } from '@nobid/engine';
import type { z } from 'zod';

/** What the envelope fixes before the game's `setup` is read. */
export interface ScenarioTable<O> {
  readonly players: number;
  readonly options: O;
  readonly seed: string | number;
}

/** The fields the runner adds to every action step of every game. */
export interface ActionStepCommon {
  readonly seat: number;
  /** The action must be refused with this code. */
  readonly rejected?: ScenarioRejectionCode;
  /** With `rejected`: a text the refusal's message must contain. */
  readonly message?: string;
  /** "stale": sent with the seat's previous decision token (see tokens.ts). */
  readonly decision?: 'stale';
}

/** The engine's rejection codes, plus the one the runner gives a stale decision token itself. */
export type ScenarioRejectionCode = Rejection['code'] | 'stale-decision';

export interface ScenarioRejection {
  readonly code: ScenarioRejectionCode;
  readonly message: string;
}

/**
 * A step that stands for several actions, each chosen on the state the one before it left
 * (No Bid's `{ "pass": "all" }`).
 */
export interface ScenarioMacro<S, A, M> {
  /** How it is written, for the message that lists the shapes of a step. */
  readonly shape: string;
  /** A strict object schema. */
  readonly schema: z.ZodType<M>;
  /** Whether a raw step is this macro (checked before it is parsed). */
  matches(raw: Readonly<Record<string, unknown>>): boolean;
  /** Why it cannot run on this state, or null. */
  refuse(state: S, step: M): string | null;
  /** Its next action on `state`, or null when it is done. */
  next(state: S, step: M): A | null;
}

export interface ScenarioAdapter<S, A extends SeatAction, E, O, Setup, Step, Expect> {
  /** The game; its `name` is what a file's `"game"` field says. */
  readonly game: Game<S, A, unknown, E, O>;
  /** Where a person reads this game's part of the format (quoted in error messages). */
  readonly docs: string;
  /** The table options (`"options"`); missing means `{}`. */
  readonly options: z.ZodType<O, unknown>;
  readonly setup: z.ZodType<Setup, unknown>;
  /**
   * Each kind of action step, keyed by the field that names it (`play`, `draw`, `invest`...).
   * Give the game's own fields only; the runner adds `seat`, `rejected`, `message`, `decision`.
   */
  readonly actions: Readonly<Record<string, z.ZodObject>>;
  readonly macros?: readonly ScenarioMacro<S, A, unknown>[];
  /** The game's own expectation fields; the runner adds `winner`, `outcome` and `decision`. */
  readonly expect: z.ZodObject;
  /** The `kind`s of the game's decisions, for `expect.decision`. */
  readonly decisionKinds: readonly [string, ...string[]];
  /**
   * Checks that need the whole file (the cards a setup names exist in the edition its options
   * choose). Runs even when other fields have problems, so every problem is listed at once: read
   * the file defensively.
   */
  refine?(file: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx): void;
  /** Builds the position; throws ScenarioFileError (with the setup path) when it is impossible. */
  build(setup: Setup, table: ScenarioTable<O>, sink: GameEvent<E>[]): S;
  /** The engine action a step names, as the game's own parser would accept it. */
  toAction(state: S, step: Step & ActionStepCommon): A;
  /** A refusal the adapter makes itself, before the engine sees the action; usually null. */
  refuse?(state: S, step: Step & ActionStepCommon): Rejection | null;
  /** What differs from the expectation, one sentence per field; empty when all hold. */
  check(state: S, expect: Expect): readonly string[];
  /** The full state for people (the output of `nobid scenario`): every secret, names not ids. */
  stateToJson(state: S): unknown;
  /** The events for people; `state` (the final one) names the cards (a game's ids may depend on its edition). */
  eventsToJson(events: readonly GameEvent<E>[], state: S): unknown;
  /** An engine action written back as a step (for "what was legal instead"). */
  actionToStep(state: S, action: A): Record<string, unknown>;
}

/** Types a macro's step by its schema, for an adapter's `macros` list. */
export function scenarioMacro<S, A, M>(macro: ScenarioMacro<S, A, M>): ScenarioMacro<S, A, unknown> {
  return macro as ScenarioMacro<S, A, unknown>;
}
