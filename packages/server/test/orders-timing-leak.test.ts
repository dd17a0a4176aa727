/**
 * Standing orders and window timing, measured as an attacker would, on real sockets (issue 31;
 * the method of timing-leak.test.ts). Tables of three socket seats play at once: seat 0 watches,
 * seat 1 has "No Bid any card that would make another player win", seat 2 "pass on everything".
 * Seat 0 times each window on its own card from the view that opened it to the view that closed
 * it: nobody is asked in it, so it closes when the orders' answers land.
 *
 * The game is the "pointer" test game (fixtures/pointer-game.ts), so that whether seat 1 holds a
 * counter is the experiment's own choice: every other table deals it two blocks, the rest none,
 * and nothing else differs. (On No Bid the hands fall as the game goes, and a window's public
 * side, such as how much its resolution sends, moves with the game's phase, which would mix into
 * the comparison: timing-leak.test.ts drowns that in the bots' drawn delays.)
 *
 * Asserted: a two-sample Kolmogorov-Smirnov test finds no difference between the closing times
 * with and without a counter held (p > 0.001). The positive control plays the same tables with
 * seat 1 answering by hand instead ("always ask me"), at once when it holds nothing and a few
 * milliseconds later when it holds a counter (a player who stops to think): the same test must
 * find that.
 */
import type { CreateTableResponse, JoinResponse, OrderPreset, ViewUpdate } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { pointerGame } from './fixtures/pointer-game.ts';
import { api, TestClient } from './helpers/client.ts';
import { ksTwoSample } from './helpers/ks.ts';
import { NO_LIMITS, testServer } from './helpers/server.ts';

/** Enough for the control's difference to show far below p = 0.001; a few seconds of play. */
const PER_GROUP = 50;
const LANES = 6;
const LIMIT_MS = Number(process.env.LIMIT_MS ?? 40_000);
/** In the control, how long seat 1 "thinks" when it holds a counter. */
const THINK_MS = 25;

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** A socket seat that pokes a random other seat on its turn and answers windows as told. */
function player(
  client: TestClient,
  answer: (v: ViewUpdate) => number,
  onView?: (v: ViewUpdate) => void,
): void {
  const answered = new Set<string>();
  let turns = 0;
  client.socket.on('view', (v: ViewUpdate) => {
    onView?.(v);
    if (v.decisionId === null || answered.has(v.decisionId)) return;
    answered.add(v.decisionId);
    const legal = v.legal as Record<string, unknown>[];
    const send = (action: Record<string, unknown>) =>
      void client.act(action, v.decisionId).catch(() => undefined);
    const pass = legal.find((a) => a.type === 'pass');
    if (pass) {
      const delay = answer(v);
      if (delay === 0) send(pass);
      else setTimeout(() => send(pass), delay);
      return;
    }
    const pokes = legal.filter((a) => a.card === 'poke');
    send(pokes[turns++ % pokes.length]!);
  });
}

/** One table played to its end; returns seat 0's closing time of each window on its own card. */
async function playTable(server: RunningServer, holder: boolean, control: boolean): Promise<number[]> {
  const human = { kind: 'human' };
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: {
      game: 'pointer',
      seats: [human, human, human],
      reactionWindowSeconds: 30,
      turnTimerSeconds: 60,
      options: { blocks: [0, holder ? 2 : 0, 0], turnCap: 30 },
    },
    name: 'Eve',
  });
  const id = created.body.table.id;
  const tokens = [created.body.seatToken!];
  for (const name of ['Bob', 'Cy'])
    tokens.push(
      (await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name })).body.seatToken,
    );
  const clients = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
  const orders: OrderPreset[] = ['always-ask', control ? 'always-ask' : 'counter-wins', 'pass-all'];
  let open: { id: number; at: number; mine: boolean } | null = null;
  let myTurn = false;
  const lasted: number[] = [];
  const watch = (v: ViewUpdate) => {
    const now = performance.now();
    const w = v.window?.windowId ?? null;
    if (open && open.id !== w) {
      if (open.mine) lasted.push(now - open.at);
      open = null;
    }
    if (w !== null && open === null) open = { id: w, at: now, mine: myTurn };
    myTurn = v.decisions.some((d) => d.kind === 'act');
  };
  player(clients[0]!, () => 0, watch);
  // In the control, seat 1 answers by hand: later when it holds a counter than when it does not.
  player(clients[1]!, (v) =>
    control && (v.legal as { type: string }[]).some((a) => a.type === 'block') ? THINK_MS : 0,
  );
  player(clients[2]!, () => 0);
  for (const [seat, c] of clients.entries()) {
    expect(await c.hello(id, tokens[seat])).toMatchObject({ ok: true });
    expect(await c.send('standingOrders', { preset: orders[seat]! })).toMatchObject({ ok: true });
  }
  expect(await clients[0]!.send('start', {})).toMatchObject({ ok: true });
  await clients[0]!.waitFor((r) => r.event === 'tableOver', 60_000);
  for (const c of clients) c.close();
  return lasted;
}

async function measure(control: boolean) {
  const server = await testServer({ edge: NO_LIMITS, games: [pointerGame] });
  servers.push(server);
  const holder: number[] = [];
  const none: number[] = [];
  const started = performance.now();
  const enough = () =>
    (holder.length >= PER_GROUP && none.length >= PER_GROUP) || performance.now() - started > LIMIT_MS;
  let n = 0;
  const lane = async () => {
    while (!enough()) {
      // Holder and not, table by table: the hand is the only thing that differs.
      const holds = n++ % 2 === 0;
      (holds ? holder : none).push(...(await playTable(server, holds, control)));
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return { holder, none, tables: n };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const summary = (m: { holder: number[]; none: number[]; tables: number }, p: number) =>
  `${m.tables} tables; windows on seat 0 cards: ${m.holder.length} with a counter held (median ` +
  `${median(m.holder).toFixed(1)} ms), ${m.none.length} without (median ${median(m.none).toFixed(1)} ms); ` +
  `KS p = ${p.toExponential(2)}`;

describe('window timing under standing orders', () => {
  it('says nothing about who holds a counter: orders answer as the window opens', async () => {
    const m = await measure(false);
    const { p } = ksTwoSample(m.holder, m.none);
    console.info(`standing orders: ${summary(m, p)}`);
    expect(m.holder.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(m.none.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(p).toBeGreaterThan(0.001);
  }, 60_000);

  it('a seat answering by hand, later when it holds a counter (the positive control), is found', async () => {
    const m = await measure(true);
    const { p } = ksTwoSample(m.holder, m.none);
    console.info(`control (answer by hand, ${THINK_MS} ms more with a counter): ${summary(m, p)}`);
    expect(m.holder.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(m.none.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(p).toBeLessThan(0.001);
  }, 60_000);
});
