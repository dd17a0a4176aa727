/**
 * What one viewer is sent: the game's view for that viewer, its part of the events, its own
 * decisions with deadlines and the decision id to answer them with, and the public facts about
 * who else must decide (`decision-facts.ts`). A reaction window is reported as open with its
 * deadline, never with who has or has not answered it.
 */
import type { Viewer } from '@nobid/engine';
import {
  type JsonPatchOp,
  passesEverything,
  type SeatClockInfo,
  type StandingOrders,
  type ViewPatchUpdate,
  type ViewUpdate,
} from '@nobid/protocol';
import { decisionFacts } from './decision-facts.ts';
import { decisionsOf } from './decisions.ts';
import type { TableRuntime } from './runtime.ts';
import { speedOf } from './turn-based-settings.ts';

/**
 * A turn-based table's clocks as every viewer sees them: public, like a chess clock. They move
 * only with turn decisions (public: `waitingFor` says whose turn it is), never with a window.
 */
export function clockInfos(rt: TableRuntime): SeatClockInfo[] | null {
  const profile = speedOf(rt.table.settings);
  if (!profile || !rt.clocks) return null;
  return rt.clocks.map((c) => {
    const byBot = rt.seats[c.seat]?.autoplay ?? false;
    const expired = c.expiredAt;
    return {
      seat: c.seat,
      bankMs: c.bankMs,
      runningSince: c.runningSince,
      expiredAt: expired,
      skippableFrom: expired !== null && profile.skipAfterMs !== null ? expired + profile.skipAfterMs : null,
      botFrom:
        expired !== null && !byBot && profile.botAfterMs !== null ? expired + profile.botAfterMs : null,
    };
  });
}

/** The viewer's cursor (0 before the game starts, and for a finished game loaded afresh). */
export const cursorOf = (rt: TableRuntime, viewer: Viewer): number => rt.cursors?.seq(viewer) ?? 0;

export interface UpdateParts {
  /** The viewer's own part of the events the update follows. */
  readonly events: readonly unknown[];
  /** The cursor those events follow. */
  readonly fromCursor: number;
  readonly now: number;
  /** The game's view for the viewer, when the cursors already made it (`TableChange.moved`). */
  readonly view?: unknown;
}

/**
 * The viewer's update. It carries the viewer's cursor, never the log's length: the log grows with
 * every hidden pass, the cursor only with what the viewer is sent (`viewer-cursors.ts`).
 */
export function buildUpdate(rt: TableRuntime, viewer: Viewer, parts: UpdateParts): ViewUpdate {
  const started = rt.state !== null;
  const facts = started
    ? decisionFacts(decisionsOf(rt.game, rt.state), rt.timers, viewer)
    : { decisions: [], waitingFor: [], window: null };
  const deciding = viewer !== 'spectator' && facts.decisions.length > 0;
  return {
    tableId: rt.table.id,
    cursor: cursorOf(rt, viewer),
    seat: viewer === 'spectator' ? null : viewer,
    status: rt.table.status,
    view: started ? ('view' in parts ? parts.view : rt.game.view(rt.state, viewer)) : null,
    events: parts.events as unknown[],
    fromCursor: parts.fromCursor,
    ...facts,
    decisionId: deciding && rt.cursors ? rt.cursors.decisionId(viewer) : null,
    legal: started && deciding ? rt.game.legalActions(rt.state, viewer) : [],
    ...ordersFacts(viewer === 'spectator' ? null : (rt.seats[viewer]?.orders ?? null)),
    outcome: rt.table.outcome,
    serverNow: parts.now,
    ...withClocks(rt),
  };
}

/** A seat's own standing orders, and the two old switches they answer for; nothing for a spectator. */
function ordersFacts(
  orders: StandingOrders | null,
): Pick<ViewUpdate, 'orders' | 'autoPass' | 'answerOwnCards'> {
  if (orders === null) return { orders: null, autoPass: false, answerOwnCards: false };
  return { orders, autoPass: passesEverything(orders), answerOwnCards: orders.ownCards === 'orders' };
}

function withClocks(rt: TableRuntime): { clocks?: SeatClockInfo[] } {
  const clocks = clockInfos(rt);
  return clocks ? { clocks } : {};
}

/** The same update with its view as a patch (`viewPatch`: from the view the viewer held to it). */
export function asPatch(update: ViewUpdate, viewPatch: readonly JsonPatchOp[]): ViewPatchUpdate {
  const { view: _, ...rest } = update;
  return { ...rest, viewPatch };
}
