import type { z } from 'zod';

/** One readable line from a zod error: "settings.seats: at least 2 seats; name: ...". */
export function zodMessage(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
