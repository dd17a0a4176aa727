/**
 * A turn-based seat whose clock runs out (issue 31). Nothing is played for it at once: the clock
 * stops at zero and says so (an `expire` event beside the match log), the other players may skip
 * the seat once the profile's skip grace has passed (`skip.ts`), and after the profile's bot
 * period a bot plays the seat (`takeover`) until its player comes back and takes it
 * (`presence.ts`, `seatReturned`: a `back` event, one move's time on the clock). A rated game
 * whose seat a bot plays at the end ranks that seat last (`ratings/ranking.ts`).
 */
import type { ServerContext } from '../context.ts';
import { recomputeTimers } from '../recompute-timers.ts';
import type { TimerRecord } from '../storage/storage.ts';
import type { TableRuntime } from '../table/runtime.ts';
import { expireClock } from '../table/seat-clocks.ts';
import { isTurnBased, speedOf } from '../table/turn-based-settings.ts';
import { buildUpdate, cursorOf } from '../table/views.ts';
import { presenceMessage } from '../table-info.ts';

/** A due `deadline` timer of a turn decision (not a window's) on a turn-based table. */
export const isTurnDeadline = (rt: TableRuntime, timer: TimerRecord): boolean =>
  timer.kind === 'deadline' &&
  !timer.key.includes('#w') &&
  isTurnBased(rt.table.settings) &&
  rt.clocks !== null;

/** Everyone sees the clocks move: each viewer its current view, with nothing new in its history. */
function tellEveryone(ctx: ServerContext, rt: TableRuntime): void {
  const now = ctx.clock.now();
  const audience = ctx.out.audience(rt.table.id, rt.table.seats);
  for (const viewer of [...audience.seats, ...(audience.spectators ? (['spectator'] as const) : [])]) {
    const cursor = cursorOf(rt, viewer);
    ctx.out.toViewer(
      rt.table.id,
      viewer,
      buildUpdate(rt, viewer, { events: [], fromCursor: cursor, now }),
      null,
    );
  }
}

export async function expireSeat(ctx: ServerContext, rt: TableRuntime, seat: number): Promise<void> {
  if (!rt.clocks) return;
  const change = expireClock(rt.clocks, seat, ctx.clock.now(), rt.table.version);
  ctx.log.info({ table: rt.table.id, seat }, "a turn-based seat's clock ran out");
  await recomputeTimers(ctx, rt, change);
  tellEveryone(ctx, rt);
}

export async function takeOverExpired(ctx: ServerContext, rt: TableRuntime, seat: number): Promise<void> {
  const record = rt.seats[seat];
  const clock = rt.clocks?.[seat];
  if (
    !rt.clocks ||
    !record ||
    record.autoplay ||
    !clock ||
    clock.expiredAt === null ||
    !speedOf(rt.table.settings)
  )
    return;
  await ctx.storage.updateSeat(rt.table.id, seat, { autoplay: true });
  rt.seats = rt.seats.map((s) => (s.seat === seat ? { ...s, autoplay: true } : s));
  ctx.log.info({ table: rt.table.id, seat }, 'run out past the bot period: a bot plays the seat');
  const now = ctx.clock.now();
  await recomputeTimers(ctx, rt, {
    clocks: rt.clocks,
    events: [{ version: rt.table.version, seat, event: 'bot', at: now, bankMs: 0 }],
  });
  ctx.out.toTable(rt.table.id, 'presence', await presenceMessage(ctx, rt.table.id, rt.seats));
  tellEveryone(ctx, rt);
}

/**
 * The player of a turn-based seat a bot played is back and takes it: the clock has one move's
 * time (the profile's increment) and runs from now if the seat owes a decision. Must run inside
 * the table's lock, after the seat's `autoplay` was cleared.
 */
export async function takeBack(ctx: ServerContext, rt: TableRuntime, seat: number): Promise<void> {
  const profile = speedOf(rt.table.settings);
  if (!profile || !rt.clocks) {
    await recomputeTimers(ctx, rt);
    return;
  }
  const now = ctx.clock.now();
  const clocks = rt.clocks.map((c) =>
    c.seat === seat ? { ...c, expiredAt: null, runningSince: null, bankMs: profile.incrementMs } : c,
  );
  await recomputeTimers(ctx, rt, {
    clocks,
    events: [{ version: rt.table.version, seat, event: 'back', at: now, bankMs: profile.incrementMs }],
  });
  tellEveryone(ctx, rt);
}
