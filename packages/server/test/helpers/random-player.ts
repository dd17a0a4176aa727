import { pick, type Rng } from '@nobid/engine';
import type { ViewUpdate } from '@nobid/protocol';

/** Picks a random action from the update's own legal list, naming the window when it answers one. */
export function randomLegalChoice(rng: Rng) {
  return (v: ViewUpdate): { action: Record<string, unknown>; windowId?: number } | null => {
    if (v.legal.length === 0) return null;
    const action = pick(rng, v.legal) as Record<string, unknown>;
    const windowId = v.decisions.find((d) => d.windowId !== undefined)?.windowId;
    return windowId === undefined ? { action } : { action, windowId };
  };
}
