/**
 * A cluster node's clock for tests of turn-based timers (hours and days): the wall clock plus an
 * offset the test writes to a file that every node reads, so that the whole cluster jumps ahead
 * together, and no test sleeps for hours. Timeouts run in real time from the moment they are set:
 * the due-timer poller waits at most its `pollMs` (real) between polls, so a jump is seen at once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type Clock, realClock } from '../../src/clock.ts';

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

/** Moves every node's clock to `ms` past the wall clock. */
export function setClockOffset(file: string, ms: number): void {
  writeFileSync(file, String(ms));
}
