/**
 * Three nodes behind nginx play bot tables and tables with human-like socket clients spread
 * over the nodes. The node that runs the most tables is killed with SIGKILL mid-game, later a
 * second one. Every game still ends; every log is gap-free, holds every acknowledged action at
 * the place it was acknowledged for, and replays to the stored result; every client is back on
 * its own seat. Run by `npm run test:cluster` (needs Postgres, Redis and nginx).
 */
import { GAMES } from '@nobid/catalog';
import { replay } from '@nobid/engine';
import type { CreateTableResponse, JoinResponse } from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/storage/storage.ts';
import { ackedNotInLog } from '../helpers/acked.ts';
import { type ClusterNode, startTestCluster, type TestCluster } from './harness.ts';
import { SeatPlayer } from './player.ts';

const BOT_TABLES = 12;
const HUMAN_TABLES = 6;
const OPTIONS = { turnCap: 40 };
const game = GAMES.nobid!;

let cluster: TestCluster;
let storage: Storage;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${cluster.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms: number,
  explain?: () => Promise<string>,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}${explain ? `\n${await explain()}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function playing(ids: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of ids) if ((await storage.getTable(id))?.status === 'playing') out.push(id);
  return out;
}

/** What each client and its table look like, for a failure message. */
async function describePlayers(players: readonly SeatPlayer[]): Promise<string> {
  const lines: string[] = [];
  for (const p of players) {
    const table = await storage.getTable(p.tableId);
    const v = p.lastView;
    lines.push(
      `table ${p.tableId} seat ${p.seat}: stored v${table?.version} ${table?.status}, owner ${await cluster.ownerOf(p.tableId)}; ` +
        `client c${v?.cursor} ${v?.status}, deciding ${JSON.stringify(v?.decisions ?? [])}, ` +
        `connected ${p.connected}, disconnects ${p.disconnects}, hellos ${JSON.stringify(p.helloSeats)}, problems ${JSON.stringify(p.problems)}`,
    );
  }
  return lines.join('\n');
}

/** The live node that owns the most tables still in play, and those tables. */
async function busiest(ids: readonly string[], dead: Set<string>) {
  const owned = new Map<string, string[]>();
  for (const id of await playing(ids)) {
    const owner = await cluster.ownerOf(id);
    if (owner && !dead.has(owner)) owned.set(owner, [...(owned.get(owner) ?? []), id]);
  }
  const [id, tables] = [...owned.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  return { node: cluster.nodes.find((n) => n.id === id), tables };
}

/** Kills a node mid-game and waits until live nodes own each table it ran. */
const takeoverMs: number[] = [];

async function killAndWaitForTakeover(victim: ClusterNode, tables: string[], dead: Set<string>) {
  const killedAt = Date.now();
  await cluster.kill(victim);
  dead.add(victim.id);
  await until(
    `the tables of ${victim.id} are taken over`,
    async () => {
      for (const id of await playing(tables)) {
        const owner = await cluster.ownerOf(id);
        if (!owner || dead.has(owner)) return false;
      }
      return true;
    },
    30_000,
  );
  takeoverMs.push(Date.now() - killedAt); // reported, not asserted: the machine's load decides it
}

beforeAll(async () => {
  cluster = await startTestCluster({
    nodes: 3,
    env: { BOT_MIN_MS: '30', BOT_MAX_MS: '90', GRACE_SECONDS: '10' },
  });
  storage = await cluster.storage();
});

afterAll(async () => {
  await cluster?.stop();
});

describe('a cluster of three nodes behind nginx', () => {
  it('finishes every game through two kill -9s, losing no acknowledged action', async () => {
    const bot = { kind: 'bot', level: 'easy' };
    const human = { kind: 'human' };
    const botTables = await Promise.all(
      Array.from({ length: BOT_TABLES }, () =>
        post<CreateTableResponse>('/api/tables', {
          settings: { game: 'nobid', seats: [bot, bot, bot], options: OPTIONS },
        }),
      ),
    );
    const players: SeatPlayer[] = [];
    const humanTables: string[] = [];
    for (let i = 0; i < HUMAN_TABLES; i++) {
      const created = await post<CreateTableResponse>('/api/tables', {
        settings: {
          game: 'nobid',
          seats: [human, human, bot],
          options: OPTIONS,
          reactionWindowSeconds: 1,
          turnTimerSeconds: 5,
        },
        name: `Ann${i}`,
      });
      const id = created.table.id;
      const joined = await post<JoinResponse>(`/api/tables/${id}/join`, { name: `Bob${i}` });
      const seats = [
        new SeatPlayer(cluster.url, id, 0, created.seatToken!),
        new SeatPlayer(cluster.url, id, 1, joined.seatToken),
      ];
      await until('both players said hello', () => seats.every((p) => p.helloSeats.length > 0), 20_000);
      await post(`/api/tables/${id}/start`, { seatToken: created.seatToken });
      players.push(...seats);
      humanTables.push(id);
    }
    const all = [...botTables.map((t) => t.table.id), ...humanTables];

    // Mid-game: every human table has moved on a little.
    await until(
      'every human table is under way',
      () => players.every((p) => (p.lastView?.cursor ?? 0) >= 10),
      60_000,
    );
    const dead = new Set<string>();
    const first = await busiest(all, dead);
    expect(first.node, 'a node runs a table in play').toBeDefined();
    await killAndWaitForTakeover(first.node!, first.tables, dead);

    // The game goes on on the two nodes left; later a second node dies.
    const versions = new Map(players.map((p) => [p, p.lastView?.cursor ?? 0]));
    await until(
      'the human tables play on after the first kill',
      () => players.filter((p) => !p.over).every((p) => (p.lastView?.cursor ?? 0) > versions.get(p)! + 5),
      60_000,
      () => describePlayers(players),
    );
    const second = await busiest(all, dead);
    expect(second.node, 'a second node runs a table still in play').toBeDefined();
    await killAndWaitForTakeover(second.node!, second.tables, dead);

    await until(
      'every game is over',
      async () => (await playing(all)).length === 0,
      150_000,
      async () => {
        const stuck = await playing(all);
        const tables = await Promise.all(
          stuck.map(async (id) => {
            const t = (await storage.getTable(id))!;
            return `table ${id}: v${t.version}, owner ${await cluster.ownerOf(id)}, seats ${JSON.stringify(t.seats)}`;
          }),
        );
        return [...tables, await describePlayers(players.filter((p) => stuck.includes(p.tableId)))].join(
          '\n',
        );
      },
    );
    await until(
      'every client has seen its game end',
      () => players.every((p) => p.over && p.lastView?.status === 'over'),
      30_000,
    );

    for (const id of all) {
      const table = (await storage.getTable(id))!;
      const log = await storage.readLog(id); // throws on a gap
      expect(table.status).toBe('over');
      expect(log.length).toBe(table.version);
      const final = replay(game, {
        game: game.name,
        seats: table.seats,
        seed: table.seed,
        // stored pinned (the edition by reference): parsed as the server parses them
        options: game.parseOptions(table.options),
        log: log as never,
      });
      expect(game.result(final), `table ${id} replays to its stored result`).toEqual(table.outcome);
    }

    // Every acknowledged action is in its table's log, in the order it was acknowledged, and no
    // seat's cursor was acknowledged twice.
    for (const id of humanTables) {
      const log = await storage.readLog(id);
      const acked = players.filter((p) => p.tableId === id).flatMap((p) => p.acked);
      expect(acked.length).toBeGreaterThan(0);
      expect(ackedNotInLog(log, acked)).toEqual([]);
    }

    // The kills cut some clients off; every client came back, through nginx, to its own seat.
    expect(players.reduce((n, p) => n + p.disconnects, 0)).toBeGreaterThan(0);
    for (const p of players) {
      // A client that was cut off said hello again (maybe more than once, if a node died under it).
      expect(p.helloSeats.length).toBeGreaterThanOrEqual(p.disconnects > 0 ? 2 : 1);
      expect(new Set(p.helloSeats)).toEqual(new Set([p.seat]));
      expect(p.lastView!.seat).toBe(p.seat);
      expect(p.problems).toEqual([]);
    }

    // The killed nodes' tables were taken over by a live node, which said so.
    const survivors = cluster.nodes.filter((n) => !dead.has(n.id));
    expect(survivors.some((n) => cluster.logs(n).includes('took a table over'))).toBe(true);
    for (const p of players) p.close();
    const actions = (await Promise.all(all.map(async (id) => (await storage.getTable(id))!.version))).reduce(
      (a, b) => a + b,
      0,
    );
    console.log(
      `cluster faults: ${all.length} games, ${actions} actions, killed ${[...dead].join(' and ')} ` +
        `(owning ${first.tables.length} and ${second.tables.length} tables in play; taken over after ` +
        `${takeoverMs.map((ms) => (ms / 1000).toFixed(1)).join(' and ')} s), ` +
        `${players.reduce((n, p) => n + p.disconnects, 0)} client reconnects, ` +
        `${players.reduce((n, p) => n + p.acked.length, 0)} acknowledged client actions all in the logs`,
    );
  });
});
