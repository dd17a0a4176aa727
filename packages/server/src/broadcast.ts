/**
 * Tells each viewer what an action changed for them, and only when it sent them something new:
 * the viewers whose cursor the action moved (`viewer-cursors.ts`). A pass in a reaction window
 * changes nothing in the others' views, so the others get no message at all: neither its content
 * nor its timing can reveal who has passed. Nothing here rebuilds the previous view to compare:
 * the cursors remember what each viewer was last sent (the objects, not their text), built its
 * new view once, and diff the two at most once. A socket that
 * asked for patches gets the same update, at the same moment, with the view as a patch on the one
 * it held (`Outbox.toViewer`): the patch is made from the viewer's own two views, so it says
 * nothing the whole view would not.
 */
import { type Decision, eventsFor, type GameEvent, type Viewer } from '@nobid/engine';
import type { ServerContext } from './context.ts';
import type { TableRuntime } from './table/runtime.ts';
import type { MovedViewer } from './table/viewer-cursors.ts';
import { asPatch, buildUpdate, cursorOf } from './table/views.ts';

export interface Change {
  readonly events: readonly GameEvent<unknown>[];
  /**
   * The viewers the action sent something new (the actor always among them): their cursors moved
   * by one. Each with its view after the action and its patch from the view it held.
   */
  readonly moved: readonly MovedViewer[];
}

function viewersOf(ctx: ServerContext, rt: TableRuntime): Viewer[] {
  const audience = ctx.out.audience(rt.table.id, rt.table.seats);
  const out: Viewer[] = [...audience.seats];
  if (audience.spectators) out.push('spectator');
  return out;
}

export function broadcastChange(ctx: ServerContext, rt: TableRuntime, change: Change): void {
  const now = ctx.clock.now();
  const moved = new Map(change.moved.map((m) => [m.viewer, m]));
  const decisions = rt.state === null ? [] : (rt.game.decisions(rt.state) as readonly Decision[]);
  for (const viewer of viewersOf(ctx, rt)) {
    const m = moved.get(viewer);
    if (!m) continue;
    const events = eventsFor(change.events as GameEvent<unknown>[], viewer);
    const update = buildUpdate(rt, viewer, events, cursorOf(rt, viewer) - 1, now, {
      decisions,
      view: m.view,
    });
    const patch = m.patch;
    ctx.out.toViewer(rt.table.id, viewer, update, patch === null ? null : () => asPatch(update, patch()));
  }
  if (rt.table.status === 'over' && rt.table.outcome) {
    ctx.out.toTable(rt.table.id, 'tableOver', { tableId: rt.table.id, outcome: rt.table.outcome });
  }
}

/** Sends every connected viewer its current view (after a start: nothing in anyone's history yet). */
export function broadcastAll(ctx: ServerContext, rt: TableRuntime): void {
  const now = ctx.clock.now();
  for (const viewer of viewersOf(ctx, rt))
    ctx.out.toViewer(rt.table.id, viewer, buildUpdate(rt, viewer, [], 0, now), null);
}
