/**
 * The shipped nginx (`deploy/nginx/nginx.conf.template`) takes every body the server takes: a
 * new table with an uploaded edition at the limit reaches the server, and a bigger one gets the
 * server's own refusal (JSON, naming the limit), not nginx's page. The template is read for its
 * limit; when nginx is installed, one node runs behind it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_EDITION_BYTES } from '@nobid/protocol';
import { missing } from '@nobid/tools/skip';
import { afterAll, describe, expect, it } from 'vitest';
import { CREATE_TABLE_BODY_LIMIT } from '../src/http.ts';
import type { RunningServer } from '../src/server.ts';
import { freePort, NGINX, renderNginx } from './cluster/harness.ts';
import { testServer } from './helpers/server.ts';

const TEMPLATE = fileURLToPath(new URL('../../../deploy/nginx/nginx.conf.template', import.meta.url));

function nginxBodyLimit(): number {
  const m = /client_max_body_size\s+(\d+)([km]?);/i.exec(readFileSync(TEMPLATE, 'utf8'));
  if (!m) throw new Error('the template sets no client_max_body_size');
  return Number(m[1]) * ({ '': 1, k: 1024, m: 1024 * 1024 } as Record<string, number>)[m[2]!.toLowerCase()]!;
}

it('lets through every body the server takes (a table with an edition at the limit), and a bit more', () => {
  expect(CREATE_TABLE_BODY_LIMIT).toBeGreaterThan(MAX_EDITION_BYTES);
  expect(nginxBodyLimit()).toBeGreaterThanOrEqual(CREATE_TABLE_BODY_LIMIT);
  // Not a door left wide open: at most twice the server's largest limit.
  expect(nginxBodyLimit()).toBeLessThanOrEqual(2 * CREATE_TABLE_BODY_LIMIT);
});

it('passes the Host the browser sent, port included, so a page of its own origin is recognised', () => {
  const template = readFileSync(TEMPLATE, 'utf8');
  expect(template).toMatch(/proxy_set_header Host \$http_host;/);
  expect(template).not.toMatch(/proxy_set_header Host \$host;/);
});

describe.skipIf(missing('nginx'))('one node behind the shipped nginx', () => {
  let server: RunningServer;
  let nginx: ChildProcess;
  let dir: string;
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("answers a big table body itself: taken under the server's limit, refused as JSON above it", async () => {
    server = await testServer();
    dir = mkdtempSync(join(tmpdir(), 'nobid-nginx-'));
    // nginx's worker (nobody, when started as root) keeps a big body in tmp/body: it must get there.
    chmodSync(dir, 0o755);
    for (const sub of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
      mkdirSync(join(dir, sub), { recursive: true });
      chmodSync(join(dir, sub), 0o777);
    }
    const port = await freePort();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, renderNginx(dir, `127.0.0.1:${port}`, [server.port]));
    nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
    const post = (padding: number) =>
      fetch(`${url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          settings: { game: 'fifteen', seats: [{ kind: 'human' }, { kind: 'human' }] },
          name: 'Ann',
          padding: 'x'.repeat(padding),
        }),
      });
    // 70 KB: above the old 64k of nginx, within the server's limit: the server answers.
    const within = await post(70_000);
    expect(within.headers.get('content-type')).toMatch(/json/);
    expect(within.status).not.toBe(413);
    // Past the server's limit: its own refusal, which names the limit.
    const past = await post(CREATE_TABLE_BODY_LIMIT + 1024);
    expect(past.status).toBe(413);
    expect(await past.json()).toMatchObject({ code: 'bad-settings' });
    // A page of nginx's own origin (another port than the node's) may post; another port may not.
    const page = (origin: string) =>
      fetch(`${url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          settings: { game: 'fifteen', seats: [{ kind: 'human' }, { kind: 'human' }] },
        }),
      });
    expect((await page(url)).status).toBe(201);
    expect((await page(`http://127.0.0.1:${server.port}`)).status).toBe(403);
  });
});
