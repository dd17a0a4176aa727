/**
 * Skipping a turn-based seat whose clock ran out (issue 31): any other seated player may, once
 * the profile's skip grace has passed. The seat's whole turn is played for it: its safe default
 * (`game.defaultAction`) for each move it owes in a row (a No Bid turn may end with a discard
 * over the hand limit), each logged like a timer's action, with a `skip` clock event. Anything
 * else is refused with `not-skippable` and a message that says why, and changes nothing.
 */
import { SkipSeatSchema } from '@nobid/protocol';
import { applyLocked } from '../apply.ts';
import type { ServerContext } from '../context.ts';
import { ServerError } from '../errors.ts';
import { parse } from '../hello.ts';
import { decisionsOf } from '../table/decisions.ts';
import type { TableRuntime } from '../table/runtime.ts';
import { speedOf } from '../table/turn-based-settings.ts';
import { timerAction } from '../timer-actions.ts';

const refuse = (message: string) => new ServerError('not-skippable', message);

/** At most this many moves in one skip: a turn is a few; a game that asks more is a bug, not a turn. */
const MAX_MOVES = 20;

/** Whether `seat` owes a move (not a window's answer) in the table's current state. */
const owesMove = (rt: TableRuntime, seat: number): boolean =>
  rt.table.status === 'playing' &&
  decisionsOf(rt.game, rt.state).some((d) => d.seat === seat && d.window === undefined);

export function skipSeat(ctx: ServerContext, tableId: string, bySeat: number, raw: unknown): Promise<null> {
  const { seat } = parse(SkipSeatSchema, raw);
  return ctx.lock.run(tableId, async () => {
    const rt = await ctx.runtimes.get(tableId);
    const profile = speedOf(rt.table.settings);
    if (!profile || !rt.clocks) throw refuse('only a turn-based table skips seats');
    if (rt.table.status === 'waiting') throw new ServerError('not-started', 'the game has not started yet');
    if (rt.table.status === 'over') throw new ServerError('game-over', 'the game is over');
    if (seat === bySeat) throw refuse('you cannot skip your own seat: make your move');
    const record = rt.seats[seat];
    const clock = rt.clocks[seat];
    if (!record || !clock) throw refuse(`there is no seat ${seat} at this table`);
    if (record.kind !== 'human' || record.autoplay)
      throw refuse(`a bot plays seat ${seat}: it needs no skip`);
    if (!owesMove(rt, seat)) throw refuse(`seat ${seat} owes no move`);
    if (clock.expiredAt === null) throw refuse(`seat ${seat} still has time on its clock`);
    const from = clock.expiredAt + (profile.skipAfterMs ?? 0);
    if (ctx.clock.now() < from)
      throw refuse(`seat ${seat} may be skipped from ${new Date(from).toISOString()}`);
    ctx.log.info({ table: tableId, seat, by: bySeat }, 'a run-out seat was skipped');
    for (let played = 0, now = rt; played < MAX_MOVES && owesMove(now, seat); played++) {
      await applyLocked(ctx, tableId, timerAction(ctx, now, { seat, kind: 'deadline', key: '' }), {
        by: 'timer',
        skip: true,
      });
      now = await ctx.runtimes.get(tableId);
    }
    return null;
  });
}
