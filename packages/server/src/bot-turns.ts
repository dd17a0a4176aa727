/**
 * A bot seat's answer, in three steps whose order is the point: its release time was drawn when
 * the decision appeared (`table/plan-timers.ts`, from the server's random source, before anything is
 * decided); the bot then decides at once (a search or not, off the table's lock), with the time
 * until the release as its budget; and the answer goes in at the drawn time, scheduled before the
 * decision starts. A decision not ready by then does not hold the release back: the game's safe
 * default goes in instead, and the miss is counted (`BotMetrics.missed`; the hard level's time
 * cap, a share below the time left, makes it rare). So when a bot answers says nothing about its
 * hand, its legal moves, the server's load or other tables, even on an overloaded machine.
 *
 * Bot timers therefore run twice: the scheduler fires them at once (`Scheduler`), which starts
 * the decision, and the release is its own clock timer at the drawn time. The same timer planned
 * again (the table moved on without touching this decision) starts no second decision.
 */
import type { AnyGame, SeatAction } from '@nobid/engine';
import { applyLocked } from './apply.ts';
import type { ServerContext } from './context.ts';
import { isPassingOutage } from './errors.ts';
import { replanLater } from './replan.ts';
import type { TimerRecord } from './storage/storage.ts';
import { isAtOnce } from './table/plan-timers.ts';
import { isTurnBased } from './table/turn-based-settings.ts';

/** The time a search may take for an answer due at once (a bot-only table nobody watches). */
const AT_ONCE_SEARCH_MS = 2000;

export const sameTimer = (a: TimerRecord, b: TimerRecord): boolean =>
  a.tableId === b.tableId && a.seat === b.seat && a.kind === b.kind && a.key === b.key && a.dueAt === b.dueAt;

interface Pending {
  /** The bot's answer, once decided. */
  decided?: SeatAction;
  readyAt?: number;
}

/**
 * Step two and three for a due bot timer: decide now, release at `timer.dueAt`. The release is
 * scheduled before the decision starts and does not wait for it: a decision not ready by then is
 * replaced by the game's safe default (and counted), so even an overloaded server releases every
 * answer at its drawn time.
 */
export async function startBotTurn(ctx: ServerContext, timer: TimerRecord): Promise<void> {
  if (!ctx.botTurns.begin(timer)) return;
  let handedOver = false;
  try {
    const snapshot = await ctx.lock.run(timer.tableId, async () => {
      const rt = await ctx.runtimes.get(timer.tableId);
      if (rt.table.status !== 'playing' || !rt.timers.some((t) => sameTimer(t, timer))) return null;
      const level = rt.seats[timer.seat]?.level ?? 'medium';
      // A hard bot remembers the table: its worker rebuilds that memory from the log, as the
      // seat's views (`hard-bot-memory.ts`). Read under the lock, so it is the state's own log.
      const history =
        level === 'hard'
          ? {
              id: timer.tableId,
              record: {
                game: rt.game.name,
                seats: rt.table.seats,
                seed: rt.table.seed,
                options: rt.options,
                log: (await ctx.storage.readLog(timer.tableId)) as SeatAction[],
              },
            }
          : undefined;
      return { game: rt.game, state: rt.state, level, history };
    });
    if (!snapshot) return;
    const started = ctx.clock.now();
    const pending: Pending = {};
    const whenDecided = ctx.timing.botRelease === 'when-decided';
    const release = () => releaseBotAnswer(ctx, timer, pending);
    if (!whenDecided) {
      ctx.clock.setTimeout(release, timer.dueAt - started);
      handedOver = true;
    }
    const budget = isAtOnce(timer) ? AT_ONCE_SEARCH_MS : Math.max(0, timer.dueAt - started);
    try {
      pending.decided = await ctx.bots.choose(
        snapshot.game,
        snapshot.state,
        timer.seat,
        snapshot.level,
        ctx.random,
        budget,
        snapshot.history,
      );
      pending.readyAt = ctx.clock.now();
    } catch (err) {
      // The release plays the safe default instead.
      const errName = err instanceof Error ? err.name : typeof err;
      ctx.log.error({ table: timer.tableId, seat: timer.seat, errName }, 'bot decision failed');
    }
    if (whenDecided) {
      ctx.clock.setTimeout(release, 0);
      handedOver = true;
    }
  } finally {
    if (!handedOver) ctx.botTurns.end(timer);
  }
}

/** At the drawn time: the answer goes in, if its decision is still open. */
async function releaseBotAnswer(ctx: ServerContext, timer: TimerRecord, pending: Pending): Promise<void> {
  try {
    // A server shutting down (or a table whose timers were dropped) releases nothing. A turn-based
    // table's timers are never held by the scheduler (`turn-based/due-timers.ts`).
    if (ctx.scheduler.closed) return;
    await ctx.lock.run(timer.tableId, async () => {
      const rt = await ctx.runtimes.get(timer.tableId);
      if (!isTurnBased(rt.table.settings) && !ctx.scheduler.has(timer.tableId)) return;
      if (rt.table.status !== 'playing' || !rt.timers.some((t) => sameTimer(t, timer))) return;
      const metrics = ctx.botTurns.metrics;
      let action = pending.decided;
      if (!isAtOnce(timer) && ctx.timing.botRelease !== 'when-decided') {
        if (action === undefined) metrics.missed++;
        // Ready only after the drawn time: possible on a fake clock, or when the loop stalled.
        else metrics.recordRelease(Math.max(0, (pending.readyAt ?? 0) - timer.dueAt));
      }
      if (action === undefined || rt.game.check(rt.state, action) !== null) {
        // Not decided in time, or the table moved on under a decision kept for the seat: the safe
        // default now, which takes no time to find.
        if (action !== undefined) metrics.redecided++;
        action = safeDefault(rt.game, rt.state, timer.seat);
      }
      await applyLocked(ctx, timer.tableId, action, { by: 'bot' });
    });
  } catch (err) {
    // Only the error's name: a message could quote an action, and an action can name a card.
    const errName = err instanceof Error ? err.name : typeof err;
    const fields = { table: timer.tableId, seat: timer.seat, kind: timer.kind, errName };
    if (isPassingOutage(err)) {
      // Not written: the seat's timer runs again once writes go through (its decision afresh).
      ctx.log.warn(fields, 'bot answer could not be written: trying again');
      replanLater(ctx, timer.tableId);
    } else ctx.log.error(fields, 'bot release failed');
  } finally {
    ctx.botTurns.end(timer);
  }
}

function safeDefault(game: AnyGame, state: unknown, seat: number): SeatAction {
  const fallback = game.defaultAction(state, seat) as SeatAction;
  if (game.check(state, fallback) === null) return fallback;
  return game.legalActions(state, seat)[0] as SeatAction;
}
