/**
 * Issue 31: in a cluster, each due timer of a turn-based table fires exactly once, also when a
 * node dies mid-way. Two server nodes (child processes) share Postgres and Redis and one clock
 * that the test moves ahead by hours (`src/testing/offset-clock.ts`). Forty 24 h No Bid tables wait for their
 * first player. At 43.5 h every clock is low (`clock-low` timers): both nodes poll and fire, and
 * the first node is killed with SIGKILL once half have fired, while it holds a claim. At
 * 48.5 h the clocks run out (`deadline` timers), and the dead node's claims have lapsed; at
 * 72.5 h a bot takes each run-out seat (`takeover` timers). Each table's clock events, kept
 * beside its match log, show each of the three exactly once. Run by `npm run test:cluster`
 * (needs Postgres, Redis and nginx).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '@nobid/catalog';
import { nextFloat, rngFromSeed } from '@nobid/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { levelBots } from '../../src/bot-players.ts';
import { realClock } from '../../src/clock.ts';
import { createContext } from '../../src/context.ts';
import { gameRegistry } from '../../src/games.ts';
import { createTable, joinTable, startTable } from '../../src/lobby.ts';
import { soleOwnership } from '../../src/ownership.ts';
import type { ClockEventKind, Storage } from '../../src/storage/storage.ts';
import { inProcessLock } from '../../src/table/table-lock.ts';
import { setClockOffset } from '../../src/testing/offset-clock.ts';
import { DEFAULT_TIMING } from '../../src/timing.ts';
import { settablePresence } from '../helpers/presence.ts';
import { recordingOutbox } from '../helpers/recording-outbox.ts';
import { silentLogger } from '../helpers/service.ts';
import { startTestCluster, type TestCluster } from './harness.ts';

const HOUR = 3_600_000;
const TABLES = 40;
const dir = mkdtempSync(join(tmpdir(), 'nobid-due-cluster-'));
const clockFile = join(dir, 'clock-offset');
let cluster: TestCluster;
let storage: Storage;

beforeAll(async () => {
  setClockOffset(clockFile, 0);
  cluster = await startTestCluster({
    nodes: 2,
    env: {
      CLOCK_OFFSET_FILE: clockFile,
      DUE_POLL_MS: '200',
      // Ten minutes of the cluster's clock: a dead node's claim lapses only when the test moves it.
      DUE_CLAIM_MS: String(10 * 60_000),
      LOG_LEVEL: 'info',
    },
  });
  storage = await cluster.storage();
});

afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function until(what: string, check: () => Promise<boolean>, ms: number, stepMs = 100): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}\n${await explain()}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** Forty turn-based tables, made in this process on the cluster's store, each at its first move. */
async function makeTables(): Promise<string[]> {
  const rng = rngFromSeed('due-cluster');
  const ctx = createContext({
    storage,
    games: gameRegistry([GAMES.nobid!]),
    clock: realClock,
    timing: DEFAULT_TIMING,
    random: () => nextFloat(rng),
    bots: levelBots(),
    log: silentLogger,
    out: recordingOutbox([], () => Date.now()).outbox,
    presence: settablePresence([]),
    owner: soleOwnership(),
    lock: () => inProcessLock(),
  });
  const human = { kind: 'human' } as const;
  const settings = { game: 'nobid', seats: [human, human, human], kind: 'turn-based', speed: '24h' } as const;
  const ids: string[] = [];
  for (let i = 0; i < TABLES; i++) {
    const created = await createTable(
      ctx,
      { settings: settings as never, name: `Ann${i}` },
      { signedIn: true },
    );
    await joinTable(ctx, created.table.id, { name: `Bob${i}` }, { signedIn: true });
    await joinTable(ctx, created.table.id, { name: `Cleo${i}` }, { signedIn: true });
    await startTable(ctx, created.table.id, created.seatToken!);
    ids.push(created.table.id);
  }
  return ids;
}

