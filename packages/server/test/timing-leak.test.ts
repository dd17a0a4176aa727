/**
 * The timing leak, measured as an attacker would, on real sockets. Many No Bid tables play at
 * once, each with one socket seat and one or two bots (hard; medium and hard) at a short window
 * setting, while bot-only hard tables nobody watches keep the server's search pool busy. The socket seat
 * passes every window at once and times it from the view that opened it to the view that closed
 * it; afterwards the log says, for each window, whether a bot held a counter (had more than one
 * legal answer) and whether anyone countered.
 *
 * Asserted, over at least 300 windows passed by everyone in each group:
 * - a two-sample Kolmogorov-Smirnov test finds no difference between the closing times of
 *   windows where a bot held a counter and windows where none did;
 * - nothing the socket seat receives changes while a window is open after its own pass: no view
 *   with a new cursor, and a `sync` in the middle of the window returns the very same view.
 * The positive control plays the same with the drawn release turned off (answers go in as soon
 * as they are decided, the old behaviour): the same test must then find the leak.
 *
 * Threshold: the real run fails below p = 0.001 (one false alarm in a thousand runs); the
 * control must fall below it too. The control's difference is large (a hard holder searches for
 * up to the window's drawn delay, a seat with nothing to decide answers at once), so 300 windows
 * a group put its p far below 0.001; the real run's p is uniform on [0, 1] when there is no leak.
 */
import { GAMES } from '@nobid/catalog';
import {
  type AnyGame,
  type Decision,
  nextFloat,
  replaySteps,
  rngFromSeed,
  type SeatAction,
} from '@nobid/engine';
import type { CreateTableResponse, ViewUpdate } from '@nobid/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import type { TimingConfig } from '../src/timing.ts';
import { api, TestClient } from './helpers/client.ts';
import { ksTwoSample } from './helpers/ks.ts';
import { NO_LIMITS, testServer } from './helpers/server.ts';

/** Short windows: the bots' answers are drawn in [100, 300] ms, turns in [60, 150] ms. */
const SHORT: Partial<TimingConfig> = {
  windowBotMinMs: 100,
  windowBotMaxMs: 300,
  turnBotMinMs: 60,
  turnBotMaxMs: 150,
  graceMs: 600_000,
};
const PER_GROUP = 300;
const TABLES = 20;
const BUSY_TABLES = 2;
const LIMIT_MS = Number(process.env.LIMIT_MS ?? 100_000);

interface Seen {
  openedAt: number;
  closedAt: number | null;
  /** The socket seat's cursor after its own pass. */
  passCursor: number | null;
  /** Views that showed this window still open with another cursor than after the pass. */
  moved: number;
  /** Mid-window syncs answered with the same view (and how many were asked while it was open). */
  probesSame: number;
  probes: number;
}

interface Measured {
  readonly holder: number[];
  readonly none: number[];
  moved: number;
  probes: number;
  probesSame: number;
  tables: number;
}

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

const nobid = GAMES.nobid as AnyGame;
const windowOf = (game: AnyGame, state: unknown): number | null =>
  (game.decisions(state) as readonly Decision[]).find((d) => d.window !== undefined)?.window ?? null;

/** Per window of a finished table: did a bot hold a counter, and did anyone counter? */
async function classify(server: RunningServer, id: string) {
  const table = (await server.ctx.storage.getTable(id))!;
  const log = (await server.ctx.storage.readLog(id)) as SeatAction[];
  const seats = table.seats;
  const bots = Array.from({ length: seats - 1 }, (_, i) => i + 1);
  const record = {
    game: 'nobid',
    seats,
    seed: table.seed,
    options: nobid.parseOptions(table.options),
    log,
  };
  const out = new Map<number, { holder: boolean; countered: boolean }>();
  let state = nobid.setup(seats, record.options, table.seed);
  for (const step of replaySteps(nobid, record)) {
    const before = windowOf(nobid, state);
    const after = windowOf(nobid, step.state);
    if (before !== null && before !== after) out.get(before)!.countered = step.action.type !== 'pass';
    if (after !== null && after !== before) {
      const holder = bots.some((seat) => nobid.legalActions(step.state, seat).length > 1);
      out.set(after, { holder, countered: false });
    }
    state = step.state;
  }
  return out;
}

/**
 * The bots beside the socket seat: one hard bot, or a medium and a hard one. Few bots a table keep
 * the two groups near even (with three bots four windows in five have a holder).
 */
const LINE_UPS = [
  [{ kind: 'bot', level: 'hard' }],
  [
    { kind: 'bot', level: 'medium' },
    { kind: 'bot', level: 'hard' },
  ],
];

