/**
 * Reaction windows on the server: offered to every seat, closed early only when all have passed,
 * answered by bots after delays that do not depend on the hand and by standing orders as they
 * open (standing-orders.test.ts), passes kept quiet
 * until the window closes (no message, no new decision id), stale answers refused by decision
 * id, and a safe default on timeout.
 */

import type { ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../src/apply.ts';
import { createTable, joinTable, startTable } from '../src/lobby.ts';
import { seatLeft, seatReturned, setAnswerOwnCards, setAutoPass } from '../src/presence.ts';
import { blockerGame } from './fixtures/window-game.ts';
import { defaultingBots, serviceContext } from './helpers/service.ts';

const settings = (seats: object[], options: object, window = 4, turn = 10) => ({
  game: 'blocker',
  seats,
  reactionWindowSeconds: window,
  turnTimerSeconds: turn,
  options,
});

/** Plays a table of one auto-passing human and three passing bots; returns each window's length. */
async function windowDurations(blocks: number, seed: string): Promise<number[]> {
  const { ctx, clock, sent } = await serviceContext({
    games: [blockerGame],
    connected: [0],
    seed,
    bots: defaultingBots,
  });
  const human = { kind: 'human' };
  const bot = { kind: 'bot', level: 'easy' };
  const created = await createTable(ctx, {
    settings: settings([human, bot, bot, bot], { blocks, turnCap: 24 }),
    name: 'Ann',
  });
  const id = created.table.id;
  await setAutoPass(ctx, id, 0, true);
  await startTable(ctx, id, created.seatToken!);
  await clock.run(() => sent.some((m) => m.event === 'tableOver'));
  const opened = new Map<number, number>();
  const durations: number[] = [];
  for (const m of sent) {
    if (m.to !== 0 || m.event !== 'view') continue;
    const v = m.msg as ViewUpdate;
    for (const [w, at] of opened) {
      if (v.window?.windowId !== w) {
        durations.push(m.at - at);
        opened.delete(w);
      }
    }
    if (v.window && !opened.has(v.window.windowId)) opened.set(v.window.windowId, m.at);
  }
  await ctx.storage.close();
  return durations;
}

describe('reaction windows', () => {
  it('last as long whether or not the other seats hold a counter', async () => {
    for (const seed of ['a', 'b']) {
      const withCounters = await windowDurations(3, seed);
      const without = await windowDurations(0, seed);
      expect(withCounters).toHaveLength(24);
      // Same random stream, so the very same delays: the hand had no say in any of them.
      expect(withCounters).toEqual(without);
      // And they are real waits, spread out, not an instant close when nobody could counter.
      expect(Math.min(...without)).toBeGreaterThanOrEqual(600);
      expect(new Set(without).size).toBeGreaterThan(12);
    }
  });

  it('keep who has passed hidden until the window closes, and refuse stale answers', async () => {
    const { ctx, sent } = await serviceContext({ games: [blockerGame], connected: [0, 1, 2] });
    const human = { kind: 'human' };
    const created = await createTable(ctx, {
      settings: settings([human, human, human], { blocks: 1 }),
      name: 'Ann',
    });
    const id = created.table.id;
    await joinTable(ctx, id, { name: 'Bob' });
    await joinTable(ctx, id, { name: 'Cy' });
    await setAnswerOwnCards(ctx, id, 0, true); // seat 0 answers its own card's window too
    await startTable(ctx, id, created.seatToken!);
    const views = () => sent.filter((m) => m.event === 'view');
    const last = (seat: number) =>
      views()
        .filter((m) => m.to === seat)
        .at(-1)!.msg as ViewUpdate;
    const player = (seat: number) => ({ by: 'player' as const, decisionId: last(seat).decisionId! });
    await applyAction(ctx, id, { seat: 0, type: 'play' } as never, player(0));
    expect([0, 1, 2].map((s) => last(s).decisions)).toEqual(
      [0, 1, 2].map(() => [expect.objectContaining({ kind: 'respond' })]),
    );
    expect(last(0).window).toEqual({ windowId: 1, deadline: expect.any(Number) });
    const ids = [0, 1, 2].map((s) => last(s).decisionId);
    expect(new Set(ids).size).toBe(3);

    const before = views().length;
    const passed = player(1);
    await applyAction(ctx, id, { seat: 1, type: 'pass' } as never, passed);
    // Only the passer hears back; seats 0 and 2 learn nothing, not even that something happened,
    // and their decision ids stand.
    expect(
      views()
        .slice(before)
        .map((m) => m.to),
    ).toEqual([1]);
    expect(last(1).events).toEqual([{ type: 'you-passed', seat: 1 }]);
    expect(last(1).window).toEqual({ windowId: 1, deadline: expect.any(Number) });
    expect([last(0).decisionId, last(2).decisionId]).toEqual([ids[0], ids[2]]);
    // The pass sent twice: refused, whatever the action says.
    await expect(applyAction(ctx, id, { seat: 1, type: 'pass' } as never, passed)).rejects.toMatchObject({
      code: 'stale-decision',
    });

    await applyAction(ctx, id, { seat: 2, type: 'pass' } as never, player(2));
    await applyAction(ctx, id, { seat: 0, type: 'pass' } as never, player(0));
    // The window closed: everyone gets the result.
    expect(last(2).events).toContainEqual({ type: 'scored', seat: 0 });
    expect(last(2).window).toBeNull();

    const version = (await ctx.storage.getTable(id))!.version;
    await expect(applyAction(ctx, id, { seat: 1, type: 'pass' } as never, passed)).rejects.toMatchObject({
      code: 'stale-decision',
    });
    // Seat 1 plays now: a pass with its current id is simply illegal.
    await expect(applyAction(ctx, id, { seat: 1, type: 'pass' } as never, player(1))).rejects.toMatchObject({
      code: 'illegal-action',
    });
    expect((await ctx.storage.getTable(id))!.version).toBe(version);
  });

  it('close early only when every seat has passed; a silent seat is passed for at the deadline', async () => {
    const { ctx, clock, sent } = await serviceContext({ games: [blockerGame], connected: [0, 1] });
    const player = (seat: number) => ({
      by: 'player' as const,
      decisionId: (sent.filter((m) => m.to === seat && m.event === 'view').at(-1)!.msg as ViewUpdate)
        .decisionId!,
    });
    const human = { kind: 'human' };
    const created = await createTable(ctx, {
      settings: settings([human, human], { blocks: 1 }, 3, 20),
      name: 'Ann',
    });
    const id = created.table.id;
    await joinTable(ctx, id, { name: 'Bob' });
    await setAnswerOwnCards(ctx, id, 0, true);
    await startTable(ctx, id, created.seatToken!);
    const t0 = clock.now();
    await applyAction(ctx, id, { seat: 0, type: 'play' } as never, player(0));
    await applyAction(ctx, id, { seat: 0, type: 'pass' } as never, player(0));
    // Seat 1 never answers: its safe default (pass) is played when the window's 3 s are up.
    await clock.step();
    expect(clock.now() - t0).toBe(3000);
    const log = await ctx.storage.readLog(id);
    expect(log.at(-1)).toEqual({ seat: 1, type: 'pass' });
    const view = sent.filter((m) => m.to === 0 && m.event === 'view').at(-1)!.msg as ViewUpdate;
    expect(view.events).toContainEqual({ type: 'scored', seat: 0 });
  });

  it('in a bots-only table, resolve without waiting', async () => {
    const { ctx, clock } = await serviceContext({
      games: [blockerGame],
      connected: [],
      bots: defaultingBots,
    });
    const bot = { kind: 'bot', level: 'easy' };
    const created = await createTable(ctx, {
      settings: settings([bot, bot, bot], { blocks: 0, turnCap: 3 }),
    });
    const timers = await ctx.storage.getTimers(created.table.id);
    expect(timers.filter((t) => t.kind === 'bot')).toHaveLength(1);
    // The first play, after a human-like delay (the bot decides at once, its answer waits).
    while ((await ctx.storage.readLog(created.table.id)).length === 0) await clock.step();
    const windowTimers = (await ctx.storage.getTimers(created.table.id)).filter((t) => t.kind === 'bot');
    expect(windowTimers.map((t) => t.dueAt - clock.now())).toEqual([0, 0, 0]);
  });
});

describe('a window on your own card', () => {
  async function ownCardTable() {
    const { ctx, clock, sent } = await serviceContext({ games: [blockerGame], connected: [0, 1] });
    const human = { kind: 'human' };
    const created = await createTable(ctx, {
      settings: settings([human, human], { blocks: 1 }),
      name: 'Ann',
    });
    const id = created.table.id;
    await joinTable(ctx, id, { name: 'Bob' });
    await startTable(ctx, id, created.seatToken!);
    const last = (seat: number) =>
      sent.filter((m) => m.to === seat && m.event === 'view').at(-1)!.msg as ViewUpdate;
    await applyAction(ctx, id, { seat: 0, type: 'play' } as never, {
      by: 'player',
      decisionId: last(0).decisionId!,
    });
    return { ctx, clock, sent, id, last, playedAt: clock.now() };
  }

  it('opens for everyone, but its player is not asked: the server passes for them as it opens', async () => {
    const { ctx, clock, id, last, playedAt } = await ownCardTable();
    // Ann sees the window open, with nothing to decide in it; Bob is asked as usual.
    expect(last(0).window).toEqual({ windowId: 1, deadline: expect.any(Number) });
    expect([last(0).decisions, last(0).decisionId, last(0).legal]).toEqual([[], null, []]);
    expect(last(1).decisions).toEqual([expect.objectContaining({ kind: 'respond' })]);
    const [own] = (await ctx.storage.getTimers(id)).filter((t) => t.seat === 0 && t.kind === 'autopass');
    expect(own!.key).toBe('respond#w1@own');
    // At the window's opening, as every answer the server gives for a seat (standing orders).
    expect(own!.dueAt).toBe(playedAt);
    await clock.step();
    expect((await ctx.storage.readLog(id)).at(-1)).toEqual({ seat: 0, type: 'pass' });
    expect(last(1).window).not.toBeNull(); // still open: Bob is yet to answer
    await applyAction(ctx, id, { seat: 1, type: 'pass' } as never, {
      by: 'player',
      decisionId: last(1).decisionId!,
    });
    expect(last(1).window).toBeNull();
    expect(last(1).events).toContainEqual({ type: 'scored', seat: 0 });
  });

  it('asks its player once they opt in, even in the middle of the window; the setting stays with the seat', async () => {
    const { ctx, sent, id, last } = await ownCardTable();
    expect(last(0).answerOwnCards).toBe(false);
    await setAnswerOwnCards(ctx, id, 0, true);
    expect(last(0).answerOwnCards).toBe(true);
    expect(last(0).decisions).toEqual([expect.objectContaining({ kind: 'respond' })]);
    expect(last(0).decisionId).not.toBeNull();
    expect((await ctx.storage.getTimers(id)).filter((t) => t.seat === 0 && t.kind === 'autopass')).toEqual(
      [],
    );
    expect((await ctx.storage.getSeats(id))[0]!.orders.ownCards).toBe('orders');
    // The same switch again changes nothing and sends nothing.
    const before = sent.length;
    await setAnswerOwnCards(ctx, id, 0, true);
    expect(sent.length).toBe(before);
    await applyAction(ctx, id, { seat: 0, type: 'pass' } as never, {
      by: 'player',
      decisionId: last(0).decisionId!,
    });
    expect(last(0).events).toEqual([{ type: 'you-passed', seat: 0 }]);
  });
});

describe('away players', () => {
  it('are played by a bot after the grace period and get their seat back on return', async () => {
    const { ctx, clock, presence } = await serviceContext({
      games: [blockerGame],
      connected: [0, 1],
      bots: defaultingBots,
      timing: { graceMs: 5000 },
    });
    const human = { kind: 'human' };
    const created = await createTable(ctx, {
      settings: settings([human, human], { blocks: 0 }, 4, 60),
      name: 'Ann',
    });
    const id = created.table.id;
    await joinTable(ctx, id, { name: 'Bob' });
    await startTable(ctx, id, created.seatToken!);
    presence.set([1]); // seat 0's last socket closed
    await seatLeft(ctx, id);
    const t0 = clock.now();
    await clock.step(); // grace over
    expect(clock.now() - t0).toBe(5000);
    expect((await ctx.storage.getSeats(id))[0]!.autoplay).toBe(true);
    // The bot decides seat 0's turn at once and plays it after its drawn delay, long before the
    // seat's 60 s turn timer.
    while ((await ctx.storage.readLog(id)).length === 0) await clock.step();
    expect(clock.now() - t0).toBeLessThan(10_000);
    expect(await ctx.storage.readLog(id)).toEqual([{ seat: 0, type: 'play' }]);
    await seatReturned(ctx, id, 0);
    const seat0 = (await ctx.storage.getSeats(id))[0]!;
    expect([seat0.autoplay, seat0.awaySince]).toEqual([false, null]);
    expect((await ctx.storage.getTimers(id)).filter((t) => t.seat === 0).map((t) => t.kind)).toEqual([
      'deadline',
    ]);
  });
});
