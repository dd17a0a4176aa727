/** Builds the web client once, fresh, so the tests never run against a stale dist/. */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export default async function setup(): Promise<void> {
  const configFile = fileURLToPath(new URL('../packages/web/vite.config.ts', import.meta.url));
  await build({ configFile, logLevel: 'warn' });
}
