import { z } from 'zod';
import { RULES } from './companies.ts';
import type { StartupsOptions } from './types.ts';

export const optionsSchema = z
  .object({
    showCoins: z.boolean().default(false),
    turnCap: z.number().int().min(1).max(100_000).default(RULES.defaultTurnCap),
  })
  .strict();

/** Validates untrusted table options and fills in the defaults. */
export function parseOptions(raw: unknown): StartupsOptions {
  const parsed = optionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`);
    throw new Error(`invalid Startups options: ${issues.join('; ')}`);
  }
  return parsed.data;
}
