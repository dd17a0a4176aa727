/**
 * A due `clock-low` timer (`table/clock-low.ts`): under the table's lock, if the timer is still the
 * table's, a `low` event goes beside the match log and the timer leaves the table's timers in the
 * same write, so it fires once however many nodes poll (the claim) and whatever restarts
 * (storage). Who is told, and how, is the notices' part (`notices.ts`): this says which seat, by
 * when.
 */
import { sameTimer } from '../bot-turns.ts';
import type { ServerContext } from '../context.ts';
import { recomputeTimers } from '../recompute-timers.ts';
import type { TimerRecord } from '../storage/storage.ts';
import type { TableRuntime } from '../table/runtime.ts';
import { expiresAt, remaining } from '../table/seat-clocks.ts';

/** A seat whose clock is low: its table as it stands, and when the clock runs out. */
export interface ClockLow {
  readonly runtime: TableRuntime;
  readonly seat: number;
  readonly deadline: number | null;
}

/** Records a due clock-low timer's event; null when it no longer belongs to the table. */
export function fireClockLow(ctx: ServerContext, timer: TimerRecord): Promise<ClockLow | null> {
  return ctx.lock.run(timer.tableId, async () => {
    const rt = await ctx.runtimes.get(timer.tableId);
    const clock = rt.clocks?.[timer.seat];
    if (rt.table.status !== 'playing' || !clock || !rt.timers.some((t) => sameTimer(t, timer))) return null;
    const now = ctx.clock.now();
    // The re-plan keeps what it finds in the previous timers: without this one, it is not made again.
    rt.timers = rt.timers.filter((t) => !sameTimer(t, timer));
    const event = { version: rt.table.version, seat: timer.seat, event: 'low' as const, at: now };
    const written = await recomputeTimers(ctx, rt, {
      clocks: rt.clocks!,
      events: [{ ...event, bankMs: remaining(clock, now) }],
    }).catch((err: unknown) => {
      // The copy here no longer holds the stored timer: the next load reads it again.
      ctx.runtimes.evict(timer.tableId);
      throw err;
    });
    // Not written: the timer stays stored, and fires (once) when its claim lapses.
    if (!written) return null;
    return { runtime: rt, seat: timer.seat, deadline: expiresAt(clock) };
  });
}
