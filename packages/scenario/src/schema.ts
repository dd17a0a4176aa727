/**
 * The common envelope of every game's scenario files (docs/scenarios.md), put together from the
 * adapter's fragments. Parsing tags each step with what it is, so that the runner never has to
 * guess again from which fields are present.
 */
import type { RejectionCode, SeatAction } from '@nobid/engine';
import { z } from 'zod';
import type { ActionStepCommon, ScenarioAdapter, ScenarioRejectionCode } from './adapter.ts';
import { keyedUnionError, ScenarioFileError, zodProblems } from './problems.ts';

const ENGINE_CODES = [
  'malformed',
  'unknown-action',
  'game-over',
  'not-your-decision',
  'card-not-in-hand',
  'illegal-target',
  'illegal-action',
] as const satisfies readonly RejectionCode[];
/** Fails to compile when the engine gains a code this list lacks. */
const everyEngineCodeListed: [Exclude<RejectionCode, (typeof ENGINE_CODES)[number]>] extends [never]
  ? true
  : never = true;
void everyEngineCodeListed;

/** Every code a step may name in `"rejected"`. */
export const REJECTION_CODES = [
  ...ENGINE_CODES,
  'stale-decision',
] as const satisfies readonly ScenarioRejectionCode[];

/** The expectations every game has, read through the `Game` interface alone. */
export interface CommonExpectation {
  /** The winner's seat; null while nobody has won (or on a draw). */
  readonly winner?: number | null;
  readonly outcome?: 'win' | 'draw' | 'none';
  /** This seat owes a decision of this kind now. */
  readonly decision?: { readonly seat: number; readonly kind: string };
}

export type ScenarioStep<Step, Expect> =
  | { readonly kind: 'expect'; readonly expect: Expect & CommonExpectation; readonly note?: string }
  | { readonly kind: 'macro'; readonly macro: number; readonly step: unknown }
  | { readonly kind: 'action'; readonly step: Step & ActionStepCommon };

export interface Scenario<O, Setup, Step, Expect> {
  /** The rules question the file answers (its test's name). */
  readonly question?: string;
  /** Free-text labels: which cards or rulings it pins. */
  readonly pins?: readonly string[];
  readonly game: string;
  readonly players: number;
  readonly options: O;
  readonly seed: string | number;
  readonly setup: Setup;
  readonly steps: readonly ScenarioStep<Step, Expect>[];
}

// biome-ignore lint/suspicious/noExplicitAny: a cache keyed by adapters of every game.
type AnyAdapter = ScenarioAdapter<any, SeatAction, any, any, any, any, any>;
const cache = new WeakMap<AnyAdapter, z.ZodType>();

export function scenarioSchema<S, A extends SeatAction, E, O, Setup, Step, Expect>(
  adapter: ScenarioAdapter<S, A, E, O, Setup, Step, Expect>,
): z.ZodType<Scenario<O, Setup, Step, Expect>> {
  let schema = cache.get(adapter as AnyAdapter);
  if (!schema) {
    schema = buildSchema(adapter as AnyAdapter);
    cache.set(adapter as AnyAdapter, schema);
  }
  // The parsed value is what `buildSchema`'s transforms make of it; zod cannot infer that here.
  return schema as z.ZodType<Scenario<O, Setup, Step, Expect>>;
}

function buildSchema(adapter: AnyAdapter): z.ZodType {
  const game = adapter.game;
  const seat = z
    .number()
    .int()
    .min(0)
    .max(game.maxSeats - 1);
  const common = {
    seat,
    rejected: z.enum(REJECTION_CODES).optional(),
    message: z.string().optional(),
    decision: z.literal('stale').optional(),
  };
  const expect = adapter.expect
    .extend({
      winner: seat.nullable().optional(),
      outcome: z.enum(['win', 'draw', 'none']).optional(),
      decision: z
        .object({ seat, kind: z.enum(adapter.decisionKinds) })
        .strict()
        .optional(),
    })
    .strict();
  const macros = adapter.macros ?? [];
  const actionKeys = Object.keys(adapter.actions);
  const branches: z.ZodType[] = [
    z
      .object({ expect, note: z.string().optional() })
      .strict()
      .transform((st) => ({ kind: 'expect' as const, ...st })),
    ...macros.map((m, i) => m.schema.transform((step) => ({ kind: 'macro' as const, macro: i, step }))),
    ...actionKeys.map((key) =>
      adapter.actions[key]!.extend(common)
        .strict()
        .refine((st) => st.message === undefined || st.rejected !== undefined, {
          message: '"message" checks a refusal\'s text: give "rejected" too',
          path: ['message'],
        })
        .transform((step) => ({ kind: 'action' as const, step })),
    ),
  ];
  const shapes = [
    '{ "expect": {...} }',
    ...macros.map((m) => m.shape),
    `an action: "seat" and exactly one of ${actionKeys.map((k) => `"${k}"`).join(', ')}`,
  ];
  const step = z.union(branches, {
    error: keyedUnionError(`a step: ${shapes.join(', ')} (${adapter.docs})`, (st) => {
      if ('expect' in st) return 0;
      const m = macros.findIndex((macro) => macro.matches(st));
      if (m >= 0) return 1 + m;
      const present = actionKeys.filter((k) => k in st);
      return present.length === 1 ? 1 + macros.length + actionKeys.indexOf(present[0]!) : -1;
    }),
  });
  return z
    .object({
      question: z.string().optional(),
      pins: z.array(z.string()).optional(),
      game: z.literal(game.name).default(game.name),
      players: z.number().int().min(game.minSeats).max(game.maxSeats),
      options: adapter.options.prefault({}),
      seed: z.union([z.string(), z.number()]).default('scenario'),
      setup: adapter.setup,
      steps: z.array(step).default([]),
    })
    .strict()
    .superRefine((file, ctx) => adapter.refine?.(file as Record<string, unknown>, ctx), { when: () => true });
}

/** Validates untrusted JSON; throws ScenarioFileError listing every problem with its path. */
export function parseScenario<S, A extends SeatAction, E, O, Setup, Step, Expect>(
  adapter: ScenarioAdapter<S, A, E, O, Setup, Step, Expect>,
  raw: unknown,
): Scenario<O, Setup, Step, Expect> {
  const parsed = scenarioSchema(adapter).safeParse(raw);
  if (!parsed.success) throw new ScenarioFileError(zodProblems(parsed.error), adapter.docs);
  return parsed.data;
}
