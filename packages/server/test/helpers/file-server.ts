/**
 * One test server for a whole test file: started before its tests, and closed after them with
 * every client the file connected through it (chat, watch and the like share one server).
 */
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { TestClient } from './client.ts';
import { testServer } from './server.ts';

export function fileServer(opts?: Parameters<typeof testServer>[0]) {
  let running: RunningServer | undefined;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    running = await testServer(opts);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await running?.close();
  });
  const server = (): RunningServer => {
    if (!running) throw new Error('the file server starts in beforeAll: use it inside a test');
    return running;
  };
  return {
    server,
    /** A socket to the server, closed when the file's tests are done. */
    async connect(): Promise<TestClient> {
      const c = await TestClient.connect(server().url);
      clients.push(c);
      return c;
    },
  };
}
