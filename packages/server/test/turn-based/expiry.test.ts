/**
 * A turn-based seat whose clock runs out, on a virtual clock: nothing is played for it, the other
 * player may skip it once the skip grace has passed (not before; the whole turn at once), a bot
 * plays it after the profile's second period, and its player takes it back with one move's time.
 * A disconnect alone never hands a turn-based seat to a bot. Every step is a clock event beside
 * the match log.
 */
import { SPEED_PROFILES } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { seatLeft, seatReturned } from '../../src/presence.ts';
import { skipSeat } from '../../src/turn-based/skip.ts';
import { clocksOf, move, turnBasedTable } from './service.ts';
import { twoStepGame } from './two-step-game.ts';

const P = SPEED_PROFILES['24h'];

describe('a turn-based clock that runs out', () => {
  it('lets the others skip the seat, then a bot plays it until its player takes it back', async () => {
    const { ctx, clock, id } = await turnBasedTable('24h');
    const t0 = clock.now();
    const start = await ctx.storage.getTable(id);
    // The deadline timer fires at the clock's expiry, found in storage by the poller.
    for (let i = 0; i < 20 && (await clocksOf(ctx, id))[0]!.expiredAt === null; i++) await clock.step();
    let clocks = await clocksOf(ctx, id);
    expect(clocks[0]).toMatchObject({ bankMs: 0, expiredAt: t0 + P.startMs!, runningSince: null });
    // Nothing was played for it: the log did not move.
    expect((await ctx.storage.getTable(id))!.version).toBe(start!.version);
    expect((await ctx.runtimes.get(id)).timers).toEqual([
      expect.objectContaining({ seat: 0, kind: 'takeover', dueAt: t0 + P.startMs! + P.botAfterMs! }),
    ]);

    // Too early to skip; one's own seat is never skipped; then seat 1 skips seat 0.
    await expect(skipSeat(ctx, id, 1, { seat: 0 })).rejects.toMatchObject({
      code: 'not-skippable',
      message: /may be skipped from/,
    });
    await expect(skipSeat(ctx, id, 0, { seat: 0 })).rejects.toMatchObject({ code: 'not-skippable' });
    await expect(skipSeat(ctx, id, 1, { seat: 7 })).rejects.toMatchObject({ code: 'not-skippable' });
    expect((await ctx.storage.getTable(id))!.version).toBe(0);
    clock.advance(P.skipAfterMs!);
    await skipSeat(ctx, id, 1, { seat: 0 });
    expect((await ctx.storage.getTable(id))!.version).toBe(1);
    clocks = await clocksOf(ctx, id);
    expect(clocks[1]).toMatchObject({ runningSince: clock.now(), owes: true });
    // Skipping a seat that owes nothing is refused.
    await expect(skipSeat(ctx, id, 1, { seat: 0 })).rejects.toMatchObject({
      code: 'not-skippable',
      message: /owes no move/,
    });

    // Seat 1 moves; seat 0 owes again, still run out: no deadline, skippable at once.
    await move(ctx, id, 1);
    clocks = await clocksOf(ctx, id);
    expect(clocks[0]).toMatchObject({ expiredAt: t0 + P.startMs!, owes: true, runningSince: null });

    // The bot period passes: a bot takes the seat and plays it.
    const autoplay = async () => (await ctx.storage.getSeats(id))[0]!.autoplay;
    for (let i = 0; i < 20 && !(await autoplay()); i++) await clock.step();
    expect(await autoplay()).toBe(true);
    expect(clock.now()).toBe(t0 + P.startMs! + P.botAfterMs!);
    for (let i = 0; i < 20 && (await ctx.storage.getTable(id))!.version < 3; i++) await clock.step();
    // Its bot moved for it (the log grew past seat 1's move).
    expect((await ctx.storage.getTable(id))!.version).toBeGreaterThanOrEqual(3);

    // The player comes back and takes the seat: one move's time on the clock.
    await seatReturned(ctx, id, 0);
    expect((await ctx.storage.getSeats(id))[0]!.autoplay).toBe(false);
    clocks = await clocksOf(ctx, id);
    expect(clocks[0]!.expiredAt).toBeNull();
    const events = (await ctx.storage.readClockEvents(id)).map((e) => `${e.seat}:${e.event}`);
    for (const e of ['0:start', '0:expire', '0:skip', '1:start', '1:stop', '0:bot', '0:back'])
      expect(events).toContain(e);
    expect(events.indexOf('0:expire')).toBeLessThan(events.indexOf('0:skip'));
    expect(events.indexOf('0:skip')).toBeLessThan(events.indexOf('0:bot'));
    expect(events.indexOf('0:bot')).toBeLessThan(events.indexOf('0:back'));
    await ctx.storage.close();
  });

  it('skips the whole turn of a run-out seat at once, every move it owes in a row', async () => {
    // Each turn of this game is two moves of one seat (a play or a draw, then a close).
    const { ctx, clock, id } = await turnBasedTable('24h', [0, 1], twoStepGame);
    for (let i = 0; i < 20 && (await clocksOf(ctx, id))[0]!.expiredAt === null; i++) await clock.step();
    clock.advance(P.skipAfterMs!);
    await skipSeat(ctx, id, 1, { seat: 0 });
    // Both moves were played for it: the turn is seat 1's, and seat 0 owes nothing to skip.
    expect((await ctx.storage.getTable(id))!.version).toBe(2);
    const rt = await ctx.runtimes.get(id);
    expect(rt.game.decisions(rt.state)).toEqual([{ seat: 1, kind: 'act' }]);
    await expect(skipSeat(ctx, id, 1, { seat: 0 })).rejects.toMatchObject({ message: /owes no move/ });
    // Each move is a skip beside the match log.
    const skips = (await ctx.storage.readClockEvents(id)).filter((e) => e.event === 'skip');
    expect(skips.map((e) => e.seat)).toEqual([0, 0]);
    await ctx.storage.close();
  });

  it('never hands a disconnected seat to a bot while its clock has time', async () => {
    const { ctx, clock, id, presence } = await turnBasedTable('24h', [0, 1]);
    presence.set([]);
    await seatLeft(ctx, id);
    const rt = await ctx.runtimes.get(id);
    // Its clock's deadline, and the moment its player is told the clock is low: nothing plays for it.
    expect(rt.timers.map((t) => t.kind)).toEqual(['deadline', 'clock-low']);
    // Nobody plays for the absent seat: the first thing that happens is its clock running out,
    // a whole bank later (a live table's grace would have handed it to a bot long before).
    const t0 = clock.now();
    for (let i = 0; i < 20 && (await ctx.runtimes.get(id)).clocks![0]!.expiredAt === null; i++)
      await clock.step();
    expect(clock.now()).toBe(t0 + P.startMs!);
    expect((await ctx.storage.getSeats(id))[0]!.autoplay).toBe(false);
    expect((await ctx.storage.getTable(id))!.version).toBe(0);
    await ctx.storage.close();
  });
});
