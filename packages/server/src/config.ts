import { parseAllowedOrigins } from './origins.ts';

/** The server's settings from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Postgres: the schema to use (created if missing); default: the connection's search_path. */
  readonly databaseSchema: string | undefined;
  /** Redis: join a cluster of nodes. */
  readonly redisUrl: string | undefined;
  readonly redisPrefix: string;
  readonly nodeId: string | undefined;
  readonly graceMs: number;
  /**
   * BOT_PACE: bots' delays as a share of the normal ones (1; 0.25 answers four times as fast).
   * For demos and the browser tests, which wait on bots for most of their time. The delays stay
   * drawn from randomness alone, so a faster pace reveals no more than the normal one.
   */
  readonly botPace: number;
  readonly logLevel: string;
  /** TRUST_PROXY=1 behind a proxy (the shipped nginx): X-Forwarded-For names the client. */
  readonly trustProxy: boolean;
  /** ALLOWED_ORIGINS: pages of other origins (comma-separated) that may open table sockets and post. */
  readonly allowedOrigins: readonly string[];
  /** METRICS_TOKEN: a bearer token that opens /metrics to other machines than this one. */
  readonly metricsToken: string | undefined;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new Error(`${name} must be 1 or 0 (true or false), not "${env[name]}"`);
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, not "${raw}"`);
  return n;
}

function pace(env: NodeJS.ProcessEnv, name: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 1)
    throw new Error(`${name} must be a number above 0 and at most 1, not "${raw}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: number(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'nobid:',
    nodeId: env.NODE_ID || undefined,
    graceMs: number(env, 'GRACE_SECONDS', 30) * 1000,
    botPace: pace(env, 'BOT_PACE'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env, 'TRUST_PROXY'),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
