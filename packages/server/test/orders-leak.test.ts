/**
 * Standing orders, seen from outside the table (issue 31). Four players of a public No Bid table
 * set orders over their sockets: "pass on everything", "No Bid any card that would make another
 * player win", "ask me when a card targets me", "always ask me". Every window's order answers
 * are the server's, due the moment it opens; the table's timers run on a virtual clock, so the
 * test takes a picture of everything someone without a seat can read (public routes, the
 * spectator feeds, the log: `helpers/onlooker.ts`) before and after each of them lands. A hidden
 * pass by an order must move none of it. Also: orders are set and refused over the socket.
 */
import {
  ORDER_PRESETS,
  type OrderPreset,
  PROTOCOL_VERSION,
  type StandingOrders,
  type ViewUpdate,
} from '@nobid/protocol';
import pino from 'pino';
import { expect, it } from 'vitest';
import { api } from './helpers/client.ts';
import { fileServer } from './helpers/file-server.ts';
import { current, onlooker } from './helpers/onlooker.ts';
import { legalOf } from './helpers/table.ts';
import { VirtualClock } from './helpers/virtual-clock.ts';

const logLines: string[] = [];
const clock = new VirtualClock();
const { server, connect } = fileServer({
  clock,
  logger: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }),
});

const ORDERS: readonly OrderPreset[] = ['pass-all', 'counter-wins', 'ask-if-targeted', 'always-ask'];

async function orderedTable() {
  const url = server().url;
  const human = { kind: 'human' };
  const created = await api<{ table: { id: string }; seatToken: string }>(url, 'POST', '/api/tables', {
    settings: {
      game: 'nobid',
      seats: [human, human, human, human],
      visibility: 'public',
      reactionWindowSeconds: 120,
      turnTimerSeconds: 600,
      options: { turnCap: 8 },
    },
    name: 'Ann',
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id;
  const tokens = [created.body.seatToken];
  for (const name of ['Bob', 'Cy', 'Di'])
    tokens.push(
      (await api<{ seatToken: string }>(url, 'POST', `/api/tables/${id}/join`, { name })).body.seatToken,
    );
  const seats = await Promise.all(tokens.map(() => connect()));
  for (const [seat, c] of seats.entries()) {
    expect(await c.hello(id, tokens[seat])).toMatchObject({ ok: true });
    const ack = await c.send('standingOrders', { preset: ORDERS[seat]! });
    expect(ack).toEqual({ ok: true, value: ORDER_PRESETS[ORDERS[seat]!] });
  }
  const whole = await connect();
  expect(await whole.hello(id)).toMatchObject({ ok: true });
  const patches = await connect();
  expect(
    await patches.send('hello', { protocol: PROTOCOL_VERSION, tableId: id, viewPatches: true }),
  ).toMatchObject({ ok: true });
  expect(await seats[0]!.send('start', {})).toMatchObject({ ok: true });
  return { id, seats, spectators: [whole, patches] };
}

it('refuses bad orders over the socket with a clear error, and keeps the ones it had', async () => {
  const { seats } = await orderedTable();
  const c = seats[3]!;
  const naming = (kinds: string[]): StandingOrders => ({
    rules: [{ when: [{ if: 'card', kinds }], answer: 'ask' }],
    otherwise: 'pass',
    ownCards: 'pass',
  });
  expect(await c.send('standingOrders', { orders: naming(['margin-call', 'gold-bar']) })).toEqual({
    ok: false,
    error: { code: 'bad-orders', message: 'nobid at this table has no card "gold-bar"' },
  });
  expect(
    await c.send('standingOrders', { orders: { ...naming(['margin-call']), otherwise: 'maybe' } }),
  ).toEqual({
    ok: false,
    error: { code: 'bad-orders', message: expect.stringContaining('otherwise') },
  });
  expect(await c.send('standingOrders', { preset: 'fold-always' })).toMatchObject({
    ok: false,
    error: { code: 'bad-orders', message: expect.stringContaining('preset') },
  });
  expect((await current(c)).orders).toEqual(ORDER_PRESETS['always-ask']);
  // A good one is kept, and the seat's view says so.
  expect(await c.send('standingOrders', { orders: naming(['margin-call']) })).toMatchObject({ ok: true });
  expect((await current(c)).orders).toEqual(naming(['margin-call']));
});

it('nothing anyone without a seat can read moves when an order passes for a seat', async () => {
  const { id, seats, spectators } = await orderedTable();
  const look = onlooker(server().url, id, spectators, logLines);
  const ctx = server().ctx;
  const dueNow = async () => (await ctx.storage.getTimers(id)).some((t) => t.dueAt <= clock.now());
  let orderPasses = 0;
  let windows = 0;
  for (let step = 0; step < 2000; step++) {
    // The orders' answers, due as the window opened: one at a time, with a picture around each.
    let before = await look();
    while (await dueNow()) {
      const logged = (await ctx.storage.readLog(id)).length;
      await clock.step();
      const after = await look();
      const log = await ctx.storage.readLog(id);
      const landed = log.slice(logged) as { type: string }[];
      const stillOpen = (after.spectators[0] as ViewUpdate).window;
      const hidden = landed.length === 1 && landed[0]!.type === 'pass' && stillOpen !== null;
      if (hidden) {
        orderPasses++;
        expect(after.routes, 'routes after an order pass').toEqual(before.routes);
        expect(after.spectators, 'spectator views after an order pass').toEqual(before.spectators);
        expect(after.pushed, 'pushed to spectators after an order pass').toEqual([[], []]);
        expect(after.logged, 'log lines after an order pass').toEqual([]);
      }
      before = after;
    }
    const views: ViewUpdate[] = [];
    for (const c of seats) views.push(await current(c));
    if (views[0]!.status === 'over') break;
    const deciding = [...views.keys()].filter((s) => views[s]!.decisions.length > 0);
    expect(deciding.length, 'somebody has something to decide').toBeGreaterThan(0);
    if (views[0]!.window !== null) windows++;
    // Seats the orders ask answer by hand: a pass in a window, else a card if they can.
    const seat = deciding[0]!;
    const v = views[seat]!;
    const legal = v.legal as Record<string, unknown>[];
    const action =
      v.window !== null
        ? legalOf(v, (a) => a.type === 'pass')
        : (legal.find((a) => a.type === 'play') ?? legal[0]!);
    expect(await seats[seat]!.act(action, v.decisionId)).toMatchObject({ ok: true });
  }
  expect((await current(seats[0]!)).status).toBe('over');
  expect(windows).toBeGreaterThan(0);
  console.info(`order passes ${orderPasses}, windows answered by hand ${windows}`);
  expect(orderPasses).toBeGreaterThanOrEqual(5);
});
