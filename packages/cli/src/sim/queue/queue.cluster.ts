/**
 * `nobid sim --queue` with real worker processes on the shared Redis (TEST_REDIS_URL), under a
 * key prefix of its own: three `nobid sim-worker`s, one killed (SIGKILL) while it holds a batch,
 * and the statistics are still those of a local run with the same seed. A coordinator killed
 * half-way and started again with its run id finishes the run with the same figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runSim } from '@nobid/sim';
import { missing } from '@nobid/tools/skip';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSimFlags } from '../args.ts';
import { QUEUE_NAME } from './connection.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const NOBID = fileURLToPath(new URL('../../../bin/nobid.js', import.meta.url));
const prefix = `nbtest-simq-${randomBytes(5).toString('hex')}`;
// Random five-player Startups games: the fastest real game, so 2,000 of them take seconds.
const RUN = { game: 'startups', players: '5', games: '2000', seed: 'queue-test' };
const RUN_ARGS = ['--game', RUN.game, '--players', RUN.players, '--games', RUN.games, '--seed', RUN.seed];

interface Proc {
  readonly child: ChildProcess;
  out: string;
  err: string;
  readonly exited: Promise<number | null>;
}

const procs: Proc[] = [];

function nobid(args: readonly string[]): Proc {
  const child = spawn(process.execPath, [NOBID, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = {
    child,
    out: '',
    err: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d) => {
    proc.out += d;
  });
  child.stderr!.on('data', (d) => {
    proc.err += d;
  });
  procs.push(proc);
  return proc;
}

const queueArgs = ['--queue', redisUrl ?? '', '--prefix', prefix];
const worker = () =>
  nobid(['sim-worker', ...queueArgs, '--threads', '1', '--lock-ms', '1500', '--stalled-ms', '500']);

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The figures of a `--json` run, without the wall-clock timing (the one part that may differ). */
const figuresOf = (stdout: string) => JSON.parse(stdout).summary;
let local: unknown;
const localFigures = () => {
  local ??= JSON.parse(JSON.stringify(runSim(parseSimFlags(RUN)).summary));
  return local;
};

afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  if (!redisUrl) return;
  const queue = new Queue(QUEUE_NAME, { connection: { url: redisUrl }, prefix });
  await queue.obliterate({ force: true });
  await queue.close();
});

describe.skipIf(missing('redis'))('nobid sim --queue', () => {
  // Three workers for both tests (the second one runs on the two that survive the first).
  let workers: Proc[] = [];
  beforeAll(async () => {
    workers = [worker(), worker(), worker()];
    await until('the workers', () =>
      workers.every((w) => w.out.includes('sim-worker:')) ? true : undefined,
    );
  });

  it('three worker processes, one killed holding a batch: the statistics of a local run', async () => {
    const victim = workers[0]!;
    const sim = nobid(['sim', ...RUN_ARGS, ...queueArgs, '--batch', '50', '--json']);

    // Killed while it plays a batch (not between two): the queue shows which worker holds which.
    // The victim is frozen first and killed only if the batch is still unfinished then.
    const queue = new Queue(QUEUE_NAME, { connection: { url: redisUrl! }, prefix });
    const name = `${hostname()}/${victim.child.pid}`;
    let held: { id?: string; data: unknown } | undefined;
    while (!held) {
      const candidate = await until('a batch held by the victim', async () => {
        const active = await queue.getActive();
        return active.find((job) => job.processedBy === name);
      });
      victim.child.kill('SIGSTOP');
      if ((await queue.getJobState(candidate.id!)) === 'active') held = candidate;
      else victim.child.kill('SIGCONT');
    }
    victim.child.kill('SIGKILL');
    await victim.exited;
    await queue.close();

    expect(await sim.exited, sim.err).toBe(0);
    const { from, to } = held!.data as { from: number; to: number };
    const line = `games ${from}-${to - 1} played`;
    // The batch it held was played again by another worker, and nothing was lost.
    expect(victim.out).not.toContain(line);
    expect(workers[1]!.out + workers[2]!.out).toContain(line);
    expect(figuresOf(sim.out)).toEqual(localFigures());
  });

  it('a run stopped half-way resumes under its run id, keeping the batches already played', async () => {
    const runId = `resume-${randomBytes(3).toString('hex')}`;
    const runArgs = ['sim', ...RUN_ARGS, ...queueArgs, '--batch', '100', '--run-id', runId, '--json'];
    const survivors = workers.slice(1);
    const played = () =>
      survivors.reduce((n, w) => n + (w.out.match(new RegExp(`run ${runId}:`, 'g'))?.length ?? 0), 0);
    const first = nobid(runArgs);
    await until('a few batches', () => (played() >= 3 ? true : undefined));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = nobid(runArgs);
    expect(await second.exited, second.err).toBe(0);
    expect(second.err).toMatch(new RegExp(`run ${runId} resumed, \\d+ of 20 batches already played`));
    expect(figuresOf(second.out)).toEqual(localFigures());
    // A worker asked to stop finishes what it holds and exits cleanly.
    for (const w of survivors) w.child.kill('SIGTERM');
    expect(await Promise.all(survivors.map((w) => w.exited))).toEqual([0, 0]);
  });
});
