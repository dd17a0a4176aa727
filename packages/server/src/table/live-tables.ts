/**
 * The one place where a table's state moves forward. Every action (a player's, a bot's, a timer's
 * safe default) goes through `apply`: validate against the current state, commit it to the match
 * log with a version check, and only then update the cached runtime. What the action changed comes
 * back as one `TableChange`, each piece computed once; whoever must follow it (the broadcast, the
 * scheduler, the ratings, the table's lease) subscribes with `onChange` (`server.ts`). The table
 * calls none of them by name.
 *
 * A player's action must carry the seat's current decision id (`viewer-cursors.ts`); bots and
 * timers act on the state under the lock, so they need none.
 *
 * In a cluster the lock is a Redis mutex per table, so one action at a time is judged on an
 * up-to-date state (and the same decision ids: they follow from the log) whichever node its
 * client is on; the append's version check (a conditional UPDATE, which takes the table row's
 * lock in Postgres) makes a second writer of entry N fail, and a version conflict reloads the
 * table and judges the action again.
 */
import type { Decision, GameEvent, SeatAction } from '@nobid/engine';
import type { Clock } from '../clock.ts';
import { ServerError } from '../errors.ts';
import { type SeatRecord, type Storage, type TimerRecord, VersionConflictError } from '../storage/storage.ts';
import type { TimingConfig } from '../timing.ts';
import { planWithClocks } from './clocked-plan.ts';
import { decisionsOf } from './decisions.ts';
import type { RuntimeCache, TableRuntime } from './runtime.ts';
import type { TableLock } from './table-lock.ts';
import type { MovedViewer } from './viewer-cursors.ts';

/** Who chose an action. A player's names the decision id of the view it answers. */
export type ActionOrigin =
  | { readonly by: 'player'; readonly decisionId: string }
  | {
      readonly by: 'bot' | 'timer';
      /** A turn-based seat whose clock ran out, skipped by another player (its safe default). */
      readonly skip?: true;
    };

/** What one logged action changed. Made once, under the table's lock; never changed after. */
export interface TableChange {
  readonly tableId: string;
  /** The table after the action (the cached runtime: its record, seats, state, timers, cursors). */
  readonly runtime: TableRuntime;
  readonly action: SeatAction;
  readonly by: ActionOrigin['by'];
  /** The table's version after the action (the log's length). */
  readonly version: number;
  readonly state: unknown;
  /** Every event of the action, secrets included: each viewer is sent only its own part. */
  readonly events: readonly GameEvent<unknown>[];
  /** The decisions open after the action (none: the game is over). */
  readonly decisions: readonly Decision[];
  /**
   * The viewers the action sent something new (the actor always among them): their cursors moved
   * by one. Each with its view after the action and its patch from the view it held.
   */
  readonly moved: readonly MovedViewer[];
  /** The table's timers after the action, as stored (none once the game is over). */
  readonly timers: readonly TimerRecord[];
  readonly over: boolean;
}

/** Follows every change, in the order of subscription, inside the table's lock. */
export type ChangeListener = (change: TableChange) => void | Promise<void>;

/** What the table needs of the server: storage, the clock, the lock, and how timers are drawn. */
export interface TableInputs {
  readonly storage: Pick<Storage, 'appendAction'>;
  /** The loaded tables (built from storage and the games the server hosts). */
  readonly runtimes: RuntimeCache;
  readonly lock: TableLock;
  readonly clock: Clock;
  readonly timing: TimingConfig;
  /** Uniform [0, 1): bot delays. Never the game's generator. */
  readonly random: () => number;
  /** Whether anyone can watch the table's timing (`watchers.ts`): a bot-only table nobody watches plays at once. */
  readonly watched: (tableId: string, seats: readonly SeatRecord[]) => Promise<boolean>;
}

const STALE_DECISION_MESSAGE =
  "that decision is no longer open (the id is stale, repeated or not your seat's): act on your latest view";

/**
 * A player's action must carry the seat's current decision id, and the seat must have something
 * to decide. Anything else answers a view the seat has moved past (a retried discard meant for
 * the one before), or is another seat's id: refused, whatever the action says.
 */
