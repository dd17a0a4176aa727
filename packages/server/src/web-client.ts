/** Finds the built web client, building it first (vite) when it is missing and can be built. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

export const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

/** The dist directory to serve, or null when there is no client to serve (a placeholder page is shown). */
export function ensureWebClient(log: Logger, webDir: string = WEB_DIR): string | null {
  const dist = join(webDir, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const hasConfig = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs'].some((f) =>
    existsSync(join(webDir, f)),
  );
  if (!hasConfig) {
    log.warn('the web client has no vite config yet: serving a placeholder page');
    return null;
  }
  log.info('building the web client (vite build)');
  const res = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    log.error({ status: res.status }, 'the web client failed to build: serving a placeholder page');
    return null;
  }
  return dist;
}
