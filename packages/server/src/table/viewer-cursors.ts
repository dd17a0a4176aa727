/**
 * What each viewer of a table was last sent, kept as one cursor per viewer (every seat, and the
 * spectators as one): a sequence number that moves only when that viewer is sent something new,
 * and the text of what it was sent. The broadcast sends a viewer an update exactly when its cursor
 * moves, and a seat's decision id is derived from its cursor (`decision-ids.ts`).
 *
 * A cursor moves at a logged action when the viewer took it, when the action gave the viewer
 * events of its own, when it ended the game, or when it changed the part of the viewer's update
 * that follows from the log: the game's view for the viewer and its decision facts (its own
 * decisions, who else must decide, the open window), without deadlines. So another seat's
 * hidden action (a pass in a reaction window) moves nothing, and every node that replays the same
 * log arrives at the same cursors: nothing here depends on timers, clocks, sockets or on who was
 * connected. Deadlines, auto-pass and the server clock travel in the updates but stay outside
 * the cursor (they come from timers and seat settings, not from the log): a deadline that moves
 * on its own sends nobody anything.
 *
 * Memory: per viewer a small integer and what it was last sent of the log-derived part, kept as
 * the objects themselves (the game's view and the decision facts; a No Bid view of four is a few
 * arrays of small numbers, its card table shared by every view), the decision id of its current
 * cursor once asked for, and the table's id secret. Keeping the objects, not their JSON text,
 * means nothing is stringified to compare or parsed back to patch: one walk of the two views
 * (`diffJson`, which stops at every shared reference) says whether the viewer's content changed
 * and, when it did, is the viewer's patch. What was last sent is only a memo: it is missing for
 * the game's first state (then a comparison builds it from that state, and the broadcast sends a
 * whole view). The sequence numbers are what must agree between nodes.
 */
import { type AnyGame, eventFor, type GameEvent, type Viewer } from '@nobid/engine';
import { diffJson, type JsonPatchOp, jsonEqual } from '@nobid/protocol';
import { type DecisionFacts, decisionFacts } from './decision-facts.ts';
import { decisionIdOf, decisionSecret } from './decision-ids.ts';
import { decisionsOf } from './decisions.ts';

/** The part of a viewer's update that the log decides (no deadlines). Never mutated once made. */
interface Content {
  readonly view: unknown;
  readonly facts: DecisionFacts;
}

const contentOf = (game: AnyGame, state: unknown, viewer: Viewer): Content => ({
  view: game.view(state, viewer),
  facts: decisionFacts(decisionsOf(game, state), [], viewer),
});

export interface Step {
  readonly before: unknown;
  readonly after: unknown;
  /** The seat whose action it was (whoever chose it: its player, a bot or a timer). */
  readonly actor: number;
  readonly events: readonly GameEvent<unknown>[];
}

/** A viewer whose cursor a step moved: its view after the step, and how to patch the one it held. */
export interface MovedViewer {
  readonly viewer: Viewer;
  readonly view: unknown;
  /**
   * The patch from the view the viewer held to `view`, made at most once and only when asked
   * for (a seat none of whose sockets takes patches never needs it); null when the view it held
   * is not known (then the viewer is sent its whole view).
   */
  readonly patch: (() => readonly JsonPatchOp[]) | null;
}

/** A patch made on first use and kept. */
function patchOnce(before: unknown, after: unknown, made?: JsonPatchOp[]): () => JsonPatchOp[] {
  let ops = made;
  return () => {
    ops ??= diffJson(before, after);
    return ops;
  };
}

export class ViewerCursors {
  /** Per seat: the decision id of `idSeq[seat]`, computed once (an HMAC costs microseconds). */
  private readonly ids: (string | null)[];
  private readonly idSeqs: number[];

  private constructor(
    private readonly secret: string,
    /** Per seat, then the spectators last. */
    private readonly seqs: number[],
    private readonly contents: (Content | null)[],
    /** Per viewer, as `seqs`: how long the log was when its cursor last moved (0: never). */
    private readonly movedAt: number[],
    /** How many logged actions the cursors have been moved along. */
    private entries: number,
  ) {
    this.ids = seqs.map(() => null);
    this.idSeqs = seqs.map(() => -1);
  }

  /** Every viewer at 0: the game's first state, as `setup` made it. */
  static start(seats: number, seed: string): ViewerCursors {
    const zeros = () => Array.from({ length: seats + 1 }, () => 0);
    return new ViewerCursors(
      decisionSecret(seed),
      zeros(),
      Array.from({ length: seats + 1 }, () => null),
      zeros(),
      0,
    );
  }

  private index(viewer: Viewer): number {
    return viewer === 'spectator' ? this.seqs.length - 1 : viewer;
  }

  seq(viewer: Viewer): number {
    return this.seqs[this.index(viewer)] ?? 0;
  }

  /**
   * How long the log was when the viewer's cursor last moved: the entry at this length - 1 is
   * the latest action the viewer was sent anything about (0: none since the start). For the
   * spectators, the latest action that anyone without a seat could see.
   */
  lastMovedAt(viewer: Viewer): number {
    return this.movedAt[this.index(viewer)] ?? 0;
  }

  /** The seat's current decision id (whether or not it has anything to decide). */
  decisionId(seat: number): string {
    const seq = this.seq(seat);
    if (this.idSeqs[seat] === seq && this.ids[seat]) return this.ids[seat];
    const id = decisionIdOf(this.secret, seat, seq);
    this.ids[seat] = id;
    this.idSeqs[seat] = seq;
    return id;
  }

  copy(): ViewerCursors {
    return new ViewerCursors(
      this.secret,
      this.seqs.slice(),
      this.contents.slice(),
      this.movedAt.slice(),
      this.entries,
    );
  }

  /** One logged action: moves the cursor of every viewer it sends something new, and names them. */
  advance(game: AnyGame, step: Step): Viewer[] {
    return this.step(game, step, false).map((m) => m.viewer);
  }

  /**
   * The same, with each moved viewer's view after the step (built once here, sent by the
   * broadcast) and its patch from the view it held.
   */
  advanceWithViews(game: AnyGame, step: Step): MovedViewer[] {
    return this.step(game, step, true);
  }

  private step(game: AnyGame, step: Step, patches: boolean): MovedViewer[] {
    const over = decisionsOf(game, step.after).length === 0;
    const moved: MovedViewer[] = [];
    this.entries++;
    for (let i = 0; i < this.seqs.length; i++) {
      const viewer: Viewer = i === this.seqs.length - 1 ? 'spectator' : i;
      const content = contentOf(game, step.after, viewer);
      let last = this.contents[i] ?? null;
      const sent = over || viewer === step.actor || step.events.some((e) => eventFor(e, viewer) !== null);
      let changed = sent;
      let made: JsonPatchOp[] | undefined;
      if (!sent) {
        if (last === null) last = contentOf(game, step.before, viewer);
        // The comparison is the patch when a broadcast will want one (an empty patch: no change).
        if (patches) {
          made = diffJson(last.view, content.view);
          changed = made.length > 0;
        } else changed = !jsonEqual(last.view, content.view);
        changed ||= !jsonEqual(last.facts, content.facts);
      }
      this.contents[i] = content;
      if (changed) {
        this.seqs[i]!++;
        this.movedAt[i] = this.entries;
        const patch = last === null ? null : patchOnce(last.view, content.view, made);
        moved.push({ viewer, view: content.view, patch });
      }
    }
    return moved;
  }
}
