/**
 * The benches' load: tables of four human seats, each a socket client that answers its
 * decisions after a think time with a random legal action, timing each action until the update
 * that shows it. A finished table starts its rematch at once. Each seat takes its views as
 * patches, as the web client does. Shared by `bench:server` and `bench:cluster`.
 */
import { readFileSync } from 'node:fs';
import {
  type Ack,
  type ActResult,
  type CreateTableResponse,
  type JoinResponse,
  PROTOCOL_VERSION,
  type TableSettingsInput,
  type ViewPatchUpdate,
  type ViewUpdate,
} from '@nobid/protocol';
import { io, type Socket } from 'socket.io-client';

export interface LoadStats {
  /** Counting is on only while the bench measures (not while tables start or warm up). */
  measuring: boolean;
  latencies: number[];
  actions: number;
  games: number;
  /** Refusals a fast client meets in normal play: its decision went (a window closed), or the game ended. */
  refused: number;
  errors: number;
  codes: Map<string, number>;
  /** Patches that did not follow the cursor the seat held (a lost view): should stay 0. */
  patchMisses: number;
  /** Tables that could not be set up (or rematched) in time, by reason: they play no further part. */
  failedTables: Map<string, number>;
}

export const newLoadStats = (): LoadStats => ({
  measuring: false,
  latencies: [],
  actions: 0,
  games: 0,
  refused: 0,
  errors: 0,
  codes: new Map(),
  patchMisses: 0,
  failedTables: new Map(),
});

/**
 * How long any one request (an HTTP call, a hello, a rematch, an action's ack) may take before it
 * counts as failed: a table the server never answers is reported, it does not hang the run.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A request that took longer than REQUEST_TIMEOUT_MS, or a socket that could not connect. */
export class LoadFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

const NORMAL_REFUSALS = ['stale-decision', 'game-over'];

export async function post<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : 'error';
    throw new LoadFailure(name === 'TimeoutError' ? 'http-timeout' : `http-${name}`);
  }
  if (!res.ok) throw new LoadFailure(`http-${res.status}`);
  return (await res.json()) as T;
}

/** Think time in ms before answering: `window` is true for a reaction window's answer. */
export type ThinkTime = (window: boolean) => number;

export type SeatClient = ReturnType<typeof seatClient>;

