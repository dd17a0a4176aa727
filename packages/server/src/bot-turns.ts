/**
 * A bot seat's answer, in three steps whose order is the point: its release time was drawn when
 * the decision appeared (`plan-timers.ts`, from the server's random source, before anything is
 * decided); the bot then decides at once (a search or not, off the table's lock); and the answer
 * waits until the drawn time. So when a bot answers says nothing about its hand, its legal
 * moves, the server's load or other tables. A decision that is ready only after the drawn time
 * is released when ready and counted (`BotMetrics.late`); the hard level's time cap, the time
 * left before the release, makes that all but impossible.
 *
 * Bot timers therefore run twice: the scheduler fires them at once (`Scheduler`), which starts
 * the decision, and the release is its own clock timer at the drawn time. The same timer planned
 * again (the table moved on without touching this decision) starts no second decision.
 */
import type { SeatAction } from '@nobid/engine';
import { applyLocked } from './apply.ts';
import type { BotMetrics } from './bot-metrics.ts';
import type { ServerContext } from './context.ts';
import { isAtOnce } from './plan-timers.ts';
import type { TimerRecord } from './storage/storage.ts';

/** The time a search may take for an answer due at once (a bot-only table nobody watches). */
const AT_ONCE_SEARCH_MS = 2000;

export const sameTimer = (a: TimerRecord, b: TimerRecord): boolean =>
  a.tableId === b.tableId && a.seat === b.seat && a.kind === b.kind && a.key === b.key && a.dueAt === b.dueAt;

const timerId = (t: TimerRecord) => `${t.tableId}/${t.seat}/${t.key}/${t.dueAt}`;

/** The bot decisions in flight on this server, and their counters. */
export class BotTurns {
  private readonly inFlight = new Set<string>();

  constructor(readonly metrics: BotMetrics) {}

  /** False when this very timer is already being decided. */
  begin(timer: TimerRecord): boolean {
    const id = timerId(timer);
    if (this.inFlight.has(id)) return false;
    this.inFlight.add(id);
    return true;
  }

  end(timer: TimerRecord): void {
    this.inFlight.delete(timerId(timer));
  }

  size(): number {
    return this.inFlight.size;
  }
}

/** Step two and three for a due bot timer: decide now, release at `timer.dueAt`. */
export async function startBotTurn(ctx: ServerContext, timer: TimerRecord): Promise<void> {
  if (!ctx.botTurns.begin(timer)) return;
  let handedOver = false;
  try {
    const snapshot = await ctx.lock.run(timer.tableId, async () => {
      const rt = await ctx.runtimes.get(timer.tableId);
      if (rt.table.status !== 'playing' || !rt.timers.some((t) => sameTimer(t, timer))) return null;
      return { game: rt.game, state: rt.state, level: rt.seats[timer.seat]?.level ?? 'medium' };
    });
    if (!snapshot) return;
    const started = ctx.clock.now();
    const budget = isAtOnce(timer) ? AT_ONCE_SEARCH_MS : Math.max(0, timer.dueAt - started);
    const action = await ctx.bots.choose(
      snapshot.game,
      snapshot.state,
      timer.seat,
      snapshot.level,
      ctx.random,
      budget,
    );
    const ready = ctx.clock.now();
    if (!isAtOnce(timer)) ctx.botTurns.metrics.recordRelease(ready - timer.dueAt);
    handedOver = true;
    ctx.clock.setTimeout(() => releaseBotAnswer(ctx, timer, action), timer.dueAt - ready);
  } finally {
    if (!handedOver) ctx.botTurns.end(timer);
  }
}

/** At the drawn time: the answer goes in, if its decision is still open. */
async function releaseBotAnswer(ctx: ServerContext, timer: TimerRecord, decided: SeatAction): Promise<void> {
  try {
    // A server shutting down (or a table whose timers were dropped) releases nothing.
    if (!ctx.scheduler.has(timer.tableId)) return;
    await ctx.lock.run(timer.tableId, async () => {
      const rt = await ctx.runtimes.get(timer.tableId);
      if (rt.table.status !== 'playing' || !rt.timers.some((t) => sameTimer(t, timer))) return;
      let action = decided;
      if (rt.game.check(rt.state, action) !== null) {
        // The table moved on under a decision kept for the seat: decide again, on what it is now.
        ctx.botTurns.metrics.redecided++;
        const level = rt.seats[timer.seat]?.level ?? 'medium';
        action = await ctx.bots.choose(rt.game, rt.state, timer.seat, level, ctx.random, 0);
      }
      await applyLocked(ctx, timer.tableId, action, { by: 'bot' });
    });
  } catch (err) {
    // Only the error's name: a message could quote an action, and an action can name a card.
    const errName = err instanceof Error ? err.name : typeof err;
    ctx.log.error(
      { table: timer.tableId, seat: timer.seat, kind: timer.kind, errName },
      'bot release failed',
    );
  } finally {
    ctx.botTurns.end(timer);
  }
}

export type { BotMetrics };
