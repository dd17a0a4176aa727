/**
 * What happens when a stored timer comes due: a safe default, a bot's move, a standing order's answer, or an
 * away player's seat handed to a bot. A timer that no longer matches the table's stored timers
 * (its decision was answered, the table moved on) is ignored.
 */
import type { SeatAction } from '@nobid/engine';
import { applyLocked } from './apply.ts';
import { sameTimer, startBotTurn } from './bot-turns.ts';
import type { ServerContext } from './context.ts';
import { isPassingOutage } from './errors.ts';
import { recomputeTimers } from './recompute-timers.ts';
import { replanLater } from './replan.ts';
import type { TimerRecord } from './storage/storage.ts';
import type { TableRuntime } from './table/runtime.ts';
import { serverAnswerAction } from './table/standing-orders.ts';
import { presenceMessage } from './table-info.ts';
import { expireSeat, isTurnDeadline, takeOverExpired } from './turn-based/expiry.ts';

export { recomputeTimers } from './recompute-timers.ts';

/**
 * The action a due deadline or auto-pass timer stands for: a counter order's counter when the
 * seat holds one (`standing-orders.ts`), else the game's safe default, else a legal action.
 */
export function timerAction(
  ctx: ServerContext,
  rt: TableRuntime,
  timer: Pick<TimerRecord, 'seat' | 'kind' | 'key'>,
): SeatAction {
  const { game, state } = rt;
  const counter = serverAnswerAction(game, state, timer) as SeatAction | null;
  if (counter !== null && game.check(state, counter) === null) return counter;
  const fallback = game.defaultAction(state, timer.seat) as SeatAction;
  if (game.check(state, fallback) === null) return fallback;
  ctx.log.error(
    { table: rt.table.id, seat: timer.seat, game: game.name },
    'defaultAction was refused; using a legal action',
  );
  return game.legalActions(state, timer.seat)[0] as SeatAction;
}

async function handOverToBot(ctx: ServerContext, rt: TableRuntime, seat: number): Promise<void> {
  const record = rt.seats[seat];
  if (!record || record.awaySince === null || record.autoplay) return;
  await ctx.storage.updateSeat(rt.table.id, seat, { autoplay: true });
  rt.seats = rt.seats.map((s) => (s.seat === seat ? { ...s, autoplay: true } : s));
  ctx.log.info({ table: rt.table.id, seat }, 'away past the grace period: a bot plays the seat');
  await recomputeTimers(ctx, rt);
  ctx.out.toTable(rt.table.id, 'presence', await presenceMessage(ctx, rt.table.id, rt.seats));
}

/** Every human left an hour ago: the re-plan finds the table resting and runs no timer. */
async function startResting(ctx: ServerContext, rt: TableRuntime): Promise<void> {
  ctx.log.info({ table: rt.table.id }, 'every player away for an hour: the table rests until one is back');
  await recomputeTimers(ctx, rt);
}

export function fireTimer(ctx: ServerContext, timer: TimerRecord): Promise<void> {
  // A bot's timer starts its decision at once; the answer waits for the drawn time (`bot-turns.ts`).
  const run =
    timer.kind === 'bot'
      ? startBotTurn(ctx, timer)
      : ctx.lock.run(timer.tableId, async () => {
          const rt = await ctx.runtimes.get(timer.tableId);
          if (rt.table.status !== 'playing' || !rt.timers.some((t) => sameTimer(t, timer))) return;
          if (timer.kind === 'grace') return handOverToBot(ctx, rt, timer.seat);
          if (timer.kind === 'rest') return startResting(ctx, rt);
          // A turn-based seat's clock ran out: no default is played; the others may skip it.
          if (isTurnDeadline(rt, timer)) return expireSeat(ctx, rt, timer.seat);
          if (timer.kind === 'takeover') return takeOverExpired(ctx, rt, timer.seat);
          // Fired by the due-timer poller only (`turn-based/due-timers.ts`), which tells the player.
          if (timer.kind === 'clock-low') return;
          await applyLocked(ctx, timer.tableId, timerAction(ctx, rt, timer), { by: 'timer' });
        });
  return run.catch((err: unknown) => {
    // Only the error's name: a message could quote an action, and an action can name a card.
    const errName = err instanceof Error ? err.name : typeof err;
    const fields = { table: timer.tableId, seat: timer.seat, kind: timer.kind, errName };
    if (isPassingOutage(err)) {
      ctx.log.warn(fields, 'timer could not be written: trying again');
      replanLater(ctx, timer.tableId);
      return;
    }
    ctx.log.error(fields, 'timer failed');
  });
}
