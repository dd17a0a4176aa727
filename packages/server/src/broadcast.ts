/**
 * Tells each viewer what an action changed for them, and only when it changed something they
 * may see. A pass in a reaction window changes nothing in the others' views, so the others get
 * no message at all: neither its content nor its timing can reveal who has passed.
 */
import { eventsFor, type GameEvent, type Viewer } from '@nobid/engine';
import type { ServerContext } from './context.ts';
import type { TableRuntime } from './runtime.ts';
import type { TimerRecord } from './storage/storage.ts';
import { buildUpdate, decisionFacts } from './views.ts';

export interface Change {
  readonly prevState: unknown;
  readonly prevTimers: readonly TimerRecord[];
  readonly events: readonly GameEvent<unknown>[];
  /** The seat that acted; it always hears back. */
  readonly actor: number | null;
  readonly fromVersion: number;
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
  const over = rt.table.status === 'over';
  const prevDecisions = change.prevState === null ? [] : rt.game.decisions(change.prevState);
  for (const viewer of viewersOf(ctx, rt)) {
    const events = eventsFor(change.events as GameEvent<unknown>[], viewer);
    const update = buildUpdate(rt, viewer, events, change.fromVersion, now);
    if (!over && viewer !== change.actor && events.length === 0 && change.prevState !== null) {
      const before = JSON.stringify([
        rt.game.view(change.prevState, viewer),
        decisionFacts(prevDecisions, change.prevTimers, viewer),
      ]);
      const after = JSON.stringify([
        update.view,
        { decisions: update.decisions, waitingFor: update.waitingFor, window: update.window },
      ]);
      if (before === after) continue;
    }
    send(ctx, rt, viewer, update);
  }
  if (over && rt.table.outcome) {
    ctx.out.toTable(rt.table.id, 'tableOver', { tableId: rt.table.id, outcome: rt.table.outcome });
  }
}

/** Sends every connected viewer its current view (after a start, or timers moved). */
export function broadcastAll(ctx: ServerContext, rt: TableRuntime, fromVersion: number): void {
  const now = ctx.clock.now();
  for (const viewer of viewersOf(ctx, rt))
    send(ctx, rt, viewer, buildUpdate(rt, viewer, [], fromVersion, now));
}
