/**
 * For operators: `GET /api/health` (the process answers), `GET /api/ready` (it can reach its
 * database and write to it, and reach Redis when it is in a cluster: a load balancer sends it
 * traffic only then), and
 * `GET /metrics` (Prometheus). Metrics count only, but bot decision times say something about
 * hands in aggregate, so they are served only to this machine (a loopback address, not through
 * a proxy) or to a request bearing `METRICS_TOKEN`; the shipped nginx does not pass them on.
 */
import { timingSafeEqual } from 'node:crypto';
import type { ApiError, HealthResponse } from '@nobid/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from './context.ts';
import type { ServerMetrics } from './metrics.ts';

export interface ReadyResponse {
  readonly ok: boolean;
  /** `failing`: it answers, but does not take writes (a full or failing disk). */
  readonly database: 'ok' | 'unreachable' | 'failing';
  /** Why it is not ready, in a line: set whenever `ok` is false. */
  readonly reason?: string;
  /** Absent on a single node (no Redis). */
  readonly redis?: 'ok' | 'unreachable';
}

export interface OpsOptions {
  readonly metrics: ServerMetrics;
  /** Redis' answer to a ping, when the server is a cluster node. */
  readonly pingRedis?: (() => Promise<unknown>) | undefined;
  readonly metricsToken?: string | undefined;
  /** Refreshes the gauges that are read, not counted (sockets, tables). */
  readonly sample: () => Promise<void>;
}

const PROBE_MS = 2000;

async function reachable(probe: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), PROBE_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && typeof auth === 'string') {
    const given = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  // A request through a proxy comes from the proxy's loopback address too: it says so.
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers['x-real-ip'] !== undefined;
  return !proxied && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** While writes go through, readiness writes its probe at most this often, however often it is asked. */
const WRITE_PROBE_EVERY_MS = 1000;

export function registerOpsRoutes(app: FastifyInstance, ctx: ServerContext, opts: OpsOptions): void {
  // One probe write at a time, and while writes go through at most one a second: `/api/ready`
  // is not rate-limited, and a flood of it must not become a flood of writes.
  let probing: Promise<'ok' | 'unreachable'> | null = null;
  let probedAt = Number.NEGATIVE_INFINITY;
  const probeWrite = (): Promise<'ok' | 'unreachable'> => {
    if (probing) return probing;
    const now = ctx.clock.now();
    if (!ctx.writes.failure && now - probedAt < WRITE_PROBE_EVERY_MS) return Promise.resolve('ok');
    probedAt = now;
    probing = reachable(() => ctx.storage.probeWrite()).finally(() => {
      probing = null;
    });
    return probing;
  };
  app.get('/api/health', async (): Promise<HealthResponse> => ({ ok: true }));
  app.get('/api/ready', async (_req, reply) => {
    // A read says the database answers (a table that cannot exist keeps it small); only a write
    // says the disk takes writes, and a probe write that succeeds also ends a failing episode
    // (`write-health.ts`), so readiness comes back by itself once space is freed.
    const reads = await reachable(() => ctx.storage.getTable('ready-probe'));
    const written = reads === 'ok' ? await probeWrite() : reads;
    const failure = ctx.writes.failure;
    const database = reads !== 'ok' ? reads : written === 'ok' && !failure ? 'ok' : 'failing';
    const redis = opts.pingRedis ? await reachable(opts.pingRedis) : undefined;
    const ok = database === 'ok' && redis !== 'unreachable';
    const reason =
      database === 'unreachable'
        ? 'the database cannot be reached'
        : database === 'failing'
          ? `writes to the database fail (${failure?.code ?? 'the probe write failed'}): its disk is full or failing`
          : redis === 'unreachable'
            ? 'the cluster store (Redis) cannot be reached'
            : undefined;
    const body: ReadyResponse = { ok, database, ...(reason ? { reason } : {}), ...(redis ? { redis } : {}) };
    return reply.code(ok ? 200 : 503).send(body);
  });
  app.get('/metrics', async (req, reply) => {
    if (!mayReadMetrics(req, opts.metricsToken))
      return reply.code(403).send({
        code: 'bad-token',
        message: 'metrics are served to this machine, or with METRICS_TOKEN as a bearer token',
      } satisfies ApiError);
    await opts.sample();
    return reply.type(opts.metrics.registry.contentType).send(await opts.metrics.registry.metrics());
  });
}
