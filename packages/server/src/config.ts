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
  readonly logLevel: string;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, not "${raw}"`);
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
    logLevel: env.LOG_LEVEL || 'info',
  };
}
