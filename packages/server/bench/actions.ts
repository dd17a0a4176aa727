/**
 * `node --import tsx packages/server/bench/actions.ts [TABLES=200] [ACTIONS=20000]`
 *
 * The server's CPU per action without sockets: random legal actions through `applyAction` on
 * many 4-seat No Bid tables, every seat connected, on a SQLite directory as the server uses
 * it, with an outbox that builds each patch and JSON-encodes it as socket.io would. CPU time
 * (not wall time) per action, so a busy machine moves it less than `bench:server`'s latencies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '@nobid/catalog';
import pino from 'pino';
import { applyAction } from '../src/apply.ts';
import { levelBots } from '../src/bot-players.ts';
import { realClock } from '../src/clock.ts';
import { createContext, type Outbox } from '../src/context.ts';
import { gameRegistry } from '../src/games.ts';
import { createTable, joinTable, startTable } from '../src/lobby.ts';
import { soleOwnership } from '../src/ownership.ts';
import { localPresence } from '../src/presence-directory.ts';
import { followTables } from '../src/server.ts';
import { openStorage } from '../src/storage/open.ts';
import { inProcessLock } from '../src/table/table-lock.ts';
import { DEFAULT_TIMING, secureRandom } from '../src/timing.ts';

const TABLES = Number(process.argv[2] ?? 200);
const ACTIONS = Number(process.argv[3] ?? 20000);
const dir = mkdtempSync(join(tmpdir(), 'nobid-inproc-'));
const storage = await openStorage({ dataDir: dir });
let bytes = 0;
const enc = (m: unknown) => {
  bytes += JSON.stringify(m).length;
};
const out: Outbox = {
  toSeat: (_i, _s, _e, m) => enc(m),
  toSpectators: (_i, _e, m) => enc(m),
  toTable: (_i, _e, m) => enc(m),
  toViewer: (_i, _v, u, patch) => enc(patch ? patch() : u),
  connectedSeats: () => new Set([0, 1, 2, 3]),
  spectators: () => 0,
  dropSpectators: () => undefined,
  audience: () => ({ seats: [0, 1, 2, 3], spectators: false }),
};
const presence = localPresence();
const ctx = createContext({
  storage,
  games: gameRegistry(Object.values(GAMES)),
  clock: realClock,
  timing: DEFAULT_TIMING,
  random: secureRandom,
  bots: levelBots(),
  log: pino({ level: 'silent' }),
  out,
  presence,
  owner: soleOwnership(),
  lock: () => inProcessLock(),
});
followTables(ctx);
const ids: string[] = [];
for (let t = 0; t < TABLES; t++) {
  const human = { kind: 'human' } as const;
  const c = await createTable(ctx, {
    settings: {
      game: 'nobid',
      reactionWindowSeconds: 5,
      turnTimerSeconds: 60,
      seats: [human, human, human, human],
    },
    name: 'p0',
  });
  for (let i = 1; i < 4; i++) await joinTable(ctx, c.table.id, { name: `p${i}` });
  for (let i = 0; i < 4; i++) await presence.joined(c.table.id, i);
  await startTable(ctx, c.table.id, c.seatToken!);
  ids.push(c.table.id);
}
const step = async (id: string): Promise<boolean> => {
  const rt = await ctx.runtimes.get(id);
  if (rt.table.status !== 'playing') return false;
  const ds = rt.game.decisions(rt.state) as { seat: number }[];
  const d = ds[Math.floor(Math.random() * ds.length)]!;
  const legal = rt.game.legalActions(rt.state, d.seat) as unknown[];
  const action = legal[Math.floor(Math.random() * legal.length)] as never;
  await applyAction(ctx, id, action, { by: 'player', decisionId: rt.cursors!.decisionId(d.seat) });
  return true;
};
// warm up
for (let i = 0; i < 2000; i++) await step(ids[i % ids.length]!);
const c0 = process.cpuUsage();
const w0 = performance.now();
let n = 0;
for (let i = 0; n < ACTIONS; i++) if (await step(ids[i % ids.length]!)) n++;
const c = process.cpuUsage(c0);
const wall = performance.now() - w0;
console.log(
  `${n} actions: ${((c.user + c.system) / n).toFixed(0)} us CPU per action (user ${(c.user / n).toFixed(0)}, sys ${(c.system / n).toFixed(0)}), wall ${((wall * 1000) / n).toFixed(0)} us, ${(bytes / 1e6).toFixed(1)} MB sent`,
);
ctx.scheduler.cancelAll();
await storage.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
