/**
 * The REST API's limits. `@fastify/rate-limit` counts every API request of a client (its
 * address: behind the shipped nginx, `trustProxy` makes it the real client's) and, tighter, the
 * requests that use a seat token (join, start, rematch), so tokens cannot be guessed quickly.
 * New tables have budgets of our own (token buckets): one per client and one for everybody,
 * and a bot-only table costs its creator `botOnlyCost` of them, since its bots play at once and
 * on the server's time. Every refusal is `429 {code: 'rate-limited', message}`.
 */
import rateLimit from '@fastify/rate-limit';
import type { ApiError } from '@nobid/protocol';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ServerError } from './errors.ts';
import { type BudgetRate, KeyedBuckets, TokenBucket } from './message-budget.ts';

export interface HttpLimits {
  /** Every API request of one client, per minute. */
  readonly apiPerMinute: number;
  /** Requests carrying or asking for a seat token (join, start, rematch), per client and minute. */
  readonly tokenPerMinute: number;
  /** New tables of one client: a burst, then so many a minute. */
  readonly tablesPerClient: BudgetRate;
  /** New tables of everybody together. */
  readonly tablesOverall: BudgetRate;
  /** What a table with no human seat costs its creator, in tables. */
  readonly botOnlyCost: number;
}

/** Per second from per minute. */
const perMinute = (n: number) => n / 60;

/**
 * Far above what a person does (a table a minute, a join now and then, the lobby's polling),
 * far below a flood: 20 requests a second, 2 token uses a second, 60 new tables at once and
 * one a second after that per client, 600 a minute from everybody. A bot-only table counts 3.
 */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  apiPerMinute: 1200,
  tokenPerMinute: 120,
  tablesPerClient: { burst: 60, perSecond: perMinute(60) },
  tablesOverall: { burst: 200, perSecond: perMinute(600) },
  botOnlyCost: 3,
};

export const RATE_LIMITED_STATUS = 429;

function refusal(what: string, afterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(afterMs / 1000));
  return {
    code: 'rate-limited',
    message: `too many ${what} from this client; try again in ${seconds} s`,
  };
}

/** Thrown by a limit; the API's error handler answers it as it is (status 429). */
export class RateLimitedError extends ServerError {
  readonly statusCode = RATE_LIMITED_STATUS;
}

export interface ApiLimiter {
  /** Route options for a request that uses a seat token. */
  readonly tokenRoute: RouteShorthandOptions;
  /** Spends a new table's cost from its client's budget and everybody's, or throws. */
  chargeTable(req: FastifyRequest, botOnly: boolean): void;
}

/** Registers the plugin (before any route) and returns what the routes use. */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: HttpLimits,
  refused: (what: 'api' | 'token' | 'table') => void,
): Promise<ApiLimiter> {
  await app.register(rateLimit, {
    global: true,
    max: limits.apiPerMinute,
    timeWindow: 60_000,
    // Health, readiness and metrics are for operators' probes, which must always get through.
    allowList: (req) =>
      !req.url.startsWith('/api/') || req.url.startsWith('/api/health') || req.url.startsWith('/api/ready'),
    onExceeded: (req) => refused(req.routeOptions.config?.rateLimit ? 'token' : 'api'),
    errorResponseBuilder: (_req, context) =>
      new RateLimitedError('rate-limited', refusal('requests', context.ttl).message),
  });
  const perClient = new KeyedBuckets(limits.tablesPerClient);
  const overall = new TokenBucket(limits.tablesOverall, Date.now());
  return {
    tokenRoute: {
      config: { rateLimit: { max: limits.tokenPerMinute, timeWindow: 60_000, groupId: 'token' } },
    },
    chargeTable(req, botOnly) {
      const now = Date.now();
      const cost = botOnly ? limits.botOnlyCost : 1;
      if (!perClient.take(req.ip, now, cost)) {
        refused('table');
        const what = botOnly ? 'bot-only tables (each counts as several)' : 'new tables';
        const wait = (cost / limits.tablesPerClient.perSecond) * 1000;
        throw new RateLimitedError('rate-limited', refusal(what, wait).message);
      }
      if (!overall.take(now, 1)) {
        refused('table');
        throw new RateLimitedError(
          'rate-limited',
          'the server is making too many new tables right now; try again in a minute',
        );
      }
    },
  };
}
