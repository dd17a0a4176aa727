/**
 * Builds the web client once, fresh, so the tests never run against a stale dist/. First of all:
 * without a browser the run stops at once, with one line saying how to get one, and exit code 2.
 */
import { MissingToolError, requireTool } from '@nobid/tools';
import { buildClient } from '@nobid/web';
import { E2E_BROWSER } from './harness.ts';

export default async function setup(): Promise<void> {
  try {
    requireTool('chromium', E2E_BROWSER);
  } catch (err) {
    if (!(err instanceof MissingToolError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  const build = buildClient({ info: () => {}, error: (obj, msg) => console.error(msg, obj) });
  if (build.kind === 'failed') throw new Error('the web client did not build');
}
