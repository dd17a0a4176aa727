/**
 * A cluster test's own corner of the shared Postgres and Redis (TEST_DATABASE_URL and
 * TEST_REDIS_URL): a fresh schema and key prefix per run, and their removal afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { dropPostgresSchema } from './postgres.ts';

export function clusterTestEnv(name: string) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const run = randomBytes(5).toString('hex');
  const schema = `nb_${name}_${run}`;
  const prefix = `nbtest:${run}:`;
  return {
    pgUrl,
    redisUrl,
    schema,
    prefix,
    async cleanUp(): Promise<void> {
      if (pgUrl) await dropPostgresSchema(pgUrl, schema);
      if (!redisUrl) return;
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
