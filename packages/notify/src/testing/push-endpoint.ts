/**
 * A push service for tests: an https server on 127.0.0.1 (web-push sends over https only) with
 * the fixture certificate, recording each request and answering `status` (201 Created, as a push
 * service does).
 */
import { EventEmitter, once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export async function startPushEndpoint() {
  const cert = fixture('push-endpoint.crt');
  const events = new EventEmitter();
  const received: PushRequest[] = [];
  let status = 201;
  const server = createServer({ key: fixture('push-endpoint.key'), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      res.writeHead(status).end();
      events.emit('push', request);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin: `https://127.0.0.1:${port}`,
    /** An agent that trusts this endpoint's certificate (and nothing else). */
    agent,
    received,
    nextPush: async () => (await once(events, 'push'))[0] as PushRequest,
    answer(code: number) {
      status = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
