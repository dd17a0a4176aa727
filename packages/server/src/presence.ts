/**
 * Seats coming and going. A player whose last socket closes is marked away (in storage, with the
 * time), which starts a stored grace timer; when it runs out a bot plays the seat. When the
 * player says hello again the seat is theirs at once, with the timers that were running.
 */
import type { ServerContext } from './context.ts';
import type { TableRuntime } from './runtime.ts';
import type { SeatPatch } from './storage/storage.ts';
import { presenceMessage } from './table-info.ts';
import { recomputeTimers } from './timer-actions.ts';

async function patchSeat(
  ctx: ServerContext,
  rt: TableRuntime,
  seat: number,
  patch: SeatPatch,
): Promise<void> {
  await ctx.storage.updateSeat(rt.table.id, seat, patch);
  rt.seats = rt.seats.map((s) => (s.seat === seat ? { ...s, ...patch } : s));
}

export function seatReturned(ctx: ServerContext, tableId: string, seat: number): Promise<void> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    const record = rt.seats[seat];
    if (record && (record.awaySince !== null || record.autoplay)) {
      await patchSeat(ctx, rt, seat, { awaySince: null, autoplay: false });
      if (record.autoplay) ctx.log.info({ table: tableId, seat }, 'player is back: the seat is theirs again');
      await recomputeTimers(ctx, rt);
    }
    ctx.out.toTable(tableId, 'presence', presenceMessage(ctx, tableId, rt.seats));
  });
}

/** Called after a socket left; `stillConnected` says whether another socket holds the seat. */
export function seatLeft(
  ctx: ServerContext,
  tableId: string,
  seat: number,
  stillConnected: boolean,
): Promise<void> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    const record = rt.seats[seat];
    if (!stillConnected && record && rt.table.status === 'playing' && record.awaySince === null) {
      await patchSeat(ctx, rt, seat, { awaySince: ctx.clock.now() });
      await recomputeTimers(ctx, rt);
    }
    ctx.out.toTable(tableId, 'presence', presenceMessage(ctx, tableId, rt.seats));
  });
}

export function setAutoPass(ctx: ServerContext, tableId: string, seat: number, on: boolean): Promise<void> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    if (rt.seats[seat]?.autoPass === on) return;
    await patchSeat(ctx, rt, seat, { autoPass: on });
    await recomputeTimers(ctx, rt);
  });
}

/**
 * After a restart nobody is connected: every human seat of a table in play counts as away from
 * now (unless it already was), so a player who never comes back is replaced after the grace period.
 */
export async function markAllAway(ctx: ServerContext, rt: TableRuntime): Promise<void> {
  const now = ctx.clock.now();
  for (const s of rt.seats) {
    if (s.kind === 'human' && s.awaySince === null) await patchSeat(ctx, rt, s.seat, { awaySince: now });
  }
}
