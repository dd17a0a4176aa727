/**
 * The one place where a table's state moves forward. Every action (a player's, a bot's, a timer's
 * safe default) goes through `applyAction`: validate against the current state, commit it to the
 * match log with a version check, and only then update the cache, the timers and the clients.
 *
 * In a cluster `ctx.lock` is a Redis mutex per table, so one action at a time is judged on an
 * up-to-date state whichever node its client is on; the append's version check (a conditional
 * UPDATE, which takes the table row's lock in Postgres) makes a second writer of entry N fail,
 * and a version conflict reloads the table and judges the action again.
 */
import type { SeatAction } from '@nobid/engine';
import { broadcastChange } from './broadcast.ts';
import type { ServerContext } from './context.ts';
import { ServerError } from './errors.ts';
import { planTimers } from './plan-timers.ts';
import type { TableRuntime } from './runtime.ts';
import { VersionConflictError } from './storage/storage.ts';

export interface ActionOrigin {
  /** 'player': a client's message, which must name the window it answers. */
  readonly by: 'player' | 'bot' | 'timer';
  readonly windowId?: number | undefined;
}

/** Checks a player's answer against the seat's open decisions: a closed window's answer is stale. */
function checkWindow(rt: TableRuntime, seat: number, windowId: number | undefined): void {
  const mine = rt.game.decisions(rt.state).filter((d: { seat: number }) => d.seat === seat) as {
    window?: number;
  }[];
  if (windowId !== undefined) {
    if (!mine.some((d) => d.window === windowId))
      throw new ServerError('stale-window', `reaction window ${windowId} is closed (or not yours to answer)`);
    return;
  }
  if (mine.length > 0 && mine.every((d) => d.window !== undefined))
    throw new ServerError('stale-window', 'an answer to a reaction window must carry its windowId');
}

/** Must run inside `ctx.lock` for the table. Returns the new version. */
export async function applyLocked(
  ctx: ServerContext,
  tableId: string,
  action: SeatAction,
  origin: ActionOrigin,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const rt = await ctx.runtimes.get(tableId);
    if (rt.table.status === 'waiting') throw new ServerError('not-started', 'the game has not started yet');
    if (rt.table.status === 'over') throw new ServerError('game-over', 'the game is over');
    if (origin.by === 'player') checkWindow(rt, action.seat, origin.windowId);
    const result = rt.game.apply(rt.state, action);
    if (!result.ok) throw new ServerError(result.error.code, result.error.message);

    const over = rt.game.decisions(result.state).length === 0;
    const outcome = over ? rt.game.result(result.state) : null;
    const now = ctx.clock.now();
    const timers = over
      ? []
      : planTimers({
          table: rt.table,
          seats: rt.seats,
          game: rt.game,
          state: result.state,
          previous: rt.timers,
          actor: action.seat,
          now,
          timing: ctx.timing,
          random: ctx.random,
        });
    const fromVersion = rt.table.version;
    try {
      await ctx.storage.appendAction(tableId, fromVersion, action, { timers, outcome });
    } catch (err) {
      if (err instanceof VersionConflictError && attempt < 2) {
        // Someone else moved this table on: our cache is stale. Reload and judge the action again.
        ctx.runtimes.evict(tableId);
        continue;
      }
      throw err;
    }
    const prevState = rt.state;
    const prevTimers = rt.timers;
    rt.state = result.state;
    rt.timers = timers;
    rt.table = {
      ...rt.table,
      version: fromVersion + 1,
      ...(over ? { status: 'over' as const, outcome } : {}),
    };
    ctx.scheduler.replace(tableId, timers);
    broadcastChange(ctx, rt, {
      prevState,
      prevTimers,
      events: result.events,
      actor: origin.by === 'player' ? action.seat : null,
      fromVersion,
    });
    if (over) {
      ctx.log.info({ table: tableId, actions: fromVersion + 1, outcome }, 'game over');
      // Nothing left to run: the table's lease goes (a failure only leaves a key to expire).
      ctx.owner.release(tableId).catch(() => undefined);
    }
    return fromVersion + 1;
  }
}

export function applyAction(
  ctx: ServerContext,
  tableId: string,
  action: SeatAction,
  origin: ActionOrigin,
): Promise<number> {
  return ctx.lock.run(tableId, () => applyLocked(ctx, tableId, action, origin));
}
