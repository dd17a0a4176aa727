/**
 * The scenario file format (docs/scenarios.md): a position set up card by card, then actions to
 * apply and expectations to check. Cards are named by kind (cards.ts), never by id.
 */
import { z } from 'zod';
import { CARD_DEF_BY_KIND, CURRENCIES, RULES } from '../cards.ts';

const kind = z.string().refine((k) => CARD_DEF_BY_KIND.has(k), {
  error: (issue) => `unknown card kind "${String(issue.input)}" (see packages/nobid/src/cards.ts)`,
});
const kinds = z.array(kind);
const seat = z.number().int().min(0).max(5);
/** Per-seat maps are written as JSON objects keyed by seat number: { "0": ..., "1": ... }. */
const perSeat = <T extends z.ZodType>(value: T) =>
  z.record(z.string().regex(/^[0-5]$/, 'a seat number 0-5'), value);

export const setupSchema = z
  .object({
    /** Each seat's Book, in the order the cards entered it. */
    books: z.array(kinds).optional(),
    hands: z.array(kinds).optional(),
    /** The main deck, TOP FIRST. */
    deck: kinds.default([]),
    /** The discard pile, bottom first: the last card is the top. */
    discard: kinds.default([]),
    /** The Openings pile, TOP FIRST. */
    openings: kinds.default([]),
    /** Cards not named anywhere: "out" leaves them out of the game, "deck" shuffles them under the named deck. */
    rest: z.enum(['out', 'deck']).default('out'),
    active: seat.default(0),
    /** "act": the active player is at their Act step (already drew); "start": their turn begins now. */
    step: z.enum(['act', 'start']).default('act'),
    /** Turns begun so far (for the turn cap). */
    turn: z.number().int().min(1).default(1),
    /** Cards publicly known to be in a hand (e.g. an Unwound Position), by seat. */
    known: z.array(kinds).optional(),
  })
  .strict();

/**
 * zod reports a failed union as a bare "Invalid input". These unions are keyed by which field is
 * present, so report the problems of the branch the author meant, or list the shapes allowed.
 */
function keyedUnionError(shapes: string, pick: (input: Record<string, unknown>) => number) {
  return (iss: { code?: string; input?: unknown; errors?: { path: PropertyKey[]; message: string }[][] }) => {
    if (iss.code !== 'invalid_union') return undefined;
    const input = iss.input;
    const i =
      input && typeof input === 'object' && !Array.isArray(input)
        ? pick(input as Record<string, unknown>)
        : -1;
    const branch = i >= 0 ? iss.errors?.[i] : undefined;
    if (!branch || branch.length === 0) return `expected ${shapes}`;
    return branch
      .map((e) => (e.path.length > 0 ? `${e.path.map(String).join('.')}: ${e.message}` : e.message))
      .join('; ');
  };
}

const target = z.union(
  [
    z.object({ seat, card: kind }).strict(),
    z.object({ seat }).strict(),
    z.object({ currency: z.enum(CURRENCIES) }).strict(),
  ],
  {
    error: keyedUnionError(
      `a target { "seat": N }, { "seat": N, "card": KIND } or { "currency": one of ${CURRENCIES.join(', ')} }`,
      (t) => ('currency' in t ? 2 : 'card' in t ? 0 : 'seat' in t ? 1 : -1),
    ),
  },
);

const rejected = z
  .enum([
    'malformed',
    'unknown-action',
    'game-over',
    'not-your-decision',
    'stale-window',
    'card-not-in-hand',
    'illegal-target',
    'illegal-action',
  ])
  .optional();
const common = { seat, window: z.number().int().min(0).optional(), rejected };

/** The field that names an action, in the order of `actionStepSchema`'s branches. */
const ACTION_KEYS = ['play', 'draw', 'respond', 'pass', 'stopLoss', 'stopOut', 'discard'] as const;

export const actionStepSchema = z.union(
  [
    z.object({ ...common, play: kind, target: target.optional() }).strict(),
    z.object({ ...common, draw: z.literal(true) }).strict(),
    z.object({ ...common, respond: kind }).strict(),
    z.object({ ...common, pass: z.literal(true) }).strict(),
    z.object({ ...common, stopLoss: z.boolean() }).strict(),
    z.object({ ...common, stopOut: kind }).strict(),
    z.object({ ...common, discard: kind }).strict(),
  ],
  {
    error: keyedUnionError(
      `an action: "seat" and exactly one of ${ACTION_KEYS.map((k) => `"${k}"`).join(', ')} (docs/scenarios.md)`,
      (a) => {
        const present = ACTION_KEYS.filter((k) => k in a);
        return present.length === 1 ? ACTION_KEYS.indexOf(present[0]!) : -1;
      },
    ),
  },
);

export const expectSchema = z
  .object({
    books: perSeat(kinds).optional(),
    counts: perSeat(z.number().int()).optional(),
    hands: perSeat(kinds).optional(),
    handSizes: perSeat(z.number().int()).optional(),
    knownHands: perSeat(kinds).optional(),
    deckSize: z.number().int().optional(),
    deckTop: kind.nullable().optional(),
    discard: kinds.optional(),
    discardSize: z.number().int().optional(),
    discardTop: kind.nullable().optional(),
    openingsSize: z.number().int().optional(),
    openingsTop: kind.nullable().optional(),
    stack: kinds.optional(),
    step: z.enum(['act', 'window', 'stop-loss', 'stop-out', 'discard', 'over']).optional(),
    phase: z.enum(['open', 'act', 'close', 'end']).optional(),
    active: seat.optional(),
    turn: z.number().int().optional(),
    /** A seat that must decide now, and what. */
    decision: z
      .object({ seat, kind: z.enum(['act', 'respond', 'stop-loss', 'stop-out', 'discard']) })
      .optional(),
    /** The winner's seat, or null while nobody has won. */
    winner: seat.nullable().optional(),
    outcome: z.enum(['win', 'draw', 'none']).optional(),
  })
  .strict();

export const stepSchema = z.union(
  [
    z.object({ expect: expectSchema, note: z.string().optional() }).strict(),
    z.object({ pass: z.literal('all') }).strict(),
    actionStepSchema,
  ],
  {
    error: keyedUnionError(
      'a step: { "expect": {...} }, { "pass": "all" } or an action (docs/scenarios.md)',
      (st) => ('expect' in st ? 0 : typeof st.pass === 'string' ? 1 : 2),
    ),
  },
);

export const scenarioSchema = z
  .object({
    /** The rules question this scenario answers. */
    question: z.string().optional(),
    /** Which ruling or card it pins, free text. */
    pins: z.array(z.string()).optional(),
    players: z.number().int().min(2).max(6),
    options: z
      .object({ turnCap: z.number().int().min(1).default(RULES.defaultTurnCap) })
      .strict()
      .default({
        turnCap: RULES.defaultTurnCap,
      }),
    /** Seeds the shuffles (a reshuffle of the discard pile, "rest": "deck"). */
    seed: z.union([z.string(), z.number()]).default('scenario'),
    setup: setupSchema,
    steps: z.array(stepSchema).default([]),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioSetup = z.infer<typeof setupSchema>;
export type ScenarioStep = z.infer<typeof stepSchema>;
export type ActionStep = z.infer<typeof actionStepSchema>;
export type Expectation = z.infer<typeof expectSchema>;
