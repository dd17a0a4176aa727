/**
 * What one viewer is sent: the game's view for that viewer, its part of the events, its own
 * decisions with deadlines and the decision id to answer them with, and the public facts about
 * who else must decide. A reaction window is reported as open with its deadline, never with who
 * has or has not answered it.
 */
import type { Decision, Viewer } from '@nobid/engine';
import type {
  DecisionInfo,
  JsonPatchOp,
  ViewPatchUpdate,
  ViewUpdate,
  WaitingInfo,
  WindowInfo,
} from '@nobid/protocol';
import type { TimerRecord } from '../storage/storage.ts';
import { decisionKey, ownCardKey } from './plan-timers.ts';
import type { TableRuntime } from './runtime.ts';

export interface DecisionFacts {
  readonly decisions: DecisionInfo[];
  readonly waitingFor: WaitingInfo[];
  readonly window: WindowInfo | null;
}

function deadlineOf(timers: readonly TimerRecord[], seat: number, key: string): number | null {
  return timers.find((t) => t.seat === seat && t.kind === 'deadline' && t.key === key)?.dueAt ?? null;
}

/** The server passes this window for the seat: it is on the seat's own card (`plan-timers.ts`). */
const passedForOwnCard = (timers: readonly TimerRecord[], seat: number, key: string): boolean =>
  timers.some((t) => t.seat === seat && t.kind === 'autopass' && t.key === ownCardKey(key));

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
      // A window on the seat's own card that the server passes for it: the seat is not asked.
      if (!passedForOwnCard(timers, d.seat, key)) mine.push({ kind: d.kind, deadline });
    } else if (d.window === undefined) {
      waitingFor.push({ seat: d.seat, kind: d.kind, deadline });
    }
    if (d.window !== undefined && window === null) window = { windowId: d.window, deadline };
  }
  return { decisions: mine, waitingFor, window };
}

/** The viewer's cursor (0 before the game starts, and for a finished game loaded afresh). */
export const cursorOf = (rt: TableRuntime, viewer: Viewer): number => rt.cursors?.seq(viewer) ?? 0;

/** What a broadcast already built for the state (`viewer-cursors.ts`), so it is not built twice. */
export interface Built {
  readonly decisions?: readonly Decision[];
  readonly view?: unknown;
}

/**
 * The viewer's update. It carries the viewer's cursor, never the log's length: the log grows with
 * every hidden pass, the cursor only with what the viewer is sent (`viewer-cursors.ts`).
 */
export function buildUpdate(
  rt: TableRuntime,
  viewer: Viewer,
  events: readonly unknown[],
  fromCursor: number,
  now: number,
  built: Built = {},
): ViewUpdate {
  const started = rt.state !== null;
  const decisions = started ? (built.decisions ?? (rt.game.decisions(rt.state) as readonly Decision[])) : [];
  const facts = started
    ? decisionFacts(decisions, rt.timers, viewer)
    : { decisions: [], waitingFor: [], window: null };
  const deciding = viewer !== 'spectator' && facts.decisions.length > 0;
  return {
    tableId: rt.table.id,
    cursor: cursorOf(rt, viewer),
    seat: viewer === 'spectator' ? null : viewer,
    status: rt.table.status,
    view: started ? ('view' in built ? built.view : rt.game.view(rt.state, viewer)) : null,
    events,
    fromCursor,
    ...facts,
    decisionId: deciding && rt.cursors ? rt.cursors.decisionId(viewer) : null,
    legal: started && deciding ? rt.game.legalActions(rt.state, viewer) : [],
    autoPass: viewer !== 'spectator' && (rt.seats[viewer]?.autoPass ?? false),
    answerOwnCards: viewer !== 'spectator' && (rt.seats[viewer]?.answerOwnCards ?? false),
    outcome: rt.table.outcome,
    serverNow: now,
  };
}

/** The same update with its view as a patch (`viewPatch`: from the view the viewer held to it). */
export function asPatch(update: ViewUpdate, viewPatch: readonly JsonPatchOp[]): ViewPatchUpdate {
  const { view: _, ...rest } = update;
  return { ...rest, viewPatch };
}
