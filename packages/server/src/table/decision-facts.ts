/**
 * The decision facts of a viewer's update: its own decisions with their deadlines, who else must
 * decide, and whether a reaction window is open (with its deadline, never with who has or has not
 * answered it). Without timers (no deadlines) they are the part of the update the cursors compare
 * (`viewer-cursors.ts`).
 */
import type { Decision, Viewer } from '@nobid/engine';
import type { DecisionInfo, WaitingInfo, WindowInfo } from '@nobid/protocol';
import type { TimerRecord } from '../storage/storage.ts';
import { decisionKey } from './plan-timers.ts';
import { answeredByServer } from './standing-orders.ts';

export interface DecisionFacts {
  readonly decisions: DecisionInfo[];
  readonly waitingFor: WaitingInfo[];
  readonly window: WindowInfo | null;
}

function deadlineOf(timers: readonly TimerRecord[], seat: number, key: string): number | null {
  return timers.find((t) => t.seat === seat && t.kind === 'deadline' && t.key === key)?.dueAt ?? null;
}

export function decisionFacts(
  decisions: readonly Decision[],
  timers: readonly TimerRecord[],
  viewer: Viewer,
): DecisionFacts {
  const mine: DecisionInfo[] = [];
  const waitingFor: WaitingInfo[] = [];
  let window: WindowInfo | null = null;
  for (const d of decisions) {
    const key = decisionKey(d);
    const deadline = deadlineOf(timers, d.seat, key);
    if (d.seat === viewer) {
      // A window the server answers for the seat (its own card, its standing orders): not asked.
      if (!answeredByServer(timers, d.seat, key)) mine.push({ kind: d.kind, deadline });
    } else if (d.window === undefined) {
      waitingFor.push({ seat: d.seat, kind: d.kind, deadline });
    }
    if (d.window !== undefined && window === null) window = { windowId: d.window, deadline };
  }
  return { decisions: mine, waitingFor, window };
}
