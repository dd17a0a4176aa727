/**
 * Tells each viewer what an action changed for them, and only when it sent them something new:
 * the viewers whose cursor the action moved (`TableChange.moved`). A pass in a reaction window
 * changes nothing in the others' views, so the others get no message at all: neither its content
 * nor its timing can reveal who has passed. Nothing here rebuilds the previous view to compare:
 * the cursors remember what each viewer was last sent (the objects, not their text), built its
 * new view once, and diff the two at most once. A socket that
 * asked for patches gets the same update, at the same moment, with the view as a patch on the one
 * it held (`Outbox.toViewer`): the patch is made from the viewer's own two views, so it says
 * nothing the whole view would not.
 */
import { eventsFor, type GameEvent, type Viewer } from '@nobid/engine';
import type { Clock } from './clock.ts';
import type { Outbox } from './context.ts';
import type { TableChange } from './table/live-tables.ts';
import type { TableRuntime } from './table/runtime.ts';
import { asPatch, buildUpdate, cursorOf } from './table/views.ts';

function viewersOf(out: Outbox, rt: TableRuntime): Viewer[] {
  const audience = out.audience(rt.table.id, rt.table.seats);
  const viewers: Viewer[] = [...audience.seats];
  if (audience.spectators) viewers.push('spectator');
  return viewers;
}

export function broadcastChange(out: Outbox, clock: Clock, change: TableChange): void {
  const rt = change.runtime;
  const now = clock.now();
  const moved = new Map(change.moved.map((m) => [m.viewer, m]));
  for (const viewer of viewersOf(out, rt)) {
    const m = moved.get(viewer);
    if (!m) continue;
    const events = eventsFor(change.events as GameEvent<unknown>[], viewer);
    const update = buildUpdate(rt, viewer, {
      events,
      fromCursor: cursorOf(rt, viewer) - 1,
      now,
      view: m.view,
    });
    const patch = m.patch;
    out.toViewer(rt.table.id, viewer, update, patch === null ? null : () => asPatch(update, patch()));
  }
  if (rt.table.status === 'over' && rt.table.outcome) {
    out.toTable(rt.table.id, 'tableOver', { tableId: rt.table.id, outcome: rt.table.outcome });
  }
}

/** Sends every connected viewer its current view (after a start: nothing in anyone's history yet). */
export function broadcastAll(out: Outbox, clock: Clock, rt: TableRuntime): void {
  const now = clock.now();
  for (const viewer of viewersOf(out, rt))
    out.toViewer(rt.table.id, viewer, buildUpdate(rt, viewer, { events: [], fromCursor: 0, now }), null);
}
