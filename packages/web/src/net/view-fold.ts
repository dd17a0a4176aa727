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
 * A view with the whole history (`fromVersion: 0`, after hello or sync) starts the log afresh.
 * Otherwise the events a view brings are appended only when it is newer than the last one: a view
 * sent again at the same version (after `sync`, or an auto-pass switch) brings nothing new, and
 * an older view arriving late (through another cluster node) is dropped, so the table never goes
 * back to a decision that has moved on.
 */
export function foldView(held: Folded, update: ViewUpdate, now = Date.now()): Folded {
  const skew = update.serverNow - now;
  if (update.fromVersion === 0 || !held.update) return { update, skew, events: update.events };
  if (update.version < held.update.version) return held;
  const events = update.version > held.update.version ? [...held.events, ...update.events] : held.events;
  return { update, skew, events };
}
