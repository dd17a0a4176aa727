/**
 * Prometheus metrics (prom-client), one registry per server (tests run several in a process).
 * Counts only, never a table id, a seat or a hand. Bot decision times do say something about
 * hands in aggregate (a search runs only with a choice to make), so `/metrics` is for operators
 * only: see `ops-routes.ts`. The bots' own counters (`bot-metrics.ts`: decision time, late
 * releases, searches) are read into `nobid_bots` when metrics are served.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface ServerMetrics {
  readonly registry: Registry;
  /** Logged actions, by who chose them (player, bot, timer). `rate()` gives actions/s. */
  readonly actions: Counter<'by'>;
  /** From an action's arrival at its table's lock queue to its commit and broadcast. */
  readonly actionSeconds: Histogram<'by'>;
  /** The bots' counters (`BotMetrics.snapshot()`), by measure. */
  readonly bots: Gauge<'measure'>;
  /** Requests and socket messages refused for being over a budget, by where. */
  readonly rateLimited: Counter<'where'>;
  /** Set by whoever knows (the server's start): sockets open, tables in memory and in play. */
  readonly sockets: Gauge;
  readonly tables: Gauge<'state'>;
}

export function serverMetrics(opts: { processMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'nobid_' });
  const registers = [registry];
  return {
    registry,
    actions: new Counter({
      name: 'nobid_actions_total',
      help: 'Actions logged, by who chose them',
      labelNames: ['by'],
      registers,
    }),
    actionSeconds: new Histogram({
      name: 'nobid_action_seconds',
      help: 'Time to apply an action (lock wait, checks, storage, broadcast)',
      labelNames: ['by'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    bots: new Gauge({
      name: 'nobid_bots',
      help: 'Bot decisions, their time in ms (sum, max), releases on time and late, hard searches',
      labelNames: ['measure'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'nobid_rate_limited_total',
      help: 'Requests, socket messages and connections refused for being over a budget',
      labelNames: ['where'],
      registers,
    }),
    sockets: new Gauge({ name: 'nobid_sockets', help: 'Table sockets open on this node', registers }),
    tables: new Gauge({
      name: 'nobid_tables',
      help: 'Tables in this node\'s memory ("loaded") and in play in storage ("playing")',
      labelNames: ['state'],
      registers,
    }),
  };
}
