/**
 * The built client for the server to serve: `dist/` as it is when it was built from today's
 * sources, rebuilt (vite) when it is missing or stale.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientInputsHash } from './client-inputs.ts';
import { WEB_DIST, WEB_ROOT } from './paths.ts';

/** Written into dist/ after a build: the hash of the inputs it was built from. */
const STAMP = '.inputs-hash';

/** The subset of a pino logger this needs. */
export interface BuildLog {
  info(msg: string): void;
  error(obj: object, msg: string): void;
}

export type ClientBuild =
  | { readonly kind: 'fresh'; readonly dist: string }
  | { readonly kind: 'built'; readonly dist: string; readonly seconds: number }
  | { readonly kind: 'failed'; readonly status: number | null };

/** Builds the client once, in this process's foreground: `vite build` in the web package. */
export function buildClient(log: BuildLog): ClientBuild {
  const started = Date.now();
  log.info('building the web client (vite build); the first start takes 15 s to a minute');
  // Always a production build: under vitest NODE_ENV is 'test', which would ship React's
  // development build (twice the size, and not what the server serves anywhere else).
  const res = spawnSync('npx', ['vite', 'build'], {
    cwd: WEB_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0 || !existsSync(join(WEB_DIST, 'index.html'))) {
    log.error({ status: res.status }, 'the web client failed to build');
    return { kind: 'failed', status: res.status };
  }
  writeFileSync(join(WEB_DIST, STAMP), clientInputsHash());
  return { kind: 'built', dist: WEB_DIST, seconds: (Date.now() - started) / 1000 };
}

/** true when dist/ holds a build of exactly today's sources. */
export function clientIsFresh(): boolean {
  const stamp = join(WEB_DIST, STAMP);
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === clientInputsHash();
}

/** The dist folder to serve, built first when missing or stale; null when the build failed. */
export function ensureWebClient(log: BuildLog): string | null {
  if (clientIsFresh()) return WEB_DIST;
  const build = buildClient(log);
  return build.kind === 'failed' ? null : build.dist;
}
