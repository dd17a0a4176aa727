/**
 * A finished game as one viewer saw it live. The match log is replayed through the game's own
 * `apply`, and the viewer gets a step exactly where the live table sent it an update: where its
 * cursor moved, by the rule of `table/viewer-cursors.ts` (which the broadcast uses) worked out for this
 * one viewer alone (the leak test checks the two agree at every log index). So another seat's pass in
 * a reaction window, which moves nobody else's cursor, makes no step of its own; the viewer first
 * learns of it where the live table told it, when the window closed. Each step is built by
 * `game.view` for this viewer at that log index, never by editing the full state, and carries no
 * log index (the gap between two steps would count the hidden actions).
 */
import {
  type AnyGame,
  eventFor,
  eventsFor,
  type MatchRecord,
  replaySteps,
  type SeatAction,
  type Viewer,
} from '@nobid/engine';
import type { ReplayReveal, ReplayStep } from '@nobid/protocol';
import { decisionFacts } from '../table/decision-facts.ts';

export interface ViewerReplay {
  readonly steps: ReplayStep[];
  /** Every seat's final view (the game is over, so every hand may be shown). */
  readonly reveal: ReplayReveal;
  /**
   * The match log length at each step (server-side only, never sent): where chat lines and
   * tests place a log index among the viewer's steps.
   */
  readonly versions: readonly number[];
}

function stepAt(game: AnyGame, state: unknown, viewer: Viewer, events: readonly unknown[]): ReplayStep {
  // No timers: deadlines come out null, as a replay has no clock.
  const facts = decisionFacts(game.decisions(state), [], viewer);
  return {
    view: game.view(state, viewer),
    events,
    decisions: facts.decisions,
    legal: viewer !== 'spectator' && facts.decisions.length > 0 ? game.legalActions(state, viewer) : [],
    waitingFor: facts.waitingFor,
    window: facts.window,
    played: null,
  };
}

/** The part of a viewer's update that the log decides: what a cursor's digest covers. */
function content(game: AnyGame, state: unknown, viewer: Viewer): string {
  return JSON.stringify([game.view(state, viewer), decisionFacts(game.decisions(state), [], viewer)]);
}

export function viewerReplay(
  game: AnyGame,
  record: MatchRecord<SeatAction, unknown>,
  viewer: Viewer,
): ViewerReplay {
  let state: unknown = game.setup(record.seats, record.options, record.seed);
  /** `content` of `state` when it was worked out at the previous action. */
  let known: string | null = null;
  const steps: ReplayStep[] = [stepAt(game, state, viewer, [])];
  const versions: number[] = [0];
  let index = 0;
  for (const step of replaySteps(game, record)) {
    index++;
    const actor = step.action.seat;
    // A cursor moves when the viewer acted, got events of its own, saw the game end, or its
    // view or decision facts changed (`ViewerCursors.advance`).
    let moved =
      actor === viewer ||
      step.events.some((e) => eventFor(e, viewer) !== null) ||
      game.decisions(step.state).length === 0;
    let after: string | null = null;
    if (!moved) {
      const before = known ?? content(game, state, viewer);
      after = content(game, step.state, viewer);
      moved = after !== before;
    }
    known = after;
    state = step.state;
    if (!moved) continue;
    const last = steps.length - 1;
    // The viewer's own move answers the decision of its previous step (nothing it saw came between).
    if (actor === viewer && steps[last]!.decisions.length > 0)
      steps[last] = { ...steps[last]!, played: step.action };
    steps.push(stepAt(game, state, viewer, eventsFor(step.events, viewer)));
    versions.push(index);
  }
  const views: unknown[] = [];
  for (let seat = 0; seat < record.seats; seat++) views.push(game.view(state, seat));
  return { steps, reveal: { views }, versions };
}

/** The step a viewer had reached when the log was `version` long (for a chat line said then). */
export function stepOfVersion(versions: readonly number[], version: number): number {
  let lo = 0;
  let hi = versions.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (versions[mid]! <= version) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
