/**
 * Many idle turn-based tables in a store, fast: a few template tables are made and played the
 * server's own way (lobby, actions, the due-timer poller answering standing orders), each left at
 * a player's turn with its clock running; then each is copied row for row (table, seats, match
 * log, clocks, timers, clock events) under new ids and seat tokens, in chunked multi-row inserts
 * inside transactions, its times moved back by up to half a day so that due times spread out
 * and none comes due for hours. A copy replays as its template does (same seed, same log).
 * Seats belong to accounts (a pool of rows in `nb_users`); one real account, with a password,
 * owns the seat that owes the move at 50 tables: the "My games" of the bench.
 */
import { randomBytes } from 'node:crypto';
import { GAMES } from '@nobid/catalog';
import { nextFloat, rngFromSeed, type SeatAction } from '@nobid/engine';
import { type Kysely, sql, type Transaction } from 'kysely';
import pino from 'pino';
import { AccountService } from '../../src/accounts/service.ts';
import { applyAction } from '../../src/apply.ts';
import { levelBots } from '../../src/bot-players.ts';
import { createContext, type Outbox, type ServerContext } from '../../src/context.ts';
import { gameRegistry } from '../../src/games.ts';
import { hashToken, newTableId } from '../../src/ids.ts';
import { createTable, joinTable, startTable } from '../../src/lobby.ts';
import { soleOwnership } from '../../src/ownership.ts';
import { localPresence } from '../../src/presence-directory.ts';
import { followTables } from '../../src/server.ts';
import type { Database } from '../../src/storage/schema.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { decisionsOf } from '../../src/table/decisions.ts';
import { inProcessLock } from '../../src/table/table-lock.ts';
import { DEFAULT_TIMING } from '../../src/timing.ts';

const HOUR = 3_600_000;
/** The account whose "My games" is measured, and how many tables it has. */
export const BENCH_ACCOUNT = { name: 'benchplayer', password: 'correct horse battery' } as const;
export const ACCOUNT_TABLES = 50;
/** Tables per pooled account (about 45 seats each: a busy player). */
const TABLES_PER_USER = 15;

export interface SeededTables {
  readonly tableIds: readonly string[];
  readonly accountId: string;
  /** The tables where the bench account owes the move. */
  readonly accountTables: readonly string[];
}

/** Nobody listens: the templates are played without sockets. */
const nobody: Outbox = {
  toSeat: () => undefined,
  toSpectators: () => undefined,
  toTable: () => undefined,
  toViewer: () => undefined,
  connectedSeats: () => new Set(),
  spectators: () => 0,
  dropSpectators: () => undefined,
  audience: () => ({ seats: [], spectators: false }),
};

function templateContext(storage: Storage): ServerContext {
  const rng = rngFromSeed('turn-based-bench');
  return createContext({
    storage,
    games: gameRegistry([GAMES.nobid!]),
    clock: {
      now: () => Date.now(),
      // Nothing is left to run later: the poller is asked by hand after each action.
      setTimeout: () => null,
      clearTimeout: () => undefined,
    },
    timing: DEFAULT_TIMING,
    random: () => nextFloat(rng),
    bots: levelBots(),
    log: pino({ level: 'silent' }),
    out: nobody,
    presence: localPresence(),
    owner: soleOwnership(),
    lock: () => inProcessLock(),
    accounts: new AccountService(storage.db),
  });
}

/** A three-seat 24 h No Bid table, played `steps` actions in, then on to a player's turn (no window open). */
async function playTemplate(ctx: ServerContext, steps: number, seed: number): Promise<string> {
  const signedIn = { signedIn: true };
  const seats = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] as const;
  const settings = { game: 'nobid', seats, kind: 'turn-based', speed: '24h' } as const;
  const created = await createTable(ctx, { settings: settings as never, name: 'Ann' }, signedIn);
  const id = created.table.id;
  await joinTable(ctx, id, { name: 'Bob' }, signedIn);
  await joinTable(ctx, id, { name: 'Cleo' }, signedIn);
  await startTable(ctx, id, created.seatToken!);
  const poller = followTables(ctx);
  const rng = rngFromSeed(`template-${seed}`);
  for (let step = 0; step < steps + 40; step++) {
    const rt = await ctx.runtimes.get(id);
    const decisions = decisionsOf(rt.game, rt.state);
    const atTurn = decisions.length > 0 && decisions.every((d) => d.window === undefined);
    if (rt.table.status !== 'playing' || (step >= steps && atTurn)) break;
    const d = decisions[Math.floor(nextFloat(rng) * decisions.length)];
    if (!d) break;
    const legal = rt.game.legalActions(rt.state, d.seat) as SeatAction[];
    const action = legal[Math.floor(nextFloat(rng) * legal.length)]!;
    await applyAction(ctx, id, action, { by: 'player', decisionId: rt.cursors!.decisionId(d.seat) });
    // Orders answer windows at once (their timers are due now): as the server's poller would.
    await poller.poll();
  }
  poller.stop();
  return id;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Inserts rows in statements of at most ~30,000 parameters (SQLite's and Postgres's limits). */
async function insertChunked(trx: Transaction<Database>, table: keyof Database, rows: readonly Row[]) {
  if (rows.length === 0) return;
  const per = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += per)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + per) as never)
      .execute();
}

interface Template {
  readonly table: Row;
  readonly seats: Row[];
  readonly log: Row[];
  readonly clocks: Row[];
  readonly timers: Row[];
  readonly events: Row[];
  /** The seat whose player owes the move. */
  readonly owing: number;
}

