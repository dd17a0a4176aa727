/**
 * Each due timer of a turn-based table fires exactly once when two nodes poll the same storage:
 * the claim is a conditional update, so of two pollers that find the same due timer one fires it
 * and the other skips it; a claim whose node died lapses, and a row that changed cannot be
 * claimed. On Postgres (with TEST_DATABASE_URL) each node has its own pool; on SQLite the two
 * pollers share the one connection a SQLite file has (one server owns it).
 */
import { nextFloat, rngFromSeed } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { levelBots } from '../../src/bot-players.ts';
import { createContext } from '../../src/context.ts';
import { gameRegistry } from '../../src/games.ts';
import { createTable, joinTable, startTable } from '../../src/lobby.ts';
import { soleOwnership } from '../../src/ownership.ts';
import { followTables } from '../../src/server.ts';
import { openStorage, type StorageConfig } from '../../src/storage/open.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { inProcessLock } from '../../src/table/table-lock.ts';
import { DEFAULT_TIMING } from '../../src/timing.ts';
import { storageBackends } from '../helpers/postgres.ts';
import { settablePresence } from '../helpers/presence.ts';
import { recordingOutbox } from '../helpers/recording-outbox.ts';
import { silentLogger } from '../helpers/service.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { HOUR, SIGNED_IN } from './service.ts';

const { backends, cleanUp } = storageBackends('firesonce');
afterAll(cleanUp);

/**
 * One node: its own connection to the shared store (or, on SQLite, the one connection: a SQLite
 * file has one server), its own lock, and a poller on a shared clock.
 */
async function node(config: StorageConfig, clock: VirtualClock, name: string, shared?: Storage) {
  const storage = shared ?? (await openStorage(config));
  const rng = rngFromSeed(name);
  const ctx = createContext({
    storage,
    games: gameRegistry([toyGame]),
    clock,
    timing: DEFAULT_TIMING,
    random: () => nextFloat(rng),
    bots: levelBots(),
    log: silentLogger,
    out: recordingOutbox([], () => clock.now()).outbox,
    presence: settablePresence([]),
    owner: soleOwnership(),
    lock: () => inProcessLock(),
  });
  const poller = followTables(ctx, { pollMs: 24 * HOUR, batch: 7, claimMs: 60_000 });
  return { ctx, poller, storage };
}

for (const backend of backends)
  describe.skipIf(backend.skip)(`due timers on ${backend.name}`, () => {
    it('fire exactly once with two nodes polling, and a lapsed claim is taken again', async () => {
      const clock = new VirtualClock();
      const a = await node(backend.storage, clock, 'a');
      const b = await node(backend.storage, clock, 'b', backend.name === 'SQLite' ? a.storage : undefined);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const created = await createTable(
          a.ctx,
          {
            settings: {
              game: 'fifteen',
              seats: [{ kind: 'human' }, { kind: 'human' }],
              kind: 'turn-based',
              speed: '24h',
            },
            name: 'Ann',
          },
          SIGNED_IN,
        );
        await joinTable(a.ctx, created.table.id, { name: 'Bob' }, SIGNED_IN);
        await startTable(a.ctx, created.table.id, created.seatToken!);
        ids.push(created.table.id);
      }
      clock.advance(49 * HOUR);
      // Each table's clock-low timer (at 43.2 h) and its deadline (at 48 h) are due.
      expect((await a.storage.dueTimers(clock.now(), 100)).length).toBeGreaterThanOrEqual(24);
      await Promise.all([a.poller.poll(), b.poller.poll()]);
      expect(a.poller.fired + b.poller.fired).toBe(24);
      for (const id of ids) {
        const events = (await a.storage.readClockEvents(id)).map((e) => e.event);
        expect(events.filter((e) => e === 'expire')).toHaveLength(1);
        expect(events.filter((e) => e === 'low')).toHaveLength(1);
      }

      // A claim holds until it lapses (its node died mid-fire); a changed row is not claimed.
      const [timer] = await a.storage.getTimers(ids[0]!);
      expect(timer?.kind).toBe('takeover');
      const now = clock.now();
      const claims = await Promise.all([
        a.storage.claimTimer(timer!, now, now + 1000),
        b.storage.claimTimer(timer!, now, now + 1000),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await b.storage.claimTimer(timer!, now + 500, now + 1500)).toBe(false);
      expect(await b.storage.claimTimer(timer!, now + 1001, now + 2000)).toBe(true);
      expect(await b.storage.claimTimer({ ...timer!, dueAt: timer!.dueAt + 1 }, now + 5000, now + 6000)).toBe(
        false,
      );
      await a.storage.close();
      if (b.storage !== a.storage) await b.storage.close();
    });
  });
