/**
 * Seats coming and going. A player whose last socket closes is marked away (in storage, with the
 * time), which starts a stored grace timer; when it runs out a bot plays the seat. When the
 * player says hello again the seat is theirs at once, with the timers that were running.
 */
import { canonicalJson } from '@nobid/engine';
import { passesEverything, type StandingOrders } from '@nobid/protocol';
import type { ServerContext } from './context.ts';
import { ServerError } from './errors.ts';
import { ordersOfSwitches } from './storage/seat-orders.ts';
import type { SeatPatch } from './storage/storage.ts';
import type { TableRuntime } from './table/runtime.ts';
import { checkOrders } from './table/standing-orders.ts';
import { buildUpdate, cursorOf } from './table/views.ts';
import { presenceMessage } from './table-info.ts';
import { recomputeTimers } from './timer-actions.ts';
import { takeBack } from './turn-based/expiry.ts';

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
      // A turn-based seat taken back from the bot gets one move's time on its clock.
      if (record.autoplay && rt.clocks) await takeBack(ctx, rt, seat);
      else await recomputeTimers(ctx, rt);
    }
    ctx.out.toTable(tableId, 'presence', await presenceMessage(ctx, tableId, rt.seats));
  });
}

/**
 * A spectator arrived. A bot-only table that nobody watched answered its windows at once; from
 * now on its bots' answers wait for drawn times, the open window's included.
 */
export function spectatorArrived(ctx: ServerContext, tableId: string): Promise<void> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    if (rt.seats.every((s) => s.kind === 'bot')) await recomputeTimers(ctx, rt);
  });
}

/**
 * Marks away every human seat of a table in play that no socket on any node holds (unless it
 * already was), so that a player who never comes back is replaced after the grace period.
 * Called when a socket leaves, after a restart, and when a node takes over a dead node's table.
 * Must run inside the table's lock.
 */
export async function markAbsentAway(ctx: ServerContext, rt: TableRuntime): Promise<boolean> {
  if (rt.table.status !== 'playing') return false;
  const connected = (await ctx.presence.of(rt.table.id)).seats;
  const now = ctx.clock.now();
  let changed = false;
  for (const s of rt.seats) {
    if (s.kind === 'human' && s.awaySince === null && !connected.has(s.seat)) {
      await patchSeat(ctx, rt, s.seat, { awaySince: now });
      changed = true;
    }
  }
  return changed;
}

/** Called after a socket left the seat: away unless another socket (on any node) still holds it. */
export function seatLeft(ctx: ServerContext, tableId: string): Promise<void> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    if (await markAbsentAway(ctx, rt)) await recomputeTimers(ctx, rt);
    ctx.out.toTable(tableId, 'presence', await presenceMessage(ctx, tableId, rt.seats));
  });
}

/**
 * Sets a seat's standing orders (`table/standing-orders.ts`): checked against the table's game
 * (a card kind it does not play is refused, changing nothing), kept, the timers re-planned (an
 * open window is answered by the new orders from this moment: as if the player answered it now),
 * and the seat told. Orders equal to the seat's are answered by the ack alone: a view here would
 * be a fresh look at the table on demand, at a moment of the seat's choosing.
 */
export function setStandingOrders(
  ctx: ServerContext,
  tableId: string,
  seat: number,
  change: (current: StandingOrders) => StandingOrders,
): Promise<StandingOrders> {
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    const record = rt.seats[seat];
    if (!record) throw new ServerError('not-seated', `table ${tableId} has no seat ${seat}`);
    const orders = change(record.orders);
    checkOrders(rt.game, rt.options, orders);
    if (canonicalJson(orders) === canonicalJson(record.orders)) return record.orders;
    await patchSeat(ctx, rt, seat, { orders });
    await recomputeTimers(ctx, rt);
    const cursor = cursorOf(rt, seat);
    ctx.out.toSeat(
      tableId,
      seat,
      'view',
      buildUpdate(rt, seat, { events: [], fromCursor: cursor, now: ctx.clock.now() }),
    );
    return orders;
  });
}

/** The old auto-pass switch: on is "pass on everything", off "always ask me"; own cards as they were. */
export const setAutoPass = (
  ctx: ServerContext,
  tableId: string,
  seat: number,
  on: boolean,
): Promise<unknown> =>
  setStandingOrders(ctx, tableId, seat, (o) =>
    on === passesEverything(o) ? o : { ...ordersOfSwitches(on, false), ownCards: o.ownCards },
  );

/** The old "answer my own cards" switch: whether the orders answer windows on the seat's own cards. */
export const setAnswerOwnCards = (
  ctx: ServerContext,
  tableId: string,
  seat: number,
  on: boolean,
): Promise<unknown> =>
  setStandingOrders(ctx, tableId, seat, (o) => ({ ...o, ownCards: on ? 'orders' : 'pass' }));
