import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebClient } from '../src/http.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function serve() {
  const dist = mkdtempSync(join(tmpdir(), 'nobid-dist-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-old.js'), 'old();');
  const app = Fastify();
  await registerWebClient(app, dist);
  return { app, dist };
}

describe('the built client', () => {
  it('is served as it is on disk now: a file rebuilt after the server started is found', async () => {
    const { app, dist } = await serve();
    writeFileSync(join(dist, 'assets', 'index-new.js'), 'fresh();');
    const res = await app.inject({ method: 'GET', url: '/assets/index-new.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('fresh();');
    await app.close();
  });

  it('answers a missing asset with a 404, never with the app page, and any other page with the app', async () => {
    const { app } = await serve();
    const missing = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
    const page = await app.inject({ method: 'GET', url: '/t/abcdefgh' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    await app.close();
  });

  it('sends the precompressed copy the browser accepts, hashed files immutable, the page revalidated', async () => {
    const { app, dist } = await serve();
    const script = `${'console.log("a light page");\n'.repeat(100)}`;
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    const get = (url: string, encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/index.html', '/t/abcdefgh']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });
});
