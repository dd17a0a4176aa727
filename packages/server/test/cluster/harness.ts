/**
 * A local cluster for the fault tests and the cluster bench: N server nodes (child processes)
 * on the local Postgres (a fresh schema) and Redis (a fresh key prefix), behind nginx on a free
 * port, rendered from `deploy/nginx/nginx.conf.template`. Everything is removed by `stop()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTool } from '@nobid/tools';
import { Redis } from 'ioredis';
import { openStorage } from '../../src/storage/open.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { dropPostgresSchema } from '../helpers/postgres.ts';

const NODE_ENTRY = fileURLToPath(new URL('./node.ts', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('../../../../deploy/nginx/nginx.conf.template', import.meta.url));
// NGINX, else nginx on PATH, else /usr/sbin/nginx (@nobid/tools); the cluster suite names it when absent.
export const NGINX = findTool('nginx') ?? 'nginx';

export interface ClusterNode {
  readonly id: string;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  readonly logFile: string;
}

export interface TestCluster {
  /** nginx, in front of every node. */
  readonly url: string;
  readonly nodes: ClusterNode[];
  readonly databaseUrl: string;
  readonly schema: string;
  readonly prefix: string;
  readonly dir: string;
  readonly redis: Redis;
  /** A storage handle of the test's own on the cluster's schema. */
  storage(): Promise<Storage>;
  /** SIGKILL: no goodbye, no cleanup, sockets cut. */
  kill(node: ClusterNode): Promise<void>;
  /** The node whose id is the table's owner in Redis, if any. */
  ownerOf(tableId: string): Promise<string | null>;
  logs(node: ClusterNode): string;
  stop(): Promise<void>;
}

export interface ClusterSetup {
  readonly nodes: number;
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  /** Extra environment for the nodes (BOT_MIN_MS, GRACE_SECONDS, LOG_LEVEL...). */
  readonly env?: Record<string, string>;
  /** Extra node flags for the nodes (e.g. --cpu-prof). */
  readonly execArgv?: readonly string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function renderNginx(prefix: string, listen: string, ports: readonly number[]): string {
  const upstreams = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n');
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('@PREFIX@', prefix)
    .replaceAll('@LISTEN@', listen)
    .replaceAll('@UPSTREAMS@', upstreams);
}

function startNode(
  id: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  execArgv: readonly string[] = [],
): Promise<ClusterNode> {
  const child = spawn(process.execPath, [...execArgv, '--import', 'tsx', NODE_ENTRY], {
    env: { ...process.env, ...env, NODE_ID: id, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stderr!.pipe(log);
  return new Promise((resolve, reject) => {
    let out = '';
    let found = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (found) return;
      out += chunk.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) {
        found = true;
        const port = Number(m[1]);
        resolve({ id, port, url: `http://127.0.0.1:${port}`, child, logFile });
      }
    });
    child.once('exit', (code) => {
      if (!found) reject(new Error(`node ${id} exited early (${code}); see ${logFile}`));
    });
  });
}

async function waitForHealth(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startTestCluster(setup: ClusterSetup): Promise<TestCluster> {
  const databaseUrl =
    setup.databaseUrl ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = setup.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const run = randomBytes(5).toString('hex');
  const schema = `nb_cluster_${run}`;
  const prefix = `nbtest:${run}:`;
  const dir = mkdtempSync(join(tmpdir(), 'nobid-cluster-'));
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'info',
    ...setup.env,
  };
  const children: ChildProcess[] = [];
  const nodes: ClusterNode[] = [];
  try {
    return await launch();
  } catch (err) {
    // Nothing may outlive a failed start (nginx's master takes its worker along on SIGTERM).
    for (const c of children) c.kill(c.spawnfile === NGINX ? 'SIGTERM' : 'SIGKILL');
    redis.disconnect();
    await dropPostgresSchema(databaseUrl, schema).catch(() => undefined);
    throw err;
  }

  async function launch(): Promise<TestCluster> {
    // The first node creates the schema and runs the migrations; the others find them done.
    for (let i = 0; i < setup.nodes; i++) {
      const node = await startNode(`node${i + 1}-${run}`, env, join(dir, `node${i + 1}.log`), setup.execArgv);
      children.push(node.child);
      nodes.push(node);
    }
    const port = await freePort();
    const prefixDir = join(dir, 'nginx');
    for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
      mkdirSync(join(prefixDir, sub), { recursive: true, mode: 0o777 });
    const conf = join(prefixDir, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginx(
        prefixDir,
        `127.0.0.1:${port}`,
        nodes.map((n) => n.port),
      ),
    );
    const nginx = spawn(NGINX, ['-p', prefixDir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(nginx);
    nginx.stderr!.pipe(createWriteStream(join(dir, 'nginx.stderr')));
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, 10_000);
    const storages: Storage[] = [];

    const exited = (c: ChildProcess) =>
      c.exitCode !== null || c.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => c.once('exit', () => resolve()));

    return {
      url,
      nodes,
      databaseUrl,
      schema,
      prefix,
      dir,
      redis,
      async storage() {
        const s = await openStorage({ databaseUrl, schema });
        storages.push(s);
        return s;
      },
      async kill(node) {
        node.child.kill('SIGKILL');
        await exited(node.child);
      },
      ownerOf: (tableId) => redis.get(`${prefix}owner:${tableId}`),
      logs: (node) => (existsSync(node.logFile) ? readFileSync(node.logFile, 'utf8') : ''),
      async stop() {
        // nginx gets SIGTERM: its master then stops its worker (a SIGKILLed master leaves it behind).
        nginx.kill('SIGTERM');
        await exited(nginx);
        // Nodes get a moment to close (a --cpu-prof profile is written on exit), then SIGKILL.
        for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
        await Promise.race([Promise.all(children.map(exited)), new Promise((r) => setTimeout(r, 3000))]);
        for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
        await Promise.all(children.map(exited));
        for (const s of storages) await s.close();
        await dropPostgresSchema(databaseUrl, schema).catch(() => undefined);
        let cursor = '0';
        do {
          const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (found.length > 0) await redis.del(...found);
        } while (cursor !== '0');
        redis.disconnect();
        if (!process.env.KEEP_CLUSTER_LOGS) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
