/**
 * How a view the server sends is folded into what the page holds: the latest view, and every
 * event this viewer has seen, for the log.
 */
import type { ViewUpdate } from '@nobid/protocol';

export interface Folded {
  readonly update: ViewUpdate | null;
  readonly events: readonly unknown[];
  /** Server clock minus ours, in ms. */
  readonly skew: number;
}

/**
 * Views are ordered by the viewer's own cursor, which moves each time the server sends this
 * viewer something new (and never with another seat's hidden pass). A view whose events follow
 * cursor 0 (`fromCursor: 0`: after hello or sync, or the game's first news) holds the whole
 * history and starts the log afresh. Otherwise the events a view brings are appended only when
 * its cursor is newer than the one held: a view sent again at the same cursor (an auto-pass
 * switch) brings nothing new, and an older view arriving late (through another cluster node) is
 * dropped, so the table never goes back to a decision that has moved on.
 */
export function foldView(held: Folded, update: ViewUpdate, now = Date.now()): Folded {
  const skew = update.serverNow - now;
  if (update.fromCursor === 0 || !held.update) return { update, skew, events: update.events };
  if (update.cursor < held.update.cursor) return held;
  const events = update.cursor > held.update.cursor ? [...held.events, ...update.events] : held.events;
  return { update, skew, events };
}
