/**
 * For tests: whether what a test needs is missing, after printing one line that says what and how
 * to get it. Use it as the condition of Vitest's `describe.skipIf` / `it.skipIf`, so the skip is
 * counted:
 *
 *   describe.skipIf(missing('chromium'))('the booklet PDF', () => { … });
 *
 * The line goes straight to stderr (not through Vitest's console capture), one per skipped block,
 * with the test file it comes from.
 */
import { relative } from 'node:path';
import { expect } from 'vitest';
import { findTool } from './find.ts';
import { notFoundLine } from './missing-tool.ts';
import type { ToolName } from './programs.ts';

/** The services the tests reach by URL; a fresh machine has none, so their tests skip unless set. */
const SERVICES = {
  postgres: {
    env: 'TEST_DATABASE_URL',
    line: 'Postgres not set (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test; apt-get install postgresql)',
  },
  redis: {
    env: 'TEST_REDIS_URL',
    line: 'Redis not set (TEST_REDIS_URL=redis://127.0.0.1:6379; apt-get install redis-server)',
  },
} as const;

export type Need = ToolName | keyof typeof SERVICES;

/** The line for one missing need, or undefined when it is there. */
export function missingLine(need: Need): string | undefined {
  if (need === 'postgres' || need === 'redis') {
    const service = SERVICES[need];
    return process.env[service.env] ? undefined : service.line;
  }
  return findTool(need) === undefined ? notFoundLine(need) : undefined;
}

/** True when any of `needs` is missing; then prints `skipped: …` once, naming each missing one. */
export function missing(...needs: Need[]): boolean {
  const lines = needs.map((n) => missingLine(n)).filter((l) => l !== undefined);
  if (lines.length === 0) return false;
  const file = expect.getState().testPath;
  process.stderr.write(`skipped: ${lines.join('; ')}${file ? ` [${relative(process.cwd(), file)}]` : ''}\n`);
  return true;
}
