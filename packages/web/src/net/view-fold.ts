/**
 * How a view the server sends is folded into what the page holds: the latest view, and every
 * event this viewer has seen, for the log.
 */
import { applyJsonPatch, JsonPatchError, type ViewPatchUpdate, type ViewUpdate } from '@nobid/protocol';

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

/**
 * A view that comes as a patch (`viewPatch`) on the view at its `fromCursor`. It fits only the
 * view held at exactly that cursor: then it becomes the new view (with its events appended). One
 * older than the view held (late, through another cluster node) is dropped like an older view.
 * One that follows a cursor this page never held (a view was lost), or that does not apply, says
 * the page is behind: `'resync'`, and the session asks for a whole view (`sync`).
 */
export function foldPatch(held: Folded, patch: ViewPatchUpdate, now = Date.now()): Folded | 'resync' {
  const base = held.update;
  if (!base) return 'resync';
  if (patch.cursor <= base.cursor) return held;
  if (patch.fromCursor !== base.cursor) return 'resync';
  let view: unknown;
  try {
    view = applyJsonPatch(base.view, patch.viewPatch);
  } catch (err) {
    if (err instanceof JsonPatchError) return 'resync';
    throw err;
  }
  const { viewPatch: _, ...rest } = patch;
  const update: ViewUpdate = { ...rest, view };
  return { update, skew: patch.serverNow - now, events: [...held.events, ...patch.events] };
}
