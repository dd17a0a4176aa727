/**
 * "Your turn" for players who are not at the table (issue 31): after each change of a turn-based
 * table, each seat of an account that now owes a decision it did not owe a step before is told
 * through `@nobid/notify` (email, push or the daily digest, as the account chose).
 *
 * What counts as new comes from what the seat itself was sent: a seat owes a new decision when it
 * owes one after the change and the change moved its own view (`change.moved`). A hidden pass moves
 * no other seat's view, so it never sends anyone a notice, and the time of a notice says nothing a
 * seat's own screen would not. Whether a seat owes a window's answer follows from its standing
 * orders, never from its hand (`table/standing-orders.ts`). The player who just moved is at the
 * table and is not told; a seat whose standing orders (or a timer) answered for it is told, as
 * the last pass of a window may be the next player's own, made while they were away. A notice
 * says the table, the game and the deadline: `@nobid/notify` picks those fields one by one.
 *
 * "Your clock is low" comes from the due-timer poller (`clock-low.ts`), once per move, when a
 * seat's running clock falls to a fifth of a move's time: the clock is public, so its notice
 * says nothing the seat's screen would not.
 */
import type { NoticeKind, Notifier } from '@nobid/notify';
import type { AccountService } from '../accounts/service.ts';
import type { ServerContext } from '../context.ts';
import { gameTitle } from '../game-titles.ts';
import type { TableChange } from '../table/live-tables.ts';
import type { TableRuntime } from '../table/runtime.ts';
import type { DueTimerPoller } from './due-timers.ts';

/** The seats of accounts that owe a new decision after `change`, with their deadline. */
export function newlyOwing(change: TableChange): Owing[] {
  const clocks = change.runtime.clocks;
  if (!clocks || change.over) return [];
  const movedSeats = new Set(change.moved.map((m) => m.viewer));
  return clocks
    .filter(
      (c) => c.owes && movedSeats.has(c.seat) && !(change.by === 'player' && c.seat === change.action.seat),
    )
    .map((c) => ({ seat: c.seat, deadline: c.deadline }));
}

export interface TurnNotices {
  /** Resolves once every notice of the changes so far is in the outbox and its sending has ended. */
  settled(): Promise<void>;
}

/**
 * Tells each account whose seat newly owes a decision, and each whose clock fell low (`poller`);
 * never holds up the table.
 */
export function followTurnNotices(
  ctx: ServerContext,
  notifier: Notifier,
  poller: DueTimerPoller,
): TurnNotices {
  const pending = new Set<Promise<void>>();
  const accounts = ctx.accounts;
  const follow = (kind: NoticeKind, runtime: TableRuntime, owing: readonly Owing[]) => {
    if (!accounts) return;
    const told = tell(accounts, notifier, kind, runtime, owing)
      .catch((err: unknown) =>
        ctx.log.warn(
          { table: runtime.table.id, err: (err as Error).message },
          'notify: could not find the seats’ accounts',
        ),
      )
      .finally(() => pending.delete(told));
    pending.add(told);
  };
  ctx.tables.onChange((change) => {
    const owing = newlyOwing(change);
    if (owing.length > 0) follow('your-turn', change.runtime, owing);
  });
  poller.onClockLow((low) => follow('clock-low', low.runtime, [{ seat: low.seat, deadline: low.deadline }]));
  return {
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
      await notifier.settled();
    },
  };
}

interface Owing {
  readonly seat: number;
  readonly deadline: number | null;
}

async function tell(
  accounts: AccountService,
  notifier: Notifier,
  kind: NoticeKind,
  runtime: TableRuntime,
  owing: readonly Owing[],
): Promise<void> {
  const { table, seats } = runtime;
  const hashes = owing.flatMap(({ seat }) => seats[seat]?.tokenHash ?? []);
  const owners = await accounts.seatOwners(hashes);
  // The table as its players know it: by who sits at it (names are public at the table).
  const name = seats.map((s) => s.name ?? '?').join(', ');
  const game = gameTitle(table.game);
  await Promise.all(
    owing.map(({ seat, deadline }) => {
      const hash = seats[seat]?.tokenHash;
      const account = hash ? owners.get(hash) : undefined;
      if (!account || seats[seat]?.kind !== 'human') return undefined;
      const event = { account: { id: account }, table: { id: table.id, name }, game, deadline };
      return kind === 'clock-low' ? notifier.clockLow(event) : notifier.yourTurn(event);
    }),
  );
}
