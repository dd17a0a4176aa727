/**
 * What each viewer of a table was last sent, kept as one cursor per viewer (every seat, and the
 * spectators as one): a sequence number that moves only when that viewer is sent something new,
 * and a digest of what it was sent. The broadcast sends a viewer an update exactly when its cursor
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
 * Memory: per viewer a small integer and a 12-character digest (72 bits of SHA-256), and the
 * table's id secret (43 characters): measured at 290 bytes for a table of four before any digest
 * is memoised, 450 with every digest memoised (550 for six seats). The digest is only a memo: it
 * is computed when a step needs to compare (the viewer neither acted nor got events) and may be
 * forgotten at any time, since it can be rebuilt from the state it describes; the sequence
 * numbers are what must agree.
 */
import { createHash } from 'node:crypto';
import { type AnyGame, type Decision, eventFor, type GameEvent, type Viewer } from '@nobid/engine';
import { decisionIdOf, decisionSecret } from './decision-ids.ts';
import { decisionFacts } from './views.ts';

/**
 * The part of a viewer's update that the log decides (no deadlines), as a short digest: 72 bits
 * of SHA-256 in 12 characters, a string of its own (a slice of the whole digest would keep the
 * whole digest alive).
 */
function contentDigest(
  game: AnyGame,
  state: unknown,
  decisions: readonly Decision[],
  viewer: Viewer,
): string {
  const content = JSON.stringify([game.view(state, viewer), decisionFacts(decisions, [], viewer)]);
  return createHash('sha256').update(content).digest().toString('base64url', 0, 9);
}

export interface Step {
  readonly before: unknown;
  readonly after: unknown;
  /** The seat whose action it was (whoever chose it: its player, a bot or a timer). */
  readonly actor: number;
  readonly events: readonly GameEvent<unknown>[];
}

export class ViewerCursors {
  private constructor(
    private readonly secret: string,
    /** Per seat, then the spectators last. */
    private readonly seqs: number[],
    private readonly digests: (string | null)[],
  ) {}

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
    return decisionIdOf(this.secret, seat, this.seq(seat));
  }

  copy(): ViewerCursors {
    return new ViewerCursors(this.secret, this.seqs.slice(), this.digests.slice());
  }

  /** One logged action: moves the cursor of every viewer it sends something new, and names them. */
  advance(game: AnyGame, step: Step): Viewer[] {
    const after = game.decisions(step.after) as readonly Decision[];
    const over = after.length === 0;
    let before: readonly Decision[] | null = null;
    const moved: Viewer[] = [];
    for (let i = 0; i < this.seqs.length; i++) {
      const viewer: Viewer = i === this.seqs.length - 1 ? 'spectator' : i;
      let digest: string | null = null;
      let changed = over || viewer === step.actor || step.events.some((e) => eventFor(e, viewer) !== null);
      if (!changed) {
        before ??= game.decisions(step.before) as readonly Decision[];
        const last = this.digests[i] ?? contentDigest(game, step.before, before, viewer);
        digest = contentDigest(game, step.after, after, viewer);
        changed = digest !== last;
      }
      this.digests[i] = digest;
      if (changed) {
        this.seqs[i]!++;
        moved.push(viewer);
      }
    }
    return moved;
  }
}
