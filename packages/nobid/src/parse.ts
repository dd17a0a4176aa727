/** zod schemas for untrusted input: table options and actions from clients or scenario files. */
import type { ParsedAction } from '@nobid/engine';
import { z } from 'zod';
import { CURRENCIES } from './cards.ts';
import { resolveEdition } from './edition/index.ts';
import type { NobidAction, NobidOptions } from './types.ts';

/**
 * A table's options: the edition (a reference to a shipped one, `{ name, version }`, or a whole
 * edition file; the default when left out) and the turn cap (the edition's when left out).
 */
export const optionsSchema = z
  .object({
    turnCap: z.number().int().min(1).max(100_000).optional(),
    edition: z.unknown().optional(),
  })
  .strict();

/** Throws an Error naming every problem (an `EditionError` lists the edition's by path). */
export function parseOptions(raw: unknown): NobidOptions {
  const parsed = optionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new Error(`bad No Bid options: ${z.prettifyError(parsed.error)}`);
  const edition = resolveEdition(parsed.data.edition);
  return { edition, turnCap: parsed.data.turnCap ?? edition.numbers.turnCap };
}

const seat = z.number().int().min(0).max(5);
/** A card id; whether the edition in play has it is the rules' check (`isCardId`). */
const card = z.number().int().min(0).max(4095);
/**
 * Answers used to name their reaction window. Logs stored then still replay: the old field is
 * accepted (in its old shape) and dropped, since the open window is the only one an answer meets.
 */
const oldWindow = z.number().int().min(0).optional();
export const targetSchema = z.union([
  z.object({ seat }).strict(),
  z.object({ card }).strict(),
  z.object({ currency: z.enum(CURRENCIES) }).strict(),
]);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ seat, type: z.literal('play'), card, target: targetSchema.optional() }).strict(),
  z.object({ seat, type: z.literal('draw') }).strict(),
  z.object({ seat, type: z.literal('respond'), card, window: oldWindow }).strict(),
  z.object({ seat, type: z.literal('pass'), window: oldWindow }).strict(),
  z.object({ seat, type: z.literal('stop-loss'), use: z.boolean() }).strict(),
  z.object({ seat, type: z.literal('stop-out'), card }).strict(),
  // `more`: the rest of a step's discards in the same answer (the rules bound how many).
  z
    .object({ seat, type: z.literal('discard'), card, more: z.array(card).min(1).max(63).optional() })
    .strict(),
]);

const ACTION_TYPES = new Set(['play', 'draw', 'respond', 'pass', 'stop-loss', 'stop-out', 'discard']);

/** Only the action's `type`, read through zod: nothing of raw input is touched before it is parsed. */
const typeOnly = z.object({ type: z.string() });

export function parseAction(raw: unknown): ParsedAction<NobidAction> {
  const typed = typeOnly.safeParse(raw);
  if (typed.success && !ACTION_TYPES.has(typed.data.type))
    return {
      ok: false,
      error: {
        code: 'unknown-action',
        message: `unknown action type ${JSON.stringify(typed.data.type.slice(0, 40))}; known: ${[...ACTION_TYPES].join(', ')}`,
      },
    };
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      error: { code: 'malformed', message: `malformed action: ${z.prettifyError(parsed.error)}` },
    };
  const { window: _dropped, ...action } = parsed.data as NobidAction & { window?: number };
  return { ok: true, action: action as NobidAction };
}
