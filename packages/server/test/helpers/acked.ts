/**
 * Acknowledged actions against the match log. An ack names the seat's own cursor, not a place in
 * the log (that would count the others' hidden passes), so an acknowledged action is found by
 * order: each seat's acks, in cursor order, are a subsequence of that seat's logged actions.
 */
import { isDeepStrictEqual } from 'node:util';

export interface AckedAction {
  readonly seat: number;
  readonly cursor: number;
  readonly action: Record<string, unknown>;
}

/** What is wrong (an ack twice for one cursor, an acknowledged action not in the log); empty if nothing. */
export function ackedNotInLog(log: readonly unknown[], acked: readonly AckedAction[]): string[] {
  const problems: string[] = [];
  const seats = new Set(acked.map((a) => a.seat));
  for (const seat of seats) {
    const mine = acked.filter((a) => a.seat === seat).sort((a, b) => a.cursor - b.cursor);
    if (new Set(mine.map((a) => a.cursor)).size !== mine.length)
      problems.push(`seat ${seat}: one cursor acknowledged twice`);
    const logged = log.filter((a) => (a as { seat: number }).seat === seat);
    let at = 0;
    for (const a of mine) {
      while (at < logged.length && !isDeepStrictEqual(logged[at], a.action)) at++;
      if (at === logged.length)
        problems.push(`seat ${seat}: ${JSON.stringify(a.action)} (cursor ${a.cursor}) not in the log`);
      else at++;
    }
  }
  return problems;
}
