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
 * Memory: per viewer a small integer and what it was last sent of the log-derived part, as JSON
 * text (a No Bid view of four: about 700 one-byte characters), the decision id of its current
 * cursor once asked for, and the table's id secret. The text replaces a digest of it: comparing
 * two texts is cheaper than hashing them, and the broadcast builds a viewer's patch from the view
 * it held (`view-patch.ts`) without rebuilding the previous state's view. The text is only a
 * memo: it is missing for the game's first state (then a comparison builds it from that state,
 * and the broadcast sends a whole view). The sequence numbers are what must agree between nodes.
 */
import { type AnyGame, type Decision, eventFor, type GameEvent, type Viewer } from '@nobid/engine';
import { decisionIdOf, decisionSecret } from './decision-ids.ts';
import { decisionFacts } from './views.ts';

/** The part of a viewer's update that the log decides (no deadlines), as JSON text. */
function contentText(view: unknown, decisions: readonly Decision[], viewer: Viewer): string {
  return JSON.stringify([view, decisionFacts(decisions, [], viewer)]);
}

/** The game's view inside a content text (its first element). */
export const viewOfContent = (text: string): unknown => (JSON.parse(text) as unknown[])[0];

export interface Step {
  readonly before: unknown;
  readonly after: unknown;
  /** The seat whose action it was (whoever chose it: its player, a bot or a timer). */
  readonly actor: number;
  readonly events: readonly GameEvent<unknown>[];
}

/** A viewer whose cursor a step moved: its view after the step, and the content it held before. */
export interface MovedViewer {
  readonly viewer: Viewer;
  readonly view: unknown;
  /** Null when not known (then the viewer is sent its whole view). */
  readonly before: string | null;
}

export class ViewerCursors {
  /** Per seat: the decision id of `idSeq[seat]`, computed once (an HMAC costs microseconds). */
  private readonly ids: (string | null)[];
  private readonly idSeqs: number[];

  private constructor(
    private readonly secret: string,
    /** Per seat, then the spectators last. */
    private readonly seqs: number[],
    private readonly contents: (string | null)[],
  ) {
    this.ids = seqs.map(() => null);
    this.idSeqs = seqs.map(() => -1);
  }

  /** Every viewer at 0: the game's first state, as `setup` made it. */
  static start(seats: number, seed: string): ViewerCursors {
    return new ViewerCursors(
      decisionSecret(seed),
      Array.from({ length: seats + 1 }, () => 0),
      Array.from({ length: seats + 1 }, () => null),
    );
  }

  private index(viewer: Viewer): number {
    return viewer === 'spectator' ? this.seqs.length - 1 : viewer;
  }

  seq(viewer: Viewer): number {
    return this.seqs[this.index(viewer)] ?? 0;
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
    return new ViewerCursors(this.secret, this.seqs.slice(), this.contents.slice());
  }

  /** One logged action: moves the cursor of every viewer it sends something new, and names them. */
  advance(game: AnyGame, step: Step): Viewer[] {
    return this.advanceWithViews(game, step).map((m) => m.viewer);
  }

  /**
   * The same, with each moved viewer's view after the step (built once here, sent by the
   * broadcast) and the content it held before, for its patch.
   */
  advanceWithViews(game: AnyGame, step: Step): MovedViewer[] {
    const after = game.decisions(step.after) as readonly Decision[];
    const over = after.length === 0;
    let before: readonly Decision[] | null = null;
    const moved: MovedViewer[] = [];
    for (let i = 0; i < this.seqs.length; i++) {
      const viewer: Viewer = i === this.seqs.length - 1 ? 'spectator' : i;
      const view = game.view(step.after, viewer);
      const content = contentText(view, after, viewer);
      let last = this.contents[i] ?? null;
      let changed = over || viewer === step.actor || step.events.some((e) => eventFor(e, viewer) !== null);
      if (!changed) {
        if (last === null) {
          before ??= game.decisions(step.before) as readonly Decision[];
          last = contentText(game.view(step.before, viewer), before, viewer);
        }
        changed = content !== last;
      }
      this.contents[i] = content;
      if (changed) {
        this.seqs[i]!++;
        moved.push({ viewer, view, before: last });
      }
    }
    return moved;
  }
}
