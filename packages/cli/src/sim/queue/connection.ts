/**
 * Where a queued simulation lives: one BullMQ queue on a Redis server, shared by `nobid sim
 * --queue` (which adds a run's batches and gathers their records) and every `nobid sim-worker`
 * (which plays them). A prefix keeps unrelated users of one Redis apart.
 */
import { UsageError } from '../../usage-error.ts';

/** The queue every simulator run's batches go on; runs are told apart by their run id. */
export const QUEUE_NAME = 'nobid-sim';
export const DEFAULT_PREFIX = 'nobid';

export interface QueueAddress {
  /** `redis://[user:password@]host[:port][/db]` or `rediss://` for TLS. */
  readonly url: string;
  readonly prefix: string;
}

export function parseQueueAddress(url: string, prefix = DEFAULT_PREFIX): QueueAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--queue must be a Redis URL such as redis://HOST:6379, got "${url}"`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new UsageError(`--queue must be a redis:// or rediss:// URL, got "${url}"`);
  if (!parsed.hostname) throw new UsageError(`--queue names no host: "${url}"`);
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(prefix))
    throw new UsageError(`--prefix must be 1 to 64 letters, digits, ".", "_" or "-", got "${prefix}"`);
  return { url, prefix };
}

/** What BullMQ is given; `maxRetriesPerRequest: null` lets a worker wait out a Redis restart. */
export const connectionOf = (address: QueueAddress) => ({
  connection: { url: address.url, maxRetriesPerRequest: null },
  prefix: address.prefix,
});

/** The address without a password, for messages. */
export function shownUrl(address: QueueAddress): string {
  const u = new URL(address.url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Fails with a clear message when Redis does not answer within `ms`, instead of retrying forever. */
export async function reachable(ready: Promise<unknown>, address: QueueAddress, ms = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new UsageError(`cannot reach Redis at ${shownUrl(address)} (no answer in ${ms / 1000} s)`)),
      ms,
    );
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes BullMQ objects; one whose close does not finish in `ms` (Redis gone) is told to
 * disconnect and left behind, so that the command can report the error and exit.
 */
export async function closeAll(
  parts: readonly { close(): Promise<void>; disconnect(): Promise<void> }[],
  ms = 2_000,
): Promise<void> {
  await Promise.allSettled(
    parts.map(async (part) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), ms);
      });
      const closed = await Promise.race([part.close().then(() => 'closed' as const), late]);
      clearTimeout(timer);
      if (closed === 'late') void part.disconnect().catch(() => {});
    }),
  );
}
