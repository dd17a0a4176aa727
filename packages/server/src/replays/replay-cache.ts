/**
 * The last few replays built, by table and viewer. A finished game never changes, so a built
 * replay stays right; building one replays the whole log on the event loop (measured 0.1–0.4 s
 * for a long six-seat No Bid game on a loaded machine), so a replay opened by several people, or
 * stepped through after a seat switch and back, is built once. Requests that arrive while it is
 * being built wait for the same build. Small on purpose: a long game's replay holds a few hundred
 * KB of views.
 */
import type { ViewerReplay } from './viewer-replay.ts';

export interface ReplayCache {
  get(key: string, build: () => Promise<ViewerReplay>): Promise<ViewerReplay>;
}

export function replayCache(limit = 8): ReplayCache {
  const entries = new Map<string, Promise<ViewerReplay>>();
  return {
    get(key, build) {
      const known = entries.get(key);
      if (known) {
        // Most recently used last: the first entry is the one to drop.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const built = build();
      entries.set(key, built);
      built.catch(() => entries.delete(key));
      while (entries.size > limit) entries.delete(entries.keys().next().value!);
      return built;
    },
  };
}
