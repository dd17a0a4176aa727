/**
 * Tells each viewer what an action changed for them, and only when it sent them something new:
 * the viewers whose cursor the action moved (`viewer-cursors.ts`). A pass in a reaction window
 * changes nothing in the others' views, so the others get no message at all: neither its content
 * nor its timing can reveal who has passed. Nothing here rebuilds the previous view to compare:
 * the cursors remember what each viewer was last sent.
 */
import { eventsFor, type GameEvent, type Viewer } from '@nobid/engine';
import type { ServerContext } from './context.ts';
import type { TableRuntime } from './runtime.ts';
import { buildUpdate, cursorOf } from './views.ts';

export interface Change {
  readonly events: readonly GameEvent<unknown>[];
  /** The viewers the action sent something new (the actor always among them): their cursors moved by one. */
  readonly moved: readonly Viewer[];
}

function viewersOf(ctx: ServerContext, rt: TableRuntime): Viewer[] {
  const audience = ctx.out.audience(rt.table.id, rt.table.seats);
  const out: Viewer[] = [...audience.seats];
  if (audience.spectators) out.push('spectator');
  return out;
}

function send(ctx: ServerContext, rt: TableRuntime, viewer: Viewer, msg: ReturnType<typeof buildUpdate>) {
  if (viewer === 'spectator') ctx.out.toSpectators(rt.table.id, 'view', msg);
  else ctx.out.toSeat(rt.table.id, viewer, 'view', msg);
}

export function broadcastChange(ctx: ServerContext, rt: TableRuntime, change: Change): void {
  const now = ctx.clock.now();
  const moved = new Set(change.moved);
  for (const viewer of viewersOf(ctx, rt)) {
    if (!moved.has(viewer)) continue;
    const events = eventsFor(change.events as GameEvent<unknown>[], viewer);
    send(ctx, rt, viewer, buildUpdate(rt, viewer, events, cursorOf(rt, viewer) - 1, now));
  }
  if (rt.table.status === 'over' && rt.table.outcome) {
    ctx.out.toTable(rt.table.id, 'tableOver', { tableId: rt.table.id, outcome: rt.table.outcome });
  }
}

/** Sends every connected viewer its current view (after a start: nothing in anyone's history yet). */
export function broadcastAll(ctx: ServerContext, rt: TableRuntime): void {
  const now = ctx.clock.now();
  for (const viewer of viewersOf(ctx, rt)) send(ctx, rt, viewer, buildUpdate(rt, viewer, [], 0, now));
}
