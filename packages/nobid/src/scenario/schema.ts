/**
 * No Bid's part of the scenario format (docs/scenarios.md, "No Bid"): the setup, the action
 * steps and the expectations. Cards are named by kind (cards.ts), never by id. The envelope and
 * the fields every game shares are @nobid/scenario's.
 */
import { keyedUnionError } from '@nobid/scenario';
import { z } from 'zod';
import { CURRENCIES } from '../cards.ts';

export const DOCS = 'docs/scenarios.md, "No Bid"';

/** A card kind of the edition in play; whether it has that kind is checked as the position is built. */
const kind = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'a card kind, as in the edition (leverage, position-eurusd-long…)');
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

/** Each action step by the field that names it; the runner adds seat, rejected, message, decision. */
export const actionSteps = {
  play: z.object({ play: kind, target: target.optional() }),
  draw: z.object({ draw: z.literal(true) }),
  respond: z.object({ respond: kind }),
  pass: z.object({ pass: z.literal(true) }),
  stopLoss: z.object({ stopLoss: z.boolean() }),
  stopOut: z.object({ stopOut: kind }),
  /** One card, or a whole step's discards at once (in order). */
  discard: z.object({ discard: z.union([kind, kinds.min(1)]) }),
};

/** `{ "pass": "all" }`: every seat that has not passed passes, in seat order. */
export const passAllSchema = z.object({ pass: z.literal('all') }).strict();

export const expectSchema = z.object({
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
});

export const DECISION_KINDS = ['act', 'respond', 'stop-loss', 'stop-out', 'discard'] as const;

export type NobidScenarioSetup = z.infer<typeof setupSchema>;
export type NobidActionStep = {
  [K in keyof typeof actionSteps]: z.infer<(typeof actionSteps)[K]>;
}[keyof typeof actionSteps];
export type NobidExpectation = z.infer<typeof expectSchema>;
