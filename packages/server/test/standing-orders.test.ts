/**
 * Standing orders (issue 31): how the server answers a seat's reaction windows for it. Each order
 * reads the window's public facts (the card, whom it targets, who would win), never the hand, and
 * is applied the moment the window opens: a seat that is not asked has answered at that moment,
 * holder or not; a seat that is asked is waited for until it answers or the deadline passes.
 * Played on the "pointer" test game (fixtures/pointer-game.ts) with a virtual clock.
 */
import { ORDER_PRESETS, type OrderPreset, type StandingOrders, type ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../src/apply.ts';
import { createTable, joinTable, startTable } from '../src/lobby.ts';
import { setAnswerOwnCards, setAutoPass, setStandingOrders } from '../src/presence.ts';
import { pointerGame } from './fixtures/pointer-game.ts';
import { blockerGame } from './fixtures/window-game.ts';
import { serviceContext } from './helpers/service.ts';

const WINDOW_SECONDS = 30;

/** Three human seats at a pointer table, each with the orders given; seat 0 is to play. */
async function pointerTable(orders: readonly OrderPreset[], blocks: number[] = []) {
  const { ctx, clock, sent } = await serviceContext({
    games: [pointerGame, blockerGame],
    connected: [0, 1, 2],
  });
  const human = { kind: 'human' };
  const created = await createTable(ctx, {
    settings: {
      game: 'pointer',
      seats: [human, human, human],
      reactionWindowSeconds: WINDOW_SECONDS,
      turnTimerSeconds: 600,
      options: { blocks, turnCap: 6 },
    },
    name: 'Ann',
  });
  const id = created.table.id;
  await joinTable(ctx, id, { name: 'Bob' });
  await joinTable(ctx, id, { name: 'Cy' });
  for (const [seat, preset] of orders.entries())
    await setStandingOrders(ctx, id, seat, () => ORDER_PRESETS[preset]);
  await startTable(ctx, id, created.seatToken!);
  const last = (seat: number) =>
    sent.filter((m) => m.to === seat && m.event === 'view').at(-1)!.msg as ViewUpdate;
  const play = (seat: number, action: object) =>
    applyAction(ctx, id, { seat, ...action } as never, { by: 'player', decisionId: last(seat).decisionId! });
  const log = async () => (await ctx.storage.readLog(id)).map((a) => JSON.stringify(a));
  const answerTimers = async () =>
    (await ctx.storage.getTimers(id))
      .filter((t) => t.kind === 'autopass')
      .map((t) => [t.seat, t.key, t.dueAt]);
  /** Runs the timers due now (the orders' answers), and no further. */
  const settle = async () => {
    const now = clock.now();
    while ((await ctx.storage.getTimers(id)).some((t) => t.dueAt <= now)) await clock.step();
    expect(clock.now()).toBe(now);
  };
  return { ctx, clock, id, last, play, log, answerTimers, settle };
}

const asked = (v: ViewUpdate) => v.decisions.some((d) => d.kind === 'respond');

describe('standing orders', () => {
  it('"pass on everything" passes the moment the window opens, and the seat is never asked', async () => {
    const t = await pointerTable(['always-ask', 'pass-all', 'always-ask']);
    const opened = t.clock.now();
    await t.play(0, { type: 'play', card: 'poke', target: 2 });
    // Seat 0's own card and seat 1's orders: both answered at the opening, seat 2 asked.
    expect(await t.answerTimers()).toEqual([
      [0, 'respond#w1@own', opened],
      [1, 'respond#w1@pass', opened],
    ]);
    expect([asked(t.last(1)), t.last(1).window?.windowId, t.last(1).autoPass]).toEqual([false, 1, true]);
    expect(asked(t.last(2))).toBe(true);
    await t.settle();
    expect(await t.log()).toContain(JSON.stringify({ seat: 1, type: 'pass' }));
    // Still open for seat 2, who is waited for.
    expect(t.last(2).window?.windowId).toBe(1);
    await t.play(2, { type: 'pass' });
    expect(t.last(1).window).toBeNull();
    expect(t.last(1).events).toContainEqual({ type: 'resolved', seat: 0 });
  });

  it('"ask me when a card targets me" waits only when the card targets the seat', async () => {
    const t = await pointerTable(['always-ask', 'ask-if-targeted', 'ask-if-targeted']);
    const opened = t.clock.now();
    await t.play(0, { type: 'play', card: 'poke', target: 2 });
    expect(await t.answerTimers()).toEqual([
      [0, 'respond#w1@own', opened],
      [1, 'respond#w1@pass', opened],
    ]);
    expect([asked(t.last(1)), asked(t.last(2))]).toEqual([false, true]);
    await t.settle();
    // Seat 2 says nothing: it is waited for until the window's deadline, then passed for.
    await t.clock.step();
    expect(t.clock.now() - opened).toBe(WINDOW_SECONDS * 1000);
    expect(t.last(0).window).toBeNull();
    // Seat 1's turn: a card at seat 0 targets neither 1 nor 2, so neither is asked.
    const second = t.clock.now();
    await t.play(1, { type: 'play', card: 'poke', target: 0 });
    expect(await t.answerTimers()).toEqual([
      [1, 'respond#w2@own', second],
      [2, 'respond#w2@pass', second],
    ]);
    expect(asked(t.last(0))).toBe(true);
  });

  it('the counter order cancels a card that would make another player win when it holds a counter, and passes when not, at the same moment', async () => {
    // Seat 1 holds a block, seat 2 none; both have the same order.
    const t = await pointerTable(['always-ask', 'counter-wins', 'counter-wins'], [0, 1, 0]);
    const opened = t.clock.now();
    await t.play(0, { type: 'play', card: 'win', target: 1 });
    // The plan is the same for both: nothing in it tells which of them holds the block.
    expect(await t.answerTimers()).toEqual([
      [0, 'respond#w1@own', opened],
      [1, 'respond#w1@counter', opened],
      [2, 'respond#w1@counter', opened],
    ]);
    await t.settle();
    const log = await t.log();
    expect(log).toContain(JSON.stringify({ seat: 1, type: 'block' }));
    expect(log).not.toContain(JSON.stringify({ seat: 1, type: 'pass' }));
    expect(t.last(2).events).toContainEqual({ type: 'blocked', seat: 1 });
    expect(t.last(2).outcome).toBeNull();

    // A card that makes nobody win is not countered: the order passes, and seat 0 is asked.
    const second = t.clock.now();
    await t.play(1, { type: 'play', card: 'poke', target: 0 });
    expect(await t.answerTimers()).toEqual([
      [1, 'respond#w2@own', second],
      [2, 'respond#w2@pass', second],
    ]);
    expect(asked(t.last(0))).toBe(true);
  });

  it('a seat without a counter passes on the counter order at the same moment, and the card stands', async () => {
    const t = await pointerTable(['always-ask', 'counter-wins', 'counter-wins'], [0, 0, 0]);
    const opened = t.clock.now();
    await t.play(0, { type: 'play', card: 'win', target: 1 });
    expect(await t.answerTimers()).toEqual([
      [0, 'respond#w1@own', opened],
      [1, 'respond#w1@counter', opened],
      [2, 'respond#w1@counter', opened],
    ]);
    await t.settle();
    expect(await t.log()).toEqual(
      expect.arrayContaining([1, 2].map((seat) => JSON.stringify({ seat, type: 'pass' }))),
    );
    // Every seat answered by its orders at the opening: the window closed then, the card stood.
    expect(t.clock.now()).toBe(opened);
    expect(t.last(1).outcome).toMatchObject({ kind: 'win', winner: 0 });
  });

  it('refuses orders naming a card the game does not play, or rules a game without window facts cannot follow, and changes nothing', async () => {
    const t = await pointerTable(['pass-all', 'always-ask', 'always-ask']);
    const unknownCard: StandingOrders = {
      rules: [{ when: [{ if: 'card', kinds: ['poke', 'margin-call'] }], answer: 'ask' }],
      otherwise: 'pass',
      ownCards: 'pass',
    };
    await expect(setStandingOrders(t.ctx, t.id, 0, () => unknownCard)).rejects.toMatchObject({
      code: 'bad-orders',
      message: 'pointer at this table has no card "margin-call"',
    });
    expect((await t.ctx.storage.getSeats(t.id))[0]!.orders).toEqual(ORDER_PRESETS['pass-all']);
    // A card the game knows is fine.
    const known = {
      ...unknownCard,
      rules: [{ when: [{ if: 'card' as const, kinds: ['win'] }], answer: 'ask' as const }],
    };
    await expect(setStandingOrders(t.ctx, t.id, 0, () => known)).resolves.toEqual(known);

    const { ctx } = await serviceContext({ games: [blockerGame], connected: [0] });
    const blocker = await createTable(ctx, {
      settings: { game: 'blocker', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
      name: 'Ann',
    });
    await expect(
      setStandingOrders(ctx, blocker.table.id, 0, () => ORDER_PRESETS['ask-if-targeted']),
    ).rejects.toMatchObject({
      code: 'bad-orders',
      message: 'blocker has no reaction windows to set rules for',
    });
    await expect(
      setStandingOrders(ctx, blocker.table.id, 0, () => ORDER_PRESETS['pass-all']),
    ).resolves.toEqual(ORDER_PRESETS['pass-all']);
  });

  it('the old switches are views of the orders: auto-pass is "pass on everything", own cards kept apart', async () => {
    const t = await pointerTable(['always-ask', 'always-ask', 'always-ask']);
    await setAnswerOwnCards(t.ctx, t.id, 1, true);
    await setAutoPass(t.ctx, t.id, 1, true);
    expect((await t.ctx.storage.getSeats(t.id))[1]!.orders).toEqual({
      ...ORDER_PRESETS['pass-all'],
      ownCards: 'orders',
    });
    expect(t.last(1)).toMatchObject({ autoPass: true, answerOwnCards: true, orders: { otherwise: 'pass' } });
    await setAutoPass(t.ctx, t.id, 1, false);
    expect((await t.ctx.storage.getSeats(t.id))[1]!.orders).toEqual({
      ...ORDER_PRESETS['always-ask'],
      ownCards: 'orders',
    });
  });
});