function checkDecisionId(rt: TableRuntime, seat: number, decisionId: string): void {
  const deciding = decisionsOf(rt.game, rt.state).some((d) => d.seat === seat);
  if (!deciding || !rt.cursors || rt.cursors.decisionId(seat) !== decisionId)
    throw new ServerError('stale-decision', STALE_DECISION_MESSAGE);
}

export class LiveTables {
  private readonly listeners: ChangeListener[] = [];

  constructor(private readonly inputs: TableInputs) {}

  /** `listener` follows every change from now on (`server.ts` subscribes the server's parts). */
  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Applies `action` to the table under its lock. */
  apply(tableId: string, action: SeatAction, origin: ActionOrigin): Promise<TableChange> {
    return this.inputs.lock.run(tableId, () => this.applyLocked(tableId, action, origin));
  }

  /** The same, for a caller that already holds the table's lock. */
  async applyLocked(tableId: string, action: SeatAction, origin: ActionOrigin): Promise<TableChange> {
    const change = await this.commit(tableId, action, origin);
    for (const listener of this.listeners) {
      // Most followers are synchronous: only a promise is waited for (each await is a turn).
      const followed = listener(change);
      if (followed) await followed;
    }
    return change;
  }

  private async commit(tableId: string, action: SeatAction, origin: ActionOrigin): Promise<TableChange> {
    const { storage, runtimes, clock, timing, random } = this.inputs;
    for (let attempt = 0; ; attempt++) {
      const rt = await runtimes.get(tableId);
      if (rt.table.status === 'waiting') throw new ServerError('not-started', 'the game has not started yet');
      if (rt.table.status === 'over') throw new ServerError('game-over', 'the game is over');
      if (origin.by === 'player') checkDecisionId(rt, action.seat, origin.decisionId);
      const result = rt.game.apply(rt.state, action);
      if (!result.ok) throw new ServerError(result.error.code, result.error.message);

      const decisions = decisionsOf(rt.game, result.state);
      const over = decisions.length === 0;
      const outcome = over ? rt.game.result(result.state) : null;
      const fromVersion = rt.table.version;
      const plan = planWithClocks({
        table: rt.table,
        seats: rt.seats,
        game: rt.game,
        state: result.state,
        previous: rt.timers,
        actor: action.seat,
        now: clock.now(),
        timing,
        random,
        watched: await this.inputs.watched(tableId, rt.seats),
        clocks: rt.clocks,
        version: fromVersion + 1,
        mover: origin.by === 'player' ? action.seat : null,
      });
      const timers = over ? [] : plan.timers;
      // A skip is the clock's event too: replays show who was skipped, and when.
      const skipped =
        origin.by !== 'player' && origin.skip
          ? [
              {
                version: fromVersion + 1,
                seat: action.seat,
                event: 'skip' as const,
                at: clock.now(),
                bankMs: 0,
              },
            ]
          : [];
      const clocks = plan.clocks && {
        clocks: plan.clocks.clocks,
        events: [...skipped, ...plan.clocks.events],
      };
      try {
        await storage.appendAction(tableId, fromVersion, action, {
          timers,
          outcome,
          ...(clocks ? { clocks } : {}),
        });
      } catch (err) {
        if (err instanceof VersionConflictError && attempt < 2) {
          // Someone else moved this table on: our cache is stale. Reload and judge the action again.
          runtimes.evict(tableId);
          continue;
        }
        throw err;
      }
      // Whoever chose it (a player, a bot, a timer), the action was the seat's: its cursor moves.
      const moved =
        rt.cursors?.advanceWithViews(rt.game, {
          before: rt.state,
          after: result.state,
          actor: action.seat,
          events: result.events,
        }) ?? [];
      rt.state = result.state;
      rt.timers = timers;
      if (clocks) rt.clocks = [...clocks.clocks];
      rt.table = {
        ...rt.table,
        version: fromVersion + 1,
        ...(over ? { status: 'over' as const, outcome } : {}),
      };
      return {
        tableId,
        runtime: rt,
        action,
        by: origin.by,
        version: fromVersion + 1,
        state: result.state,
        events: result.events,
        decisions,
        moved,
        timers,
        over,
      };
    }
  }
}