/** One table of a socket seat and its bots, played to its end; returns what the seat timed. */
async function playObserved(
  server: RunningServer,
  seed: string,
  bots: readonly object[],
): Promise<{ id: string; seen: Map<number, Seen> }> {
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: {
      game: 'nobid',
      seats: [{ kind: 'human' }, ...bots],
      reactionWindowSeconds: 1,
      turnTimerSeconds: 30,
    },
    name: 'Eve',
  });
  const id = created.body.table.id;
  const client = await TestClient.connect(server.url);
  const seen = new Map<number, Seen>();
  const rng = rngFromSeed(seed);
  const answered = new Set<string>();
  client.socket.on('view', (v: ViewUpdate) => {
    const now = performance.now();
    const open = v.window?.windowId ?? null;
    for (const [w, s] of seen) {
      if (s.closedAt !== null) continue;
      if (open !== w) s.closedAt = now;
      else if (s.passCursor !== null && v.cursor !== s.passCursor) s.moved++;
    }
    if (open !== null && !seen.has(open))
      seen.set(open, { openedAt: now, closedAt: null, passCursor: null, moved: 0, probesSame: 0, probes: 0 });
    if (v.decisionId === null || answered.has(v.decisionId)) return;
    answered.add(v.decisionId);
    const legal = v.legal as Record<string, unknown>[];
    const pass = legal.find((a) => a.type === 'pass');
    const action = open !== null && pass ? pass : legal[Math.floor(nextFloat(rng) * legal.length)]!;
    void client.act(action, v.decisionId).then((ack) => {
      if (!ack.ok || open === null || action !== pass) return;
      const s = seen.get(open)!;
      s.passCursor = ack.value.cursor;
      // Now and then, a look at the table in the middle of the window: it must not have moved.
      if (nextFloat(rng) < 0.3) setTimeout(() => probe(client, open, s), 20 + nextFloat(rng) * 80);
    }, ignoreClosed);
  });
  expect(await client.hello(id, created.body.seatToken!)).toMatchObject({ ok: true });
  expect(await client.send('start', {})).toMatchObject({ ok: true });
  await client.waitFor((r) => r.event === 'tableOver', 120_000);
  client.close();
  return { id, seen };
}

/** A socket closed at the table's end may still have had an answer on its way: nothing to check. */
const ignoreClosed = () => undefined;

async function probe(client: TestClient, w: number, s: Seen): Promise<void> {
  if (s.closedAt !== null || client.socket.disconnected) return;
  const before = client.received.length;
  const ack = await client.send('sync', {}).catch(ignoreClosed);
  if (!ack) return;
  const answer = client.received
    .slice(before)
    .find((r) => r.event === 'view' && (r.msg as ViewUpdate).fromCursor === 0);
  const v = answer?.msg as ViewUpdate | undefined;
  if (!ack.ok || !v || v.window?.windowId !== w) return; // closed meanwhile: nothing to compare
  s.probes++;
  if (v.cursor === s.passCursor) s.probesSame++;
}

/** Bot-only hard tables that nobody watches: they answer at once and search all the time. */
function keepBusy(server: RunningServer, stop: () => boolean): Promise<void> {
  const hard = { kind: 'bot', level: 'hard' };
  const one = async (): Promise<void> => {
    while (!stop()) {
      const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
        settings: { game: 'nobid', seats: [hard, hard, hard, hard], reactionWindowSeconds: 1 },
      });
      const id = created.body.table.id;
      while (!stop() && (await server.ctx.storage.getTable(id))!.status === 'playing')
        await new Promise((r) => setTimeout(r, 200));
    }
  };
  return Promise.all(Array.from({ length: BUSY_TABLES }, one)).then(() => undefined);
}

async function measure(timing: Partial<TimingConfig>, label: string): Promise<Measured> {
  // Twenty players and their tables from one address: far over the per-address limits.
  const server = await testServer({ timing, edge: NO_LIMITS });
  servers.push(server);
  const m: Measured = { holder: [], none: [], moved: 0, probes: 0, probesSame: 0, tables: 0 };
  const started = performance.now();
  const enough = () =>
    (m.holder.length >= PER_GROUP && m.none.length >= PER_GROUP) || performance.now() - started > LIMIT_MS;
  const busy = keepBusy(server, enough);
  let n = 0;
  const lane = async (_: unknown, i: number) => {
    // Tables start a little apart, so that no phase of the game meets one burst of load.
    await new Promise((r) => setTimeout(r, i * 250));
    while (!enough()) {
      const { id, seen } = await playObserved(server, `${label}-${n++}`, LINE_UPS[i % LINE_UPS.length]!);
      m.tables++;
      const facts = await classify(server, id);
      for (const [w, s] of seen) {
        const f = facts.get(w);
        m.moved += s.moved;
        m.probes += s.probes;
        m.probesSame += s.probesSame;
        if (!f || f.countered || s.closedAt === null) continue;
        (f.holder ? m.holder : m.none).push(s.closedAt - s.openedAt);
      }
    }
  };
  await Promise.all(Array.from({ length: TABLES }, lane));
  await busy;
  return m;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const summary = (m: Measured, p: number, late: string) =>
  `${m.tables} tables; windows passed by all: ${m.holder.length} with a counter held (median ` +
  `${median(m.holder).toFixed(0)} ms), ${m.none.length} without (median ${median(m.none).toFixed(0)} ms); ` +
  `KS p = ${p.toExponential(2)}; bots ${late}; probes ${m.probesSame}/${m.probes}`;

describe.skipIf(!GAMES.nobid)('window timing on a busy server', () => {
  it('says nothing about who holds a counter, and nothing moves for a seat while others pass', async () => {
    const m = await measure(SHORT, 'drawn');
    const server = servers.at(-1)!;
    const { p } = ksTwoSample(m.holder, m.none);
    const late = JSON.stringify(server.ctx.botTurns.metrics.snapshot());
    console.info(`drawn release: ${summary(m, p, late)}`);
    expect(m.holder.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(m.none.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(p).toBeGreaterThan(0.001);
    expect(m.moved).toBe(0);
    expect(m.probes).toBeGreaterThan(20);
    expect(m.probesSame).toBe(m.probes);
  }, 150_000);

  it('with the drawn release turned off (the positive control), the same test finds the leak', async () => {
    const m = await measure({ ...SHORT, botRelease: 'when-decided' }, 'control');
    const { p } = ksTwoSample(m.holder, m.none);
    console.info(`release when decided: ${summary(m, p, '')}`);
    expect(m.holder.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(m.none.length).toBeGreaterThanOrEqual(PER_GROUP);
    expect(p).toBeLessThan(0.001);
  }, 150_000);
});
