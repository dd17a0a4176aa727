import type { Command } from 'commander';
import { parseWorkers } from '../sim/args.ts';
import { defaultWorkers } from '../sim/pool.ts';
import { parseQueueAddress } from '../sim/queue/connection.ts';
import { startSimWorker } from '../sim/queue/worker.ts';
import { UsageError } from '../usage-error.ts';

interface SimWorkerFlags {
  readonly queue: string;
  readonly prefix?: string;
  readonly threads?: string;
  readonly lockMs: string;
  readonly stalledMs: string;
}

function milliseconds(flag: string, text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < 100 || n > 3_600_000)
    throw new UsageError(
      `--${flag} must be a whole number of milliseconds from 100 to 3600000, got "${text}"`,
    );
  return n;
}

/**
 * `nobid sim-worker`: plays the batches of `nobid sim --queue` runs, on this machine's threads,
 * until stopped (Ctrl-C or SIGTERM finish the batches in hand first). Start one on every machine
 * that should help; see docs/sim-queue.md.
 */
export function registerSimWorker(program: Command): void {
  program
    .command('sim-worker')
    .description('play the batches of `nobid sim --queue` runs from a Redis queue, until stopped')
    .requiredOption(
      '--queue <redis-url>',
      'the Redis the runs are queued on, as given to `nobid sim --queue`',
    )
    .option(
      '--prefix <name>',
      'the key prefix of the queue in Redis, as given to `nobid sim` (default: nobid)',
    )
    .option('--threads <n>', 'batches played at once, one per thread (default: one per core, at most 16)')
    .option(
      '--lock-ms <ms>',
      'a batch whose worker stops answering goes back on the queue after this long (BullMQ lockDuration)',
      '30000',
    )
    .option(
      '--stalled-ms <ms>',
      'how often this worker looks for batches whose worker died (BullMQ stalledInterval)',
      '30000',
    )
    .action(async (flags: SimWorkerFlags) => {
      const address = parseQueueAddress(flags.queue, flags.prefix);
      const threads = parseWorkers(flags.threads ?? String(defaultWorkers()));
      const log = (line: string) => process.stdout.write(`${line}\n`);
      const worker = await startSimWorker({
        address,
        threads,
        lockMs: milliseconds('lock-ms', flags.lockMs),
        stalledMs: milliseconds('stalled-ms', flags.stalledMs),
        log,
      });
      await new Promise<void>((resolve) => {
        const stop = () => {
          log('sim-worker: stopping after the batches in hand');
          resolve();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      await worker.close();
    });
}
