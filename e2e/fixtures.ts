/**
 * One real server and one Chromium per test file, started before its tests and stopped after.
 * The returned object's fields are live: a test may replace `server` (a restart) and the new one
 * is what gets stopped.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from './harness.ts';

export interface E2eEnv {
  server: RunningServer;
  browser: Browser;
}

/** `serverEnv` adds environment variables for the server (e.g. a short `GRACE_SECONDS`). */
export function useServerAndBrowser(serverEnv?: Record<string, string>): E2eEnv {
  const env = {} as E2eEnv;
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([
      startServer(serverEnv ? { env: serverEnv } : undefined),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
    env.server?.cleanup();
  });
  return env;
}
