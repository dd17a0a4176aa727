/** Builds the web client once, fresh, so the tests never run against a stale dist/. */
import { buildClient } from '@nobid/web';

export default async function setup(): Promise<void> {
  const build = buildClient({ info: () => {}, error: (obj, msg) => console.error(msg, obj) });
  if (build.kind === 'failed') throw new Error('the web client did not build');
}
