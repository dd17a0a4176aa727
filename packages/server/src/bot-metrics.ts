/**
 * What the server's bots cost and how often their drawn release slips, for operators (the
 * metrics endpoint reads these counters; they are plain numbers so any exporter can). Nothing
 * here is per seat or per hand: the counts are the server's, summed over every table.
 */

/** A running summary of durations in ms: count, sum and maximum. */
export interface DurationSummary {
  count: number;
  sumMs: number;
  maxMs: number;
}

const summary = (): DurationSummary => ({ count: 0, sumMs: 0, maxMs: 0 });

function add(s: DurationSummary, ms: number): void {
  s.count++;
  s.sumMs += ms;
  s.maxMs = Math.max(s.maxMs, ms);
}

export class BotMetrics {
  /** From the start of a bot's decision to the moment it was ready (search included). */
  readonly decision = summary();
  /** Releases that came after their drawn time because the decision was not ready: by how much. */
  readonly late = summary();
  /** Releases on time (the decision was ready before the drawn time). */
  releasedOnTime = 0;
  /** Releases whose decision was not ready at the drawn time: the game's safe default went in. */
  missed = 0;
  /** Hard searches run on the pool, and those its time cap stopped before their iterations were done. */
  searches = 0;
  searchesCapped = 0;
  /** Hard decisions that found no time left when a worker was free: the level's fallback played. */
  searchesSkipped = 0;
  /** Hard searches whose worker threw or died (the pool replaces a dead worker). */
  workerFailures = 0;
  /** Decisions made again at release because the one made earlier was no longer legal. */
  redecided = 0;

  recordDecision(ms: number): void {
    add(this.decision, ms);
  }

  /** A release: `lateMs` > 0 when the decision was ready only after the drawn time. */
  recordRelease(lateMs: number): void {
    if (lateMs > 0) add(this.late, lateMs);
    else this.releasedOnTime++;
  }

  /** The counters as one flat object (for a metrics exporter or a log line). */
  snapshot(): Record<string, number> {
    return {
      botDecisions: this.decision.count,
      botDecisionMsSum: Math.round(this.decision.sumMs),
      botDecisionMsMax: Math.round(this.decision.maxMs),
      botReleasesOnTime: this.releasedOnTime,
      botReleasesLate: this.late.count,
      botReleasesMissed: this.missed,
      botReleaseLateMsMax: Math.round(this.late.maxMs),
      hardSearches: this.searches,
      hardSearchesCapped: this.searchesCapped,
      hardSearchesSkipped: this.searchesSkipped,
      hardWorkerFailures: this.workerFailures,
      botRedecided: this.redecided,
    };
  }
}
