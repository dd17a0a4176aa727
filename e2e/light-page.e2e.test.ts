/**
 * Issue 15, part 2: the real server sends the built client compressed and cached as it should
 * (what `curl -H 'Accept-Encoding: br' -I` shows), and the lobby's chunks hold no other page's
 * code. The sizes themselves are the bench's (`npm run bench -- --only page-weight`).
 */
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { lobbyIntruders, WEB_DIST } from '@nobid/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** A raw GET, as curl sends it: the body is not decoded. */
function get(path: string, encoding: string | null) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a light page', () => {
  it('sends hashed assets brotli-compressed and immutable, and the page with no-cache', async () => {
    const page = await get('/', 'br, gzip');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : page.body;
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html.toString())?.[1];
    expect(script).toBeDefined();

    const br = await get(script!, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const plain = await get(script!, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gz = await get(script!, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const route = await get('/t/abcdefgh', 'br');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it("keeps the lobby's chunks free of table, rules, lab and replay code (the build's manifest)", () => {
    expect(lobbyIntruders(WEB_DIST)).toEqual([]);
  });
});
