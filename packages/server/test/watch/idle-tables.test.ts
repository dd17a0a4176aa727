/**
 * An abandoned table leaves "Games to watch" and then rests, on a virtual clock (no sleeps): a
 * 2-human public table whose players both leave is played by bots after the grace period, is no
 * longer listed 10 minutes after the last player left (though its bots still move), and an hour
 * after that nothing runs at it any more; a player coming back wakes it. A table nobody moves at
 * leaves the list 10 minutes after its last public action.
 */

import { toyGame } from '@nobid/engine/testing';
import type { TableSettings } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { createTable, joinTable, startTable } from '../../src/lobby.ts';
import { seatLeft, seatReturned } from '../../src/presence.ts';
import { LISTED_WITHIN_MS, listed, RESTS_AFTER_MS, rests } from '../../src/watch/idle-tables.ts';
import { watchList } from '../../src/watch/watch-list.ts';
import { defaultingBots, serviceContext } from '../helpers/service.ts';

const MINUTE = 60_000;

async function twoHumans() {
  // A seat's bot draws while it can (the toy game's default) every 5 minutes: the game's 14 draws
  // outlast the hour before a deserted table rests.
  const service = await serviceContext({
    games: [toyGame],
    connected: [0, 1],
    bots: defaultingBots,
    timing: { turnBotMinMs: 5 * MINUTE, turnBotMaxMs: 5 * MINUTE, graceMs: 30_000 },
  });
  const { ctx } = service;
  const settings: TableSettings = {
    game: 'fifteen',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    turnTimerSeconds: 600,
    reactionWindowSeconds: 5,
    visibility: 'public',
    options: { turnCap: 100_000 },
  } as TableSettings;
  const created = await createTable(ctx, { settings, name: 'Ann' });
  const id = created.table.id;
  await joinTable(ctx, id, { name: 'Bo' });
  await startTable(ctx, id, created.seatToken!);
  const listedIds = async () => (await watchList(ctx)).map((g) => g.id);
  return { ...service, id, listedIds };
}

describe('an abandoned table', () => {
  it('leaves the watch list 10 minutes after its last player left, and rests an hour later', async () => {
    const { ctx, clock, presence, id, listedIds } = await twoHumans();
    expect(await listedIds()).toEqual([id]);

    // Both players close their tabs: after the grace period bots play both seats.
    presence.set([]);
    await seatLeft(ctx, id);
    const left = clock.now();
    await clock.runFor(LISTED_WITHIN_MS - MINUTE);
    const seats = await ctx.storage.getSeats(id);
    expect(seats.map((s) => s.autoplay)).toEqual([true, true]);
    const movedBy = (await ctx.storage.getTable(id))!.version;
    expect(movedBy).toBeGreaterThan(0);
    // Still listed within the 10 minutes.
    expect(await listedIds()).toEqual([id]);

    // Past them: bots still move (public actions a minute old), but nobody is there.
    await clock.runFor(2 * MINUTE);
    expect((await ctx.storage.getTable(id))!.version).toBeGreaterThan(movedBy);
    expect(await listedIds()).toEqual([]);

    // An hour after the last one left, the table rests: no timer, no move, however long.
    await clock.runFor(left + RESTS_AFTER_MS - clock.now());
    const rt = await ctx.runtimes.get(id);
    expect(rt.timers).toEqual([]);
    expect(rt.table.status).toBe('playing');
    const restedAt = rt.table.version;
    await clock.runFor(24 * 60 * MINUTE);
    expect((await ctx.storage.getTable(id))!.version).toBe(restedAt);
    expect(await clock.step()).toBe(false);

    // Ann comes back: the seat is hers, the table runs and is listed again once it moves.
    presence.set([0]);
    await seatReturned(ctx, id, 0);
    expect((await ctx.runtimes.get(id)).timers.length).toBeGreaterThan(0);
    expect(await listedIds()).toEqual([]);
    await clock.runFor(11 * MINUTE);
    expect((await ctx.storage.getTable(id))!.version).toBeGreaterThan(restedAt);
    expect(await listedIds()).toEqual([id]);
    await ctx.storage.close();
  });

  it('leaves the watch list 10 minutes after its last public action, though its players stay', async () => {
    // Both players are there and nobody moves: nothing public happens until the turn's timer.
    const { ctx, clock, id, listedIds } = await twoHumans();
    clock.advance(LISTED_WITHIN_MS - 1);
    // No timer has run (the virtual clock ran nothing): no public action since the start.
    expect(await listedIds()).toEqual([id]);
    clock.advance(1);
    expect(await listedIds()).toEqual([]);
    // The turn's timer (10 minutes, overdue) plays a default: a public action now, and the table is back.
    await clock.step();
    expect((await ctx.storage.getTable(id))!.version).toBe(1);
    expect(await listedIds()).toEqual([id]);
    await ctx.storage.close();
  });
});

describe('the idle rules', () => {
  const live = { game: 'fifteen' } as TableSettings;
  const turnBased = { game: 'fifteen', kind: 'turn-based' } as TableSettings;
  const human = (seat: number, awaySince: number | null) => ({ seat, kind: 'human' as const, awaySince });
  const bot = (seat: number) => ({ seat, kind: 'bot' as const, awaySince: null });
  const now = 10 * RESTS_AFTER_MS;

  it('keeps a table with one player present, however long the others are away', () => {
    const seats = [human(0, null), human(1, 0)];
    expect(listed(live, seats, now - 1, now)).toBe(true);
    expect(rests(live, seats, now)).toBe(false);
    // ...but not once its last public action is 10 minutes old.
    expect(listed(live, seats, now - LISTED_WITHIN_MS, now)).toBe(false);
  });

  it('judges a bots-only table by its moves alone, and never rests it', () => {
    const seats = [bot(0), bot(1)];
    expect(listed(live, seats, now - 1, now)).toBe(true);
    expect(rests(live, seats, now)).toBe(false);
  });

  it('never rests a turn-based table for absence (its clocks decide), nor hides it for that', () => {
    const seats = [human(0, 0), human(1, 0)];
    expect(rests(turnBased, seats, now)).toBe(false);
    expect(listed(turnBased, seats, now - 1, now)).toBe(true);
    expect(rests(live, seats, now)).toBe(true);
    expect(listed(live, seats, now - 1, now)).toBe(false);
  });

  it('counts from the last human to leave', () => {
    const seats = [human(0, now - 2 * RESTS_AFTER_MS), human(1, now - RESTS_AFTER_MS + 1)];
    expect(rests(live, seats, now)).toBe(false);
    expect(rests(live, seats, now + 1)).toBe(true);
  });
});
