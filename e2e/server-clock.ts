/**
 * A server clock the test moves ahead, for turn-based tables (a day per move) in browser tests:
 * `startServer({ ...clock.start, ... })` runs `tools/clock-server.ts` (the server `nobid serve`
 * builds, on the wall clock plus an offset read from a file), and `advance` moves that offset on.
 * Nobody sleeps for hours: the server's due-timer poller sees a jump within a second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setClockOffset } from '@nobid/server/testing';
import type { ServerStart } from './harness.ts';

const ENTRY = fileURLToPath(new URL('./tools/clock-server.ts', import.meta.url));

export interface ServerClock {
  /** The `startServer` options that run the server on this clock. */
  readonly start: Required<Pick<ServerStart, 'entry' | 'env'>>;
  /** How far ahead of the wall clock the server is now (ms). */
  readonly offset: number;
  /** Moves the server's clock `ms` further ahead. */
  advance(ms: number): void;
  cleanup(): void;
}

export function serverClock(): ServerClock {
  const dir = mkdtempSync(join(tmpdir(), 'nobid-clock-'));
  const file = join(dir, 'offset');
  let offset = 0;
  setClockOffset(file, 0);
  return {
    start: { entry: ['--import', 'tsx', ENTRY], env: { CLOCK_OFFSET_FILE: file } },
    get offset() {
      return offset;
    },
    advance(ms) {
      offset += ms;
      setClockOffset(file, offset);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
