import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
