/**
 * A server's clock for tests of turn-based timers (hours and days): the wall clock plus an offset
 * the test writes to a file that every server process reads (a cluster's nodes, a browser test's
 * server), so that they jump ahead together, and no test sleeps for hours. Timeouts run in real
 * time from the moment they are set: the due-timer poller waits at most its `pollMs` (real)
 * between polls, so a jump is seen at once. For tests only (`@nobid/server/testing`).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type Clock, realClock } from '../clock.ts';

export function offsetClock(file: string): Clock {
  const offset = (): number => {
    try {
      return Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  return { ...realClock, now: () => Date.now() + offset() };
}

/** Moves every reader's clock to `ms` past the wall clock. */
export function setClockOffset(file: string, ms: number): void {
  // Whole or not at all: a server reading a half-written file would see its clock go back.
  writeFileSync(`${file}.next`, String(ms));
  renameSync(`${file}.next`, file);
}