async function readTemplate(db: Kysely<Database>, id: string): Promise<Template> {
  const where = (t: 'nb_seats' | 'nb_match_log' | 'nb_seat_clocks' | 'nb_timers' | 'nb_clock_events') =>
    sql<Row>`select * from ${sql.table(t)} where table_id = ${id}`.execute(db).then((r) => r.rows);
  const table = (await db
    .selectFrom('nb_tables')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Row;
  const clocks = await where('nb_seat_clocks');
  const owing = clocks.find((c) => num(c.owes) === 1);
  if (!owing) throw new Error(`template ${id} owes no move`);
  return {
    table,
    seats: await where('nb_seats'),
    log: await where('nb_match_log'),
    clocks,
    timers: await where('nb_timers'),
    events: await where('nb_clock_events'),
    owing: Number(owing.seat),
  };
}

/** A copy of a template's rows under a new id, its times moved by `shift` ms. */
function copyRows(
  t: Template,
  id: string,
  shift: number,
): Record<'table', Row> & Record<'seats' | 'log' | 'clocks' | 'timers' | 'events', Row[]> {
  const at = (v: unknown) => (v === null || v === undefined ? null : Number(v) + shift);
  const token = (seat: unknown) => hashToken(`${id}:${String(seat)}`);
  return {
    table: { ...t.table, id, created_at: at(t.table.created_at) },
    seats: t.seats.map((s) => ({
      ...s,
      table_id: id,
      token_hash: s.kind === 'human' ? token(s.seat) : null,
    })),
    log: t.log.map((l) => ({ ...l, table_id: id, created_at: at(l.created_at) })),
    clocks: t.clocks.map((c) => ({
      ...c,
      table_id: id,
      running_since: at(c.running_since),
      expired_at: at(c.expired_at),
      deadline: at(c.deadline),
    })),
    timers: t.timers.map((r) => ({ ...r, table_id: id, due_at: at(r.due_at), claimed_until: null })),
    events: t.events.map((e) => ({ ...e, table_id: id, at: at(e.at) })),
  };
}

/**
 * Seeds `count` idle turn-based tables, copies of `played` played ones (a quick run plays
 * fewer); `progress` hears how many are in.
 */
export async function seedTurnBased(
  storage: Storage,
  count: number,
  progress: (done: number) => void = () => undefined,
  played = 24,
): Promise<SeededTables> {
  const ctx = templateContext(storage);
  const account = await ctx.accounts!.signUp(BENCH_ACCOUNT.name, BENCH_ACCOUNT.password);
  const templates: Template[] = [];
  for (let i = 0; i < played; i++) {
    const id = await playTemplate(ctx, (i * 7) % 40, i);
    templates.push(await readTemplate(storage.db, id));
  }
  // The templates themselves stay too (they count among the tables, owned by nobody).
  const db = storage.db;
  const users = Math.max(1, Math.ceil(count / TABLES_PER_USER));
  const now = Date.now();
  await db.transaction().execute((trx) =>
    insertChunked(
      trx,
      'nb_users',
      Array.from({ length: users }, (_, i) => ({
        id: `bench_${i}`,
        name: `bench${i}`,
        name_key: `bench${i}`,
        password_hash: 'none',
        role: 'player',
        created_at: now,
      })),
    ),
  );
  const rng = rngFromSeed('turn-based-bench-copies');
  const tableIds: string[] = [];
  const accountTables: string[] = [];
  const chunk = 2000;
  for (let start = 0; start < count - played; start += chunk) {
    const rows = { table: [] as Row[], seats: [] as Row[], log: [] as Row[], clocks: [] as Row[] };
    const more = { timers: [] as Row[], events: [] as Row[], owners: [] as Row[] };
    for (let i = start; i < Math.min(count - played, start + chunk); i++) {
      const t = templates[i % templates.length]!;
      const id = newTableId();
      const copy = copyRows(t, id, -Math.floor(nextFloat(rng) * 12 * HOUR));
      rows.table.push(copy.table);
      rows.seats.push(...copy.seats);
      rows.log.push(...copy.log);
      rows.clocks.push(...copy.clocks);
      more.timers.push(...copy.timers);
      more.events.push(...copy.events);
      for (const s of copy.seats) {
        if (s.token_hash === null) continue;
        const mine = accountTables.length < ACCOUNT_TABLES && Number(s.seat) === t.owing;
        const user = mine ? account.user.id : `bench_${(i * 3 + Number(s.seat)) % users}`;
        more.owners.push({ token_hash: s.token_hash, user_id: user, linked_at: now });
        if (mine) accountTables.push(id);
      }
      tableIds.push(id);
    }
    await db.transaction().execute(async (trx) => {
      await insertChunked(trx, 'nb_tables', rows.table);
      await insertChunked(trx, 'nb_seats', rows.seats);
      await insertChunked(trx, 'nb_match_log', rows.log);
      await insertChunked(trx, 'nb_seat_clocks', rows.clocks);
      await insertChunked(trx, 'nb_timers', more.timers);
      await insertChunked(trx, 'nb_clock_events', more.events);
      await insertChunked(trx, 'nb_seat_owners', more.owners);
    });
    progress(tableIds.length + played);
  }
  if (storage.dialect === 'postgres') await sqlAnalyze(db);
  return { tableIds, accountId: account.user.id, accountTables };
}

/** Postgres plans by its statistics: a bulk load is followed by ANALYZE, as autovacuum would soon. */
async function sqlAnalyze(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** A name for a throwaway Postgres schema of the bench. */
export const benchSchema = (what: string): string => `nb_bench_${what}_${randomBytes(5).toString('hex')}`;
