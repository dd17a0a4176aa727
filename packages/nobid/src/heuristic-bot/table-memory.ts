/**
 * A bot's memories of the tables it sits at: the opponent models (`opponents.ts`) and the
 * hidden-hand bounds (`hand-inference.ts`) each keep one per table, found again from a later view.
 */
import type { CardId, NobidView } from '../types.ts';

/** What a memory holds to recognise its table in a later view. */
export interface TableKey {
  readonly seats: number;
  readonly cards: NobidView['cards'];
  turn: number;
  discard: readonly CardId[];
  /** When it was last looked up (for forgetting the least recently used). */
  used: number;
}

/** Tables remembered at once (one bot serves many tables on a server). */
const MEMORY = 64;

/** Whether `a` begins `b`. */
function isPrefix(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length > b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The lookup of a view's table: a view belongs to the remembered table whose discard pile it
 * extends (the pile only grows, bar a reshuffle), at the same or a later turn; otherwise `fresh`
 * makes a new memory for it, and the least recently used is forgotten beyond `MEMORY`.
 */
export function tableMemories<M extends TableKey>(fresh: (view: NobidView) => M): (view: NobidView) => M {
  const tables: M[] = [];
  let clock = 0;
  return (view) => {
    let found: M | null = null;
    for (const m of tables) {
      if (m.seats !== view.seats || m.cards !== view.cards || view.turn < m.turn) continue;
      if (!isPrefix(m.discard, view.discard)) continue;
      if (!found || m.discard.length > found.discard.length) found = m;
    }
    if (!found) {
      found = fresh(view);
      if (tables.length >= MEMORY) {
        let oldest = 0;
        for (let i = 1; i < tables.length; i++) if (tables[i]!.used < tables[oldest]!.used) oldest = i;
        tables.splice(oldest, 1);
      }
      tables.push(found);
    }
    found.used = ++clock;
    return found;
  };
}
