/** The storage contract, run against SQLite always and against Postgres when TEST_DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_ORDERS, ORDER_PRESETS, TableSettingsSchema } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../src/storage/open.ts';
import {
  type SeatRecord,
  type Storage,
  type TableRecord,
  VersionConflictError,
} from '../src/storage/storage.ts';
import { dropPostgresSchema } from './helpers/postgres.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `nb_test_${randomBytes(6).toString('hex')}`;
const backends: {
  name: string;
  skip: boolean;
  open: () => Promise<Storage>;
  cleanup: () => Promise<void>;
}[] = [
  { name: 'sqlite', skip: false, open: () => openStorage({ dataDir: ':memory:' }), cleanup: async () => {} },
  {
    name: 'postgres',
    skip: missing('postgres'),
    open: () => openStorage({ databaseUrl: pgUrl!, schema }),
    cleanup: () => dropPostgresSchema(pgUrl!, schema),
  },
];

let n = 0;
function table(over: Partial<TableRecord> = {}): TableRecord {
  return {
    id: `tbl${++n}${randomBytes(3).toString('hex')}`,
    game: 'fifteen',
    settings: TableSettingsSchema.parse({ game: 'fifteen', seats: [{ kind: 'human' }, { kind: 'bot' }] }),
    options: { turnCap: 10 },
    status: 'waiting',
    seed: 's',
    seats: 2,
    createdAt: Date.now() + n,
    version: 0,
    outcome: null,
    rematchId: null,
    edition: null,
    ...over,
  };
}
const seats = (id: string): SeatRecord[] => [
  {
    tableId: id,
    seat: 0,
    kind: 'human',
    level: null,
    name: null,
    tokenHash: null,
    awaySince: null,
    autoplay: false,
    orders: DEFAULT_ORDERS,
  },
  {
    tableId: id,
    seat: 1,
    kind: 'bot',
    level: 'easy',
    name: null,
    tokenHash: null,
    awaySince: null,
    autoplay: false,
    orders: DEFAULT_ORDERS,
  },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`storage on ${backend.name}`, () => {
    let s: Storage;
    beforeAll(async () => {
      s = await backend.open();
    });
    afterAll(async () => {
      await s.close();
      await backend.cleanup();
    });

    it('stores a table and its seats and reads them back', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      expect(await s.getTable(t.id)).toEqual(t);
      expect((await s.getSeats(t.id)).map((x) => [x.seat, x.kind, x.level])).toEqual([
        [0, 'human', null],
        [1, 'bot', 'easy'],
      ]);
      expect(await s.getTable('nope')).toBeNull();
    });

    it("stores a table's edition identity with it, and none for a game without editions", async () => {
      const edition = { name: 'No Bid Lab', version: '1-test', hash: 'ab'.repeat(32) };
      const ref = { name: 'No Bid Lab', version: '1-test' };
      const t = table({ game: 'nobid', options: { turnCap: 200, edition: ref }, edition });
      await s.createTable(t, seats(t.id));
      expect((await s.getTable(t.id))!.edition).toEqual(edition);
      const plain = table();
      await s.createTable(plain, seats(plain.id));
      expect((await s.getTable(plain.id))!.edition).toBeNull();
    });

    it('lets only the first claimant take a free human seat', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      expect(await s.claimSeat(t.id, 0, 'Ann', 'h1')).toBe(true);
      expect(await s.claimSeat(t.id, 0, 'Bob', 'h2')).toBe(false);
      expect(await s.claimSeat(t.id, 1, 'Bob', 'h2')).toBe(false);
      const [seat0] = await s.getSeats(t.id);
      expect([seat0!.name, seat0!.tokenHash]).toEqual(['Ann', 'h1']);
    });

    it('appends a gap-free log with a version check, and rejects a stale writer', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      expect(await s.startTable(t.id, [])).toBe(true);
      expect(await s.startTable(t.id, [])).toBe(false);
      const timer = { tableId: t.id, seat: 0, kind: 'deadline' as const, key: 'act@0', dueAt: 1e12 };
      await s.appendAction(t.id, 0, { seat: 0, type: 'draw' }, { timers: [timer], outcome: null });
      await expect(
        s.appendAction(t.id, 0, { seat: 0, type: 'x' }, { timers: [], outcome: null }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      await expect(
        s.appendAction(t.id, 5, { seat: 0, type: 'x' }, { timers: [], outcome: null }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(await s.getTimers(t.id)).toEqual([timer]);
      await s.appendAction(
        t.id,
        1,
        { seat: 1, type: 'pass' },
        { timers: [], outcome: { kind: 'draw', reason: 'x' } },
      );
      expect(await s.readLog(t.id)).toEqual([
        { seat: 0, type: 'draw' },
        { seat: 1, type: 'pass' },
      ]);
      expect(await s.readLog(t.id, 1)).toEqual([{ seat: 1, type: 'pass' }]);
      const after = await s.getTable(t.id);
      expect([after!.version, after!.status, after!.outcome]).toEqual([
        2,
        'over',
        { kind: 'draw', reason: 'x' },
      ]);
      expect(await s.getTimers(t.id)).toEqual([]);
      // A finished table takes no more actions.
      await expect(
        s.appendAction(t.id, 2, { seat: 0, type: 'x' }, { timers: [], outcome: null }),
      ).rejects.toBeInstanceOf(VersionConflictError);
    });

    it("replaces a table's timers with each action: kept, moved, new and dropped ones", async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      await s.startTable(t.id, []);
      const timer = (seat: number, kind: 'deadline' | 'bot', key: string, dueAt: number) => ({
        tableId: t.id,
        seat,
        kind,
        key,
        dueAt,
      });
      const first = [timer(0, 'deadline', 'act', 100), timer(1, 'deadline', 'w#1', 200)];
      await s.appendAction(t.id, 0, { seat: 0, type: 'draw' }, { timers: first, outcome: null });
      const byKey = (xs: { seat: number; kind: string }[]) =>
        [...xs].sort((a, b) => a.seat - b.seat || a.kind.localeCompare(b.kind));
      expect(byKey(await s.getTimers(t.id))).toEqual(first);
      const second = [timer(1, 'bot', 'act', 300), timer(1, 'deadline', 'act', 400)];
      await s.appendAction(t.id, 1, { seat: 0, type: 'play' }, { timers: second, outcome: null });
      expect(byKey(await s.getTimers(t.id))).toEqual(second);
      // A refused append leaves them alone.
      await expect(
        s.appendAction(t.id, 1, { seat: 0, type: 'x' }, { timers: first, outcome: null }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(byKey(await s.getTimers(t.id))).toEqual(second);
    });

    it('keeps an append out of another transaction that is open meanwhile and rolls back', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      await s.startTable(t.id, []);
      const timer = { tableId: t.id, seat: 0, kind: 'deadline' as const, key: 'act', dueAt: 1e12 };
      let opened!: () => void;
      const isOpen = new Promise<void>((resolve) => {
        opened = resolve;
      });
      // A feature's transaction that awaits between its statements, then fails.
      const failing = s.db.transaction().execute(async (trx) => {
        await trx.updateTable('nb_tables').set({ rematch_id: 'x' }).where('id', '=', t.id).execute();
        opened();
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('rolled back');
      });
      await isOpen;
      const appended = s.appendAction(t.id, 0, { seat: 0, type: 'draw' }, { timers: [timer], outcome: null });
      await expect(failing).rejects.toThrow('rolled back');
      await appended;
      expect(await s.readLog(t.id)).toEqual([{ seat: 0, type: 'draw' }]);
      expect(await s.getTimers(t.id)).toEqual([timer]);
      expect((await s.getTable(t.id))!.rematchId).toBeNull();
    });

    it('keeps the log gap-free when many writers race for the same index', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      await s.startTable(t.id, []);
      for (let v = 0; v < 5; v++) {
        const results = await Promise.allSettled(
          [0, 1, 2].map((w) => s.appendAction(t.id, v, { w, v }, { timers: [], outcome: null })),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      }
      const log = (await s.readLog(t.id)) as { v: number }[];
      expect(log.map((e) => e.v)).toEqual([0, 1, 2, 3, 4]);
    });

    it('replaces timers only at the version they were computed for', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      await s.startTable(t.id, []);
      const timer = { tableId: t.id, seat: 1, kind: 'bot' as const, key: 'act@0', dueAt: 123 };
      expect(await s.replaceTimers(t.id, 1, [timer])).toBe(false);
      expect(await s.replaceTimers(t.id, 0, [timer])).toBe(true);
      expect(await s.getTimers(t.id)).toEqual([timer]);
    });

    it('lists open public tables newest first and the tables in play', async () => {
      const a = table({ settings: { ...table().settings, visibility: 'private' } });
      const b = table();
      const c = table();
      for (const t of [a, b, c]) await s.createTable(t, seats(t.id));
      await s.startTable(c.id, []);
      const open = await s.listTables({ status: 'waiting', visibility: 'public' });
      const ids = open.map((t) => t.id);
      expect(ids).toContain(b.id);
      expect(ids).not.toContain(a.id);
      expect(ids).not.toContain(c.id);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.length);
      expect(await s.listPlayingTableIds()).toContain(c.id);
    });

    it('records seat presence flags and the rematch link once', async () => {
      const t = table();
      await s.createTable(t, seats(t.id));
      const orders = ORDER_PRESETS['ask-if-targeted'];
      await s.updateSeat(t.id, 0, { awaySince: 1_700_000_000_000, autoplay: true, orders });
      const [seat0, seat1] = await s.getSeats(t.id);
      expect([seat0!.awaySince, seat0!.autoplay, seat0!.orders]).toEqual([1_700_000_000_000, true, orders]);
      expect(seat1!.orders).toEqual(DEFAULT_ORDERS);
      // A row from before standing orders reads as the orders its two switches meant.
      await s.db
        .updateTable('nb_seats')
        .set({ standing_orders: null, auto_pass: 1, answer_own_cards: 1 })
        .where('table_id', '=', t.id)
        .where('seat', '=', 0)
        .execute();
      expect((await s.getSeats(t.id))[0]!.orders).toEqual({
        ...ORDER_PRESETS['pass-all'],
        ownCards: 'orders',
      });
      expect(await s.setRematch(t.id, 'r1')).toBe('r1');
      expect(await s.setRematch(t.id, 'r2')).toBe('r1');
    });
  });
}
