import type { ParsedAction } from '@nobid/engine';
import { z } from 'zod';
import { COMPANY_COUNT, COMPANY_KEYS, type CompanyKey, companyId } from './companies.ts';
import type { StartupsAction } from './types.ts';

const seat = z.number().int().min(0);
/** A company by id (0..5) or by key ('giraffe-beer'). */
const company = z
  .union([
    z
      .number()
      .int()
      .min(0)
      .max(COMPANY_COUNT - 1),
    z.enum(COMPANY_KEYS as [CompanyKey, ...CompanyKey[]]),
  ])
  .transform((c) => (typeof c === 'number' ? c : companyId(c)));

const actionSchema = z.discriminatedUnion('type', [
  z.object({ seat, type: z.literal('take-deck') }).strict(),
  z.object({ seat, type: z.literal('take-market'), slot: z.number().int().min(0) }).strict(),
  z.object({ seat, type: z.literal('invest'), company }).strict(),
  z.object({ seat, type: z.literal('to-market'), company }).strict(),
]);

const TYPES = new Set(['take-deck', 'take-market', 'invest', 'to-market']);
const typeOnly = z.object({ type: z.string() });

/** Validates the shape of an untrusted action; legality is `check`'s business. */
export function parseAction(raw: unknown): ParsedAction<StartupsAction> {
  // Only the type, read through zod: nothing of raw input is touched before it is parsed.
  const typed = typeOnly.safeParse(raw);
  if (typed.success && !TYPES.has(typed.data.type))
    return {
      ok: false,
      error: {
        code: 'unknown-action',
        message: `unknown action type ${JSON.stringify(typed.data.type.slice(0, 40))}; known: ${[...TYPES].join(', ')}`,
      },
    };
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`);
    return { ok: false, error: { code: 'malformed', message: `malformed action: ${issues.join('; ')}` } };
  }
  return { ok: true, action: parsed.data };
}

export function actionKey(a: StartupsAction): string {
  switch (a.type) {
    case 'take-deck':
      return 'take-deck';
    case 'take-market':
      return `take-market:${a.slot}`;
    default:
      return `${a.type}:${a.company}`;
  }
}