function seatClient(
  url: string,
  table: string,
  token: string,
  stats: LoadStats,
  think: ThinkTime,
  onOver: () => void,
) {
  // `table` as the web client sends it: behind nginx, a table's sockets share one node.
  const socket: Socket = io(url, {
    query: { table },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  let tableId = '';
  let answered: string | null = null;
  let pending: { cursor: number; sentAt: number } | null = null;
  let held = -1;
  // With reconnection off, a socket that cannot connect would keep its emits buffered forever.
  let failed: LoadFailure | null = null;
  socket.on('connect_error', () => {
    failed = new LoadFailure('connect-error');
  });
  /** An emit whose ack must come within REQUEST_TIMEOUT_MS (else `timeout`). */
  const request = <T>(event: string, msg: unknown): Promise<T> =>
    failed
      ? Promise.reject(failed)
      : new Promise<T>((resolve, reject) =>
          socket.timeout(REQUEST_TIMEOUT_MS).emit(event, msg, (err: Error | null, ack: T) => {
            if (failed) reject(failed);
            else if (err) reject(new LoadFailure(`${event}-timeout`));
            else resolve(ack);
          }),
        );
  // Whole views and patches carry the same decision facts; a seat needs no more to play. It folds
  // no patch (the web client does): it checks that each one follows the cursor it holds.
  const onUpdate = (v: ViewUpdate | ViewPatchUpdate) => {
    if (v.tableId !== tableId) return;
    if ('viewPatch' in v && v.fromCursor !== held && v.cursor > held) stats.patchMisses++;
    held = Math.max(held, v.cursor);
    if (pending && v.cursor >= pending.cursor) {
      if (stats.measuring) stats.latencies.push(performance.now() - pending.sentAt);
      pending = null;
    }
    const decisionId = v.decisionId;
    if (v.legal.length === 0 || decisionId === null || answered === decisionId) return;
    answered = decisionId;
    const window = v.window !== null;
    setTimeout(() => {
      if (answered !== decisionId || v.tableId !== tableId) return;
      const action = v.legal[Math.floor(Math.random() * v.legal.length)];
      const sentAt = performance.now();
      pending = { cursor: v.cursor + 1, sentAt };
      socket
        .timeout(REQUEST_TIMEOUT_MS)
        .emit('act', { action, decisionId }, (err: Error | null, ack: Ack<ActResult>) => {
          if (err) {
            // No answer in time: a stuck table, counted, never waited for.
            if (pending?.sentAt === sentAt) pending = null;
            stats.errors++;
            count(stats.codes, 'ack-timeout');
            return;
          }
          // The update may come before the ack: then the latency was already taken.
          if (ack.ok) {
            if (stats.measuring) stats.actions++;
            if (pending?.sentAt === sentAt) pending = { cursor: ack.value.cursor, sentAt };
            return;
          }
          // A refused action brings no update: nothing to time.
          if (pending?.sentAt === sentAt) pending = null;
          if (NORMAL_REFUSALS.includes(ack.error.code)) stats.refused++;
          else {
            stats.errors++;
            count(stats.codes, ack.error.code);
          }
        });
    }, think(window));
  };
  socket.on('view', onUpdate);
  socket.on('viewPatch', onUpdate);
  socket.on('tableOver', () => onOver());
  return {
    hello(id: string) {
      tableId = id;
      held = -1;
      answered = null;
      pending = null;
      return request<Ack<unknown>>('hello', {
        protocol: PROTOCOL_VERSION,
        tableId: id,
        seatToken: token,
        viewPatches: true,
      }).then((ack) => {
        if (!ack.ok) throw new LoadFailure(`hello-${ack.error.code}`);
      });
    },
    rematch: () =>
      request<Ack<{ tableId: string }>>('rematch', {}).then((ack) => (ack.ok ? ack.value.tableId : '')),
    close: () => socket.close(),
  };
}

/**
 * Creates a table with four human seats, seats four clients, starts it; returns the clients. A
 * table that cannot be set up (a request that fails or takes longer than REQUEST_TIMEOUT_MS)
 * closes what it opened, is counted in `stats.failedTables` by reason, and gives no clients.
 */
export async function runTable(
  url: string,
  settings: Omit<TableSettingsInput, 'seats'>,
  stats: LoadStats,
  think: ThinkTime,
): Promise<SeatClient[]> {
  const opened: SeatClient[] = [];
  try {
    return await setUpTable(url, settings, stats, think, opened);
  } catch (err) {
    for (const s of opened) s.close();
    count(stats.failedTables, err instanceof LoadFailure ? err.reason : 'error');
    return [];
  }
}

async function setUpTable(
  url: string,
  settings: Omit<TableSettingsInput, 'seats'>,
  stats: LoadStats,
  think: ThinkTime,
  opened: SeatClient[],
): Promise<SeatClient[]> {
  const human = { kind: 'human' } as const;
  const created = await post<CreateTableResponse>(`${url}/api/tables`, {
    settings: { ...settings, seats: [human, human, human, human] },
    name: 'p0',
  });
  const id = created.table.id;
  const tokens = [created.seatToken!];
  for (let i = 1; i < 4; i++)
    tokens.push((await post<JoinResponse>(`${url}/api/tables/${id}/join`, { name: `p${i}` })).seatToken);
  let over = false;
  const seats = tokens.map((t, i) =>
    seatClient(url, id, t, stats, think, () => {
      if (i !== 0 || over) return;
      over = true;
      if (stats.measuring) stats.games++;
      void (async () => {
        const next = await seats[0]!.rematch();
        if (!next) throw new LoadFailure('refused');
        await Promise.all(seats.map((s) => s.hello(next)));
        over = false;
      })().catch((err: unknown) => {
        // The table plays no more: its sockets close, and the run goes on without it.
        for (const s of seats) s.close();
        count(stats.failedTables, `rematch ${err instanceof LoadFailure ? err.reason : 'error'}`);
      });
    }),
  );
  opened.push(...seats);
  await Promise.all(seats.map((s) => s.hello(id)));
  await post(`${url}/api/tables/${id}/start`, { seatToken: tokens[0] });
  return seats;
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
