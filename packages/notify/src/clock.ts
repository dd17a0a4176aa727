/**
 * Time as the notifier sees it. The same shape as the server's `Clock`, so the server passes its
 * own (and its tests their virtual clock): retries and digests never wait on real time in a test.
 */
export interface Clock {
  now(): number;
  setTimeout(fn: () => unknown, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, Math.max(0, ms));
    // A pending retry must not keep a finished process (a CLI command, a test) alive.
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
