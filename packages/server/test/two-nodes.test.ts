/**
 * Two server processes' worth of nodes (in this process) on one Postgres schema and one Redis
 * prefix, when TEST_DATABASE_URL and TEST_REDIS_URL are set: a player on each node, one game.
 * Each sees the other's moves (the Redis adapter), both are shown as connected whichever node
 * asks (shared presence), the log is one gap-free sequence, and a player who leaves node B is
 * shown as gone on node A. A decision id computed by one node is the one the other expects (both
 * follow from the log), and a stale one is refused by either. A node that joined after another's
 * last heartbeat has its players counted as connected there too: the owner does not pass for them;
 * and a node given up for dead that beats again gives its players their seats back.
 */

import type { CreateTableResponse, JoinResponse, PresenceMessage, ViewUpdate } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { api, autoPlay, type Received, TestClient } from './helpers/client.ts';
import { clusterTestEnv } from './helpers/cluster-env.ts';
import { FAST_TIMING, testServer } from './helpers/server.ts';
import { slowToyChoice } from './helpers/toy-player.ts';
import { VirtualClock } from './helpers/virtual-clock.ts';

const env = clusterTestEnv('two');
const { pgUrl, redisUrl, schema, prefix } = env;
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.close();
  await env.cleanUp();
});

const presenceOf = (c: TestClient) =>
  c.received.filter((r) => r.event === 'presence').map((r) => r.msg as PresenceMessage);

type NodeOptions = Parameters<typeof testServer>[0];

/** Two fresh nodes of a cluster of their own (schema and prefix), closed and removed after the test. */
async function ownPair(name: string, optsA: NodeOptions = {}, optsB: NodeOptions = {}) {
  const own = clusterTestEnv(name);
  const pair: RunningServer[] = [];
  onTestFinished(async () => {
    for (const s of pair) await s.close();
    await own.cleanUp();
  });
  const node = {
    databaseUrl: own.pgUrl!,
    pgSchema: own.schema,
    redisUrl: own.redisUrl!,
    redisPrefix: own.prefix,
  };
  pair.push(await testServer({ ...node, ...optsA }));
  pair.push(await testServer({ ...node, ...optsB }));
  return { own, a: pair[0]!, b: pair[1]! };
}

/**
 * A three-seat blocker table (no blocks, long timers: nothing moves unless a test moves it),
 * created on node `a` by Ann, who is connected there; Bob joins through `b`, Cy through `cyJoinsAt`;
 * Bob and Cy are connected to `b`.
 */
async function blockerTable(a: RunningServer, b: RunningServer, cyJoinsAt: RunningServer = b) {
  const human = { kind: 'human' };
  const created = await api<CreateTableResponse>(a.url, 'POST', '/api/tables', {
    settings: {
      game: 'blocker',
      seats: [human, human, human],
      reactionWindowSeconds: 120,
      turnTimerSeconds: 600,
      options: { blocks: 0, turnCap: 3 },
    },
    name: 'Ann',
  });
  const id = created.body.table.id;
  const joinOn = async (node: RunningServer, name: string) =>
    (await api<JoinResponse>(node.url, 'POST', `/api/tables/${id}/join`, { name })).body.seatToken;
  const bobToken = await joinOn(b, 'Bob');
  const cyToken = await joinOn(cyJoinsAt, 'Cy');
  const [ann, bob, cy] = [
    await TestClient.connect(a.url),
    await TestClient.connect(b.url),
    await TestClient.connect(b.url),
  ];
  await ann.hello(id, created.body.seatToken!);
  await bob.hello(id, bobToken);
  await cy.hello(id, cyToken);
  return { id, ann, bob, cy, bobToken };
}

