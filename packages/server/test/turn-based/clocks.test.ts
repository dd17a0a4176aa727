/**
 * Turn-based seat clocks on a virtual clock: a clock runs only while its seat owes a move, the
 * mover's bank grows by the profile's increment up to its maximum, and every start and stop is
 * kept beside the match log. Profiles out of range and guests are refused, changing nothing.
 */

import { toyGame } from '@nobid/engine/testing';
import { SPEED_PROFILES } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { createTable, joinTable } from '../../src/lobby.ts';
import { defaultingBots, serviceContext } from '../helpers/service.ts';
import { clocksOf, HOUR, move, SIGNED_IN, turnBasedTable } from './service.ts';

const P = SPEED_PROFILES['24h'];

describe('turn-based clocks', () => {
  it('run only for the seat that owes a move, and grow by the increment up to the maximum', async () => {
    const { ctx, clock, id } = await turnBasedTable('24h');
    const t0 = clock.now();
    let clocks = await clocksOf(ctx, id);
    expect(clocks[0]).toMatchObject({ bankMs: P.startMs, runningSince: t0, owes: true });
    expect(clocks[1]).toMatchObject({ bankMs: P.startMs, runningSince: null, owes: false });

    clock.advance(10 * HOUR);
    await move(ctx, id, 0);
    clocks = await clocksOf(ctx, id);
    // 48 h − 10 h + 24 h; seat 1's clock starts now, with its whole bank.
    expect(clocks[0]).toMatchObject({ bankMs: 62 * HOUR, runningSince: null, owes: false });
    expect(clocks[1]).toMatchObject({ bankMs: 48 * HOUR, runningSince: clock.now(), owes: true });

    clock.advance(HOUR);
    await move(ctx, id, 1);
    clock.advance(HOUR);
    await move(ctx, id, 0);
    clocks = await clocksOf(ctx, id);
    expect(clocks[1]!.bankMs).toBe(71 * HOUR);
    // 62 h − 1 h + 24 h is past the maximum: capped.
    expect(clocks[0]!.bankMs).toBe(P.maxMs);

    // The turn's deadline is the clock's: the seat owing it has a deadline timer at its expiry,
    // and a clock-low timer a fifth of a move (4.8 h) before it.
    const rt = await ctx.runtimes.get(id);
    expect(rt.timers).toEqual([
      expect.objectContaining({ seat: 1, kind: 'deadline', dueAt: clock.now() + 71 * HOUR }),
      expect.objectContaining({
        seat: 1,
        kind: 'clock-low',
        dueAt: clock.now() + 71 * HOUR - 0.2 * P.incrementMs!,
      }),
    ]);
    const events = await ctx.storage.readClockEvents(id);
    expect(events.map((e) => `${e.version}:${e.seat}:${e.event}`)).toEqual([
      '0:0:start',
      '1:0:stop',
      '1:1:start',
      '2:1:stop',
      '2:0:start',
      '3:0:stop',
      '3:1:start',
    ]);
    // The view shows every seat's clock.
    const view = (await import('../../src/table/views.ts')).buildUpdate(rt, 0, {
      events: [],
      fromCursor: 0,
      now: clock.now(),
    });
    expect(view.clocks?.map((c) => c.bankMs)).toEqual([72 * HOUR, 71 * HOUR]);
    await ctx.storage.close();
  });

  it('no-limit tables run no clock and set no deadline', async () => {
    const { ctx, id } = await turnBasedTable('no-limit');
    const rt = await ctx.runtimes.get(id);
    expect(rt.clocks?.[0]).toMatchObject({ bankMs: null, owes: true, deadline: null });
    expect(rt.timers).toEqual([]);
    await ctx.storage.close();
  });

  it('refuses bad profiles and guests, and creates nothing', async () => {
    const { ctx } = await serviceContext({ games: [toyGame], connected: [], bots: defaultingBots });
    const seats = [{ kind: 'human' }, { kind: 'human' }];
    const tryCreate = (settings: object, who = SIGNED_IN) =>
      createTable(ctx, { settings: { game: 'fifteen', seats, ...settings }, name: 'Ann' }, who).then(
        () => null,
        (err: { code: string; message: string }) => ({ code: err.code, message: err.message }),
      );
    expect(await tryCreate({ kind: 'turn-based', speed: 'fast' })).toMatchObject({ code: 'bad-settings' });
    expect(await tryCreate({ speed: '24h' })).toMatchObject({ code: 'bad-settings', message: /turn-based/ });
    expect(await tryCreate({ windowDeadlineSeconds: 600 })).toMatchObject({ code: 'bad-settings' });
    expect(await tryCreate({ kind: 'turn-based', windowDeadlineSeconds: 30 })).toMatchObject({
      code: 'bad-settings',
      message: /at least 60/,
    });
    expect(await tryCreate({ kind: 'turn-based', speed: 'no-limit', rated: true })).toMatchObject({
      code: 'bad-settings',
      message: /rated/,
    });
    expect(await tryCreate({ kind: 'turn-based' }, { signedIn: false })).toMatchObject({
      code: 'account-required',
    });
    expect(await ctx.storage.listTables({})).toEqual([]);

    // A guest may not take a seat at a turn-based table either; live tables take guests.
    const made = await createTable(
      ctx,
      { settings: { game: 'fifteen', seats, kind: 'turn-based' }, name: 'Ann' },
      SIGNED_IN,
    );
    expect(made.table).toMatchObject({
      kind: 'turn-based',
      speed: SPEED_PROFILES['48h'],
      windowDeadlineSeconds: 3600,
    });
    await expect(joinTable(ctx, made.table.id, { name: 'Guest' })).rejects.toMatchObject({
      code: 'account-required',
    });
    expect((await ctx.storage.getSeats(made.table.id))[1]!.tokenHash).toBeNull();
    const live = await createTable(ctx, { settings: { game: 'fifteen', seats }, name: 'Ann' });
    expect(live.table.kind).toBe('live');
    await expect(joinTable(ctx, live.table.id, { name: 'Guest' })).resolves.toMatchObject({ seat: 1 });
    await ctx.storage.close();
  });
});
