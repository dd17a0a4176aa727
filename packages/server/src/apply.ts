/**
 * The one place where a table's state moves forward. Every action (a player's, a bot's, a timer's
 * safe default) goes through `applyAction`: validate against the current state, commit it to the
 * match log with a version check, and only then update the cache, the timers and the clients.
 *
 * A player's action must carry the seat's current decision id (`viewer-cursors.ts`); bots and
 * timers act on the state under the lock, so they need none.
 *
 * In a cluster `ctx.lock` is a Redis mutex per table, so one action at a time is judged on an
 * up-to-date state (and the same decision ids: they follow from the log) whichever node its
 * client is on; the append's version check (a conditional UPDATE, which takes the table row's
 * lock in Postgres) makes a second writer of entry N fail, and a version conflict reloads the
 * table and judges the action again.
 */
import type { SeatAction } from '@nobid/engine';
import { broadcastChange } from './broadcast.ts';
import type { ServerContext } from './context.ts';
import { ServerError } from './errors.ts';
import { rateFinishedTable } from './ratings/update.ts';
import { VersionConflictError } from './storage/storage.ts';
import { planTimers } from './table/plan-timers.ts';
import type { TableRuntime } from './table/runtime.ts';
import { isWatched } from './watchers.ts';

/** Who chose an action. A player's names the decision id of the view it answers. */
export type ActionOrigin =
  | { readonly by: 'player'; readonly decisionId: string }
  | { readonly by: 'bot' | 'timer' };

const STALE_DECISION_MESSAGE =
  "that decision is no longer open (the id is stale, repeated or not your seat's): act on your latest view";

/**
 * A player's action must carry the seat's current decision id, and the seat must have something
 * to decide. Anything else answers a view the seat has moved past (a retried discard meant for
 * the one before), or is another seat's id: refused, whatever the action says.
 */
function checkDecisionId(rt: TableRuntime, seat: number, decisionId: string): void {
  const deciding = rt.game.decisions(rt.state).some((d: { seat: number }) => d.seat === seat);
  if (!deciding || !rt.cursors || rt.cursors.decisionId(seat) !== decisionId)
    throw new ServerError('stale-decision', STALE_DECISION_MESSAGE);
}

/** Must run inside `ctx.lock` for the table. Returns the new version. */
export async function applyLocked(
  ctx: ServerContext,
  tableId: string,
  action: SeatAction,
  origin: ActionOrigin,
): Promise<number> {
  const measured = ctx.metrics.actionSeconds.startTimer({ by: origin.by });
  for (let attempt = 0; ; attempt++) {
    const rt = await ctx.runtimes.get(tableId);
    if (rt.table.status === 'waiting') throw new ServerError('not-started', 'the game has not started yet');
    if (rt.table.status === 'over') throw new ServerError('game-over', 'the game is over');
    if (origin.by === 'player') checkDecisionId(rt, action.seat, origin.decisionId);
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
          watched: await isWatched(ctx, tableId, rt.seats),
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
    // Whoever chose it (a player, a bot, a timer), the action was the seat's: its cursor moves.
    const moved =
      rt.cursors?.advanceWithViews(rt.game, {
        before: rt.state,
        after: result.state,
        actor: action.seat,
        events: result.events,
      }) ?? [];
    rt.state = result.state;
    rt.timers = timers;
    rt.table = {
      ...rt.table,
      version: fromVersion + 1,
      ...(over ? { status: 'over' as const, outcome } : {}),
    };
    ctx.scheduler.replace(tableId, timers);
    broadcastChange(ctx, rt, { events: result.events, moved });
    measured();
    ctx.metrics.actions.inc({ by: origin.by });
    if (over) {
      // The steps any spectator saw, not the log's length: that would count the hidden passes,
      // which not even the game's replay shows (`replays/viewer-replay.ts`).
      ctx.log.info({ table: tableId, steps: rt.cursors?.seq('spectator') ?? 0, outcome }, 'game over');
      // Nothing left to run: the table's lease goes (a failure only leaves a key to expire).
      ctx.owner.release(tableId).catch(() => undefined);
      await rateFinishedTable(ctx, rt.table, rt.seats);
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