describe.skipIf(missing('postgres', 'redis'))('two nodes on Postgres and Redis', () => {
  it('share one table: moves, presence and the log', async () => {
    for (let i = 0; i < 2; i++)
      servers.push(
        await testServer({ databaseUrl: pgUrl!, pgSchema: schema, redisUrl: redisUrl!, redisPrefix: prefix }),
      );
    const [a, b] = servers as [RunningServer, RunningServer];
    const human = { kind: 'human' };
    const created = await api<CreateTableResponse>(a.url, 'POST', '/api/tables', {
      settings: {
        game: 'fifteen',
        seats: [human, human, { kind: 'bot', level: 'easy' }],
        options: { turnCap: 30 },
      },
      name: 'Ann',
    });
    const id = created.body.table.id;
    // Bob joins through the other node, which has never seen the table.
    const joined = await api<JoinResponse>(b.url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
    expect(joined.status).toBe(200);
    const ann = await TestClient.connect(a.url);
    const bob = await TestClient.connect(b.url);
    expect(await ann.hello(id, created.body.seatToken!)).toEqual({ ok: true, value: { seat: 0 } });
    expect(await bob.hello(id, joined.body.seatToken)).toEqual({ ok: true, value: { seat: 1 } });
    // Node A tells Ann that Bob (on node B) is connected.
    await ann.waitFor(
      (r) => r.event === 'presence' && (r.msg as PresenceMessage).seats.every((s) => s.connected),
    );
    const stops = [autoPlay(ann, slowToyChoice), autoPlay(bob, slowToyChoice)];
    expect(await bob.send('start', {})).toMatchObject({ ok: true });
    await Promise.all([ann, bob].map((c) => c.waitFor((r) => r.event === 'tableOver', 30_000)));
    for (const stop of stops) stop();

    const table = (await a.ctx.storage.getTable(id))!;
    const log = await a.ctx.storage.readLog(id);
    expect(table.status).toBe('over');
    expect(log.length).toBe(table.version);
    // Both players saw the game to its end: each one's moves reached the other across nodes.
    for (const c of [ann, bob]) expect(c.views().some((v: ViewUpdate) => v.status === 'over')).toBe(true);
    expect(log.some((e) => (e as { seat: number }).seat === 0)).toBe(true);
    expect(log.some((e) => (e as { seat: number }).seat === 1)).toBe(true);

    // Bob leaves node B: node A's player hears that seat 1 is gone.
    const before = presenceOf(ann).length;
    bob.close();
    await ann.waitFor(
      (r) =>
        r.event === 'presence' &&
        presenceOf(ann).length > before &&
        (r.msg as PresenceMessage).seats[1]!.connected === false,
    );
    ann.close();
  });

  it('agree on every decision id: an id one node sent is taken by the other, a stale one refused by both', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { id, ann, bob, cy, bobToken } = await blockerTable(a, b, a);
    // Ann answers her own cards: this test is about ids, not the server's pass for her.
    expect(await ann.send('answerOwnCards', { on: true })).toMatchObject({ ok: true });
    expect(await ann.send('start', {})).toMatchObject({ ok: true });
    const decided = (c: TestClient, not: (string | null)[] = []) =>
      c
        .waitFor((r) => r.event === 'view' && !not.includes((r.msg as ViewUpdate).decisionId))
        .then((r) => (r.msg as ViewUpdate).decisionId);
    // Ann plays on node A; the window's ids reach Bob and Cy on node B through the adapter.
    const turnId = await decided(ann, [null]);
    expect(await ann.act({ type: 'play' }, turnId)).toMatchObject({ ok: true });
    const annId = await decided(ann, [null, turnId]);
    const bobId = await decided(bob, [null]);
    const cyId = await decided(cy, [null]);
    // Node B judges Bob's pass with the id node A computed.
    expect(await bob.act({ type: 'pass' }, bobId)).toMatchObject({ ok: true });
    // The same pass again, now through node A: stale there too.
    const bobOnA = await TestClient.connect(a.url);
    await bobOnA.hello(id, bobToken);
    expect(bobOnA.decisionId()).toBeNull();
    expect(await bobOnA.act({ type: 'pass' }, bobId)).toMatchObject({
      ok: false,
      error: { code: 'stale-decision' },
    });
    // Ann's id did not move for Bob's pass: node A, which caught up from storage, takes it.
    expect(ann.decisionId()).toBe(annId);
    expect(await ann.act({ type: 'pass' }, annId)).toMatchObject({ ok: true });
    expect(await cy.act({ type: 'pass' }, cyId)).toMatchObject({ ok: true });
    const log = await a.ctx.storage.readLog(id);
    expect(log.map((e) => (e as { type: string }).type)).toEqual(['play', 'pass', 'pass', 'pass']);
    for (const c of [ann, bob, cy, bobOnA]) c.close();
  });

  it("pass only Ann's own card for her: seats connected to a node that just started keep their window", async () => {
    // Two fresh nodes of their own cluster. Node A beats once a minute, so the list of live
    // nodes it read at its start never holds node B: B's sockets count only if A asks the
    // cluster. (With a beat a second the same gap lasts up to a second after B joins.)
    const clock = new VirtualClock();
    const { a, b } = await ownPair(
      'own',
      { clusterTiming: { tickMs: 60_000, leaseMs: 120_000 }, clock },
      { clock },
    );
    const { id, ann, bob, cy } = await blockerTable(a, b);
    // Ann starts on node A, which therefore runs the table's timers; Bob and Cy are on node B.
    expect(await ann.send('start', {})).toMatchObject({ ok: true });
    const turnId = await ann
      .waitFor((r) => r.event === 'view' && (r.msg as ViewUpdate).decisionId !== null)
      .then((r) => (r.msg as ViewUpdate).decisionId);
    expect(await ann.act({ type: 'play' }, turnId)).toMatchObject({ ok: true });
    // The server passes for Ann on her own card (a drawn delay, here at most 30 ms)...
    await expect
      .poll(
        async () => {
          await clock.runFor(10);
          return (await a.ctx.storage.readLog(id)).length;
        },
        { timeout: 5_000 },
      )
      .toBe(2);
    // ...and for nobody else: Bob and Cy are connected (to node B), so their window stays theirs,
    // well past the grace period and any drawn delay (every timer due in that time has run).
    await clock.runFor(10 * (FAST_TIMING.graceMs + FAST_TIMING.windowBotMaxMs));
    const log = await a.ctx.storage.readLog(id);
    expect(log.map((e) => [(e as { seat: number }).seat, (e as { type: string }).type])).toEqual([
      [0, 'play'],
      [0, 'pass'],
    ]);
    const seats = await a.ctx.storage.getSeats(id);
    expect(seats.map((s) => [s.awaySince, s.autoplay])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    for (const c of [ann, bob, cy]) c.close();
  });

  it('give a node that was taken for dead its players back: no bot plays for them while connected', async () => {
    const bId = `lapse-b-${Date.now()}`;
    const clock = new VirtualClock();
    const grace = { timing: { graceMs: 2_000 }, clock };
    const { own, a, b } = await ownPair('lapse', grace, { ...grace, nodeId: bId });
    const redis = new Redis(own.redisUrl!);
    onTestFinished(() => redis.disconnect());
    const { id, ann, bob, cy } = await blockerTable(a, b);
    expect(await ann.send('start', {})).toMatchObject({ ok: true });
    const away = async () =>
      (await a.ctx.storage.getSeats(id)).map((s) => s.awaySince !== null || s.autoplay);

    // Node B's heartbeat runs out (as in a long stall) until node A gives it up for dead and
    // marks the players it held away. A says so to the table at once (Ann, on node A, is told
    // Bob and Cy are gone), and that message is recorded: polling the seats instead could miss
    // the marks, since B, beating into a deleted key, gives the seats back at its next beat (up
    // to a second later, or a few milliseconds) and A reaps a node at most once in 10 s.
    const alive = `${own.prefix}alive:${bId}`;
    const lapse = setInterval(() => void redis.del(alive), 20);
    const gone = (r: Received) =>
      r.event === 'presence' &&
      (r.msg as PresenceMessage).seats.map((s) => s.connected).join() === 'true,false,false';
    try {
      await ann.waitFor(gone, 10_000);
    } finally {
      clearInterval(lapse);
    }
    // ...then B beats again, finds it had been given up, and gives its players their seats back
    // well before their grace period (2 s) would hand them to bots.
    await redis.del(alive);
    // (The grace timers run on the virtual clock: only the cluster's beats are in real time.)
    await expect.poll(away, { timeout: 5_000, interval: 50 }).toEqual([false, false, false]);
    // Every timer the lapse left, run to well past the grace period: none hands a seat to a bot.
    await clock.runFor(5 * grace.timing.graceMs);
    expect(await away()).toEqual([false, false, false]);
    const log = await a.ctx.storage.readLog(id);
    expect(log.filter((e) => (e as { seat: number }).seat !== 0)).toEqual([]);
    for (const c of [ann, bob, cy]) c.close();
  });
});
