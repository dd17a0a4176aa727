/**
 * One real server and one Chromium per test file, started before its tests and stopped after.
 * The returned object's fields are live: a test may replace `server` (a restart) and the new one
 * is what gets stopped.
 */
import type { Browser, BrowserContext } from 'playwright-core';
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

/**
 * A browser context of the given size, motion reduced (the layout is measured at rest); a phone
 * (narrower than 640 px, the table's phone layout) is also touch and mobile, as a phone is.
 */
export function screenContext(browser: Browser, width: number, height: number): Promise<BrowserContext> {
  const phone = width < 640;
  return browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
}
