/** A real server on an ephemeral port, with the test games and quick timers. */
import { GAMES } from '@nobid/catalog';
import type { AnyGame } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import type { Logger } from 'pino';
import type { SignInLimits } from '../../src/accounts/index.ts';
import type { Clock } from '../../src/clock.ts';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server.ts';
import type { TimingConfig } from '../../src/timing.ts';
import { blockerGame } from '../fixtures/window-game.ts';
import { silentLogger } from './service.ts';

export const FAST_TIMING: TimingConfig = {
  windowBotMinMs: 5,
  windowBotMaxMs: 30,
  turnBotMinMs: 5,
  turnBotMaxMs: 30,
  graceMs: 400,
};

/** Bots that answer almost at once: for tests about what is sent, not when. */
export const INSTANT_BOTS: Partial<TimingConfig> = {
  turnBotMinMs: 0,
  turnBotMaxMs: 2,
  windowBotMinMs: 0,
  windowBotMaxMs: 2,
};

/**
 * Limits far above anything a test does: test servers take them unless a test sets its own, as
 * tests play many seats (or many tables) from this one address as fast as the timers go, which
 * the real limits rightly refuse.
 */
export const NO_LIMITS = {
  socketLimits: {
    perSocket: { burst: 1_000_000, perSecond: 1_000_000 },
    perAddress: { burst: 1_000_000, perSecond: 1_000_000 },
  },
  httpLimits: {
    apiPerMinute: 1_000_000,
    tokenPerMinute: 1_000_000,
    tablesPerClient: { burst: 1_000_000, perSecond: 1_000_000 },
    tablesOverall: { burst: 1_000_000, perSecond: 1_000_000 },
  },
} as const;

/** The catalog's games, the engine's toy game and the window test game. */
export const TEST_GAMES: readonly AnyGame[] = [...Object.values(GAMES), toyGame, blockerGame];

export function testServer(
  opts: {
    dataDir?: string;
    databaseUrl?: string;
    pgSchema?: string;
    redisUrl?: string;
    redisPrefix?: string;
    clusterTiming?: ServerOptions['clusterTiming'];
    nodeId?: string;
    timing?: Partial<TimingConfig>;
    /** The table timers' clock (default: the real one); a virtual clock runs them only when told. */
    clock?: Clock;
    /** More games for this server (fixed positions, `fixtures/positions.ts`). */
    games?: readonly AnyGame[];
    signInLimits?: SignInLimits;
    /** Where the server logs (default: nowhere); a test that reads the log lines passes its own. */
    logger?: Logger;
    /** Limits, origins, proxy trust and the like, as the server takes them. */
    edge?: Pick<
      ServerOptions,
      'httpLimits' | 'socketLimits' | 'trustProxy' | 'allowedOrigins' | 'metricsToken'
    >;
  } = {},
): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: opts.dataDir ?? ':memory:',
    databaseUrl: opts.databaseUrl,
    pgSchema: opts.pgSchema,
    redisUrl: opts.redisUrl,
    redisPrefix: opts.redisPrefix,
    ...(opts.clusterTiming ? { clusterTiming: opts.clusterTiming } : {}),
    ...(opts.nodeId ? { nodeId: opts.nodeId } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
    games: [...TEST_GAMES, ...(opts.games ?? [])],
    timing: { ...FAST_TIMING, ...opts.timing },
    logger: opts.logger ?? silentLogger,
    webDist: null,
    ...(opts.signInLimits ? { signInLimits: opts.signInLimits } : {}),
    // Every client of a test server comes from 127.0.0.1, as fast as the timers go: the
    // per-address and per-client budgets are lifted unless a test sets its own (socket-edge,
    // rest-guard test them).
    ...NO_LIMITS,
    ...opts.edge,
  });
}
