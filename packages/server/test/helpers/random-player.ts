import { pick, type Rng } from '@nobid/engine';
import type { ViewUpdate } from '@nobid/protocol';

/** Picks a random action from the update's own legal list. */
export function randomLegalChoice(rng: Rng) {
  return (v: ViewUpdate): { action: Record<string, unknown> } | null => {
    if (v.legal.length === 0) return null;
    return { action: pick(rng, v.legal) as Record<string, unknown> };
  };
}