/** How many times each table's clock log holds `event`. */
async function counts(ids: readonly string[], event: ClockEventKind): Promise<number[]> {
  return Promise.all(
    ids.map(async (id) => (await storage.readClockEvents(id)).filter((e) => e.event === event).length),
  );
}
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Clock-low timers claimed by a node and not yet fired (a fired one leaves the table's timers). */
async function claimedLow(): Promise<number> {
  const rows = await storage.db
    .selectFrom('nb_timers')
    .select('table_id')
    .where('kind', '=', 'clock-low')
    .where('claimed_until', 'is not', null)
    .execute();
  return rows.length;
}
let tableIds: readonly string[] = [];

/** For a failure: the events so far, and what the nodes logged above info. */
async function explain(): Promise<string> {
  const lines = [];
  for (const event of ['low', 'expire', 'bot'] as const)
    lines.push(`${event}: ${JSON.stringify(await counts(tableIds, event))}`);
  for (const node of cluster.nodes)
    lines.push(
      `${node.id}:`,
      ...cluster
        .logs(node)
        .split('\n')
        .filter((l) => /"level":(40|50|60)/.test(l))
        .slice(-10),
    );
  return lines.join('\n');
}

it('fires each due timer exactly once with two nodes, one killed mid-way', async () => {
  const ids = await makeTables();
  tableIds = ids;
  const [first, second] = cluster.nodes;
  // Every table: its first player's clock runs (48 h), its low mark at 43.2 h, its deadline at 48 h.
  expect(await counts(ids, 'start')).toEqual(ids.map(() => 1));

  // Low clocks. So that the kill finds the first node holding a claim, this test holds the
  // cluster's lock (Redis) of the second half of the tables: both nodes fire the first half, then
  // each claims a timer of the second half and waits for its table's lock. Then the first node
  // dies, the locks are let go, and the survivor fires all but the timer the dead node claimed.
  const locks = ids.slice(TABLES / 2).map((id) => `${cluster.prefix}lock:${id}`);
  for (const key of locks) await cluster.redis.set(key, 'test', 'PX', 60_000);
  setClockOffset(clockFile, 43.5 * HOUR);
  await until(
    'both nodes wait on a claimed timer of a locked table',
    async () => sum(await counts(ids, 'low')) === TABLES / 2 && (await claimedLow()) === 2,
    30_000,
    20,
  );
  await cluster.kill(first!);
  const lowAtKill = sum(await counts(ids, 'low'));
  await cluster.redis.del(...locks);
  // The survivor fires the rest, but not what the dead node claimed: its claim holds until it lapses.
  await until(
    'the survivor has fired what it may',
    async () => sum(await counts(ids, 'low')) === TABLES - 1,
    30_000,
  );
  await new Promise((r) => setTimeout(r, 1000));
  expect(sum(await counts(ids, 'low')), 'the dead node’s claim holds').toBe(TABLES - 1);
  expect(await claimedLow()).toBe(1);

  // The clocks run out: the deadlines fire, and the dead node's lapsed claims are taken again.
  setClockOffset(clockFile, 48.5 * HOUR);
  await until(
    'every clock-low and deadline timer fired',
    async () => sum(await counts(ids, 'low')) === TABLES && sum(await counts(ids, 'expire')) === TABLES,
    30_000,
  );

  // A day later a bot takes each run-out seat.
  setClockOffset(clockFile, 72.5 * HOUR);
  await until('every takeover fired', async () => sum(await counts(ids, 'bot')) >= TABLES, 30_000);
  // One more poll round on the survivor: nothing fires twice.
  await new Promise((r) => setTimeout(r, 1000));
  for (const event of ['low', 'expire', 'bot'] as const)
    expect(await counts(ids, event), `${event} once per table`).toEqual(ids.map(() => 1));
  for (const id of ids) {
    const events = await storage.readClockEvents(id);
    const first = events[0]!.seat;
    const ofFirst = events.filter((e) => e.seat === first).map((e) => e.event);
    expect(ofFirst.slice(0, 4)).toEqual(['start', 'low', 'expire', 'bot']);
  }
  expect(cluster.logs(second!)).not.toMatch(/"timer failed"/);
  process.stdout.write(
    `due-timer cluster: ${lowAtKill} of ${TABLES} low clocks told when node 1 was killed holding a claim\n`,
  );
});
