/**
 * Turn-based seat clocks (time banks), pure. A seat's clock runs only while its player owes a
 * turn decision: reaction windows have their own deadline and never cost the bank, and a seat
 * a bot plays is not charged. When the turn leaves the seat, its clock stops and the profile's
 * increment is added (up to the maximum): time is added per move, not per action, so a turn of
 * several actions earns one increment. A seat whose clock ran out stays run out (no deadline, the
 * others may skip it, a bot comes later) until its player moves or takes the seat back: then it
 * gets one increment's time.
 *
 * Every start, stop, expiry, skip, takeover and take-back is an event kept beside the match log
 * at the log position where it happened, so a replay shows them; the game's own replay (seed +
 * log) is untouched by them.
 */
import type { Decision } from '@nobid/engine';
import type { SpeedProfile } from '@nobid/protocol';
import type {
  ClockChange,
  ClockEventRecord,
  SeatClockRecord,
  SeatRecord,
  TimerRecord,
} from '../storage/storage.ts';
import { controllerOf } from './plan-timers.ts';

/** Every seat's clock when the game starts: the profile's starting bank, stopped. */
export function startingClocks(profile: SpeedProfile, seats: number): SeatClockRecord[] {
  return Array.from({ length: seats }, (_, seat) => ({
    seat,
    bankMs: profile.startMs,
    runningSince: null,
    expiredAt: null,
    owes: false,
    deadline: null,
  }));
}

/** What is left on a clock at `now` (null: no limit). */
export function remaining(c: SeatClockRecord, now: number): number | null {
  if (c.bankMs === null) return null;
  return c.runningSince === null ? c.bankMs : Math.max(0, c.bankMs - (now - c.runningSince));
}

/** When a running clock runs out; null when it is stopped, has no limit or ran out. */
export const expiresAt = (c: SeatClockRecord): number | null =>
  c.bankMs === null || c.runningSince === null ? null : c.runningSince + c.bankMs;

/** The seats whose player owes a turn decision (not a window's; not a bot's, not the server's). */
export function turnOwers(decisions: readonly Decision[], seats: readonly SeatRecord[]): Set<number> {
  const out = new Set<number>();
  for (const d of decisions) {
    const seat = seats[d.seat];
    if (d.window === undefined && seat && controllerOf(seat, d) === 'human') out.add(d.seat);
  }
  return out;
}

export interface ClockStep {
  readonly profile: SpeedProfile;
  readonly clocks: readonly SeatClockRecord[];
  readonly decisions: readonly Decision[];
  readonly seats: readonly SeatRecord[];
  /** The seat whose action led here (it moved), or null. */
  readonly actor: number | null;
  readonly now: number;
  /** The match log's length after the step: where its events sit. */
  readonly version: number;
}

/** The clocks after a step of the game: stopped, started, credited; and the events of it. */
export function stepClocks(step: ClockStep): ClockChange {
  const { profile, decisions, seats, actor, now, version } = step;
  const owing = turnOwers(decisions, seats);
  // Stops before starts: the turn leaves one seat, then reaches the next.
  const events: ClockEventRecord[] = [];
  const starts: ClockEventRecord[] = [];
  const clocks = step.clocks.map((c): SeatClockRecord => {
    let next = c;
    const owes = owing.has(c.seat);
    // A run-out seat that moved is back in time: one move's worth.
    if (next.expiredAt !== null && c.seat === actor && !owes) {
      next = { ...next, expiredAt: null, bankMs: profile.incrementMs, runningSince: null };
      events.push({ version, seat: c.seat, event: 'stop', at: now, bankMs: next.bankMs });
    }
    if (next.runningSince !== null && !owes) {
      // The turn left the seat: the time it took comes off, a move's time goes on (if it moved).
      let bank = remaining(next, now) ?? 0;
      if (c.seat === actor && profile.incrementMs !== null && profile.maxMs !== null)
        bank = Math.min(profile.maxMs, bank + profile.incrementMs);
      next = { ...next, bankMs: bank, runningSince: null };
      events.push({ version, seat: c.seat, event: 'stop', at: now, bankMs: bank });
    } else if (next.runningSince === null && owes && next.expiredAt === null && next.bankMs !== null) {
      next = { ...next, runningSince: now };
      starts.push({ version, seat: c.seat, event: 'start', at: now, bankMs: next.bankMs });
    }
    return next;
  });
  return { clocks, events: [...events, ...starts] };
}

/** A clock runs out: stopped at zero, with the moment it did. */
export function expireClock(
  clocks: readonly SeatClockRecord[],
  seat: number,
  now: number,
  version: number,
): ClockChange {
  return {
    clocks: clocks.map((c) =>
      c.seat === seat ? { ...c, bankMs: 0, runningSince: null, expiredAt: now } : c,
    ),
    events: [{ version, seat, event: 'expire', at: now, bankMs: 0 }],
  };
}

/** Fills in who owes a decision and by when, from the table's timers (for "my games"). */
export function withOwing(
  clocks: readonly SeatClockRecord[],
  decisions: readonly Decision[],
  timers: readonly TimerRecord[],
): SeatClockRecord[] {
  return clocks.map((c) => {
    // Answered by a bot or by the server (auto-pass, a standing order): nothing for the player.
    const byOthers = timers.some((t) => t.seat === c.seat && (t.kind === 'bot' || t.kind === 'autopass'));
    const owes = !byOthers && decisions.some((d) => d.seat === c.seat);
    const due = timers.filter((t) => t.seat === c.seat && t.kind === 'deadline').map((t) => t.dueAt);
    // A run-out seat is the most urgent of all: its deadline is the moment it ran out.
    const deadline = !owes
      ? null
      : c.expiredAt !== null
        ? c.expiredAt
        : due.length > 0
          ? Math.min(...due)
          : null;
    return c.owes === owes && c.deadline === deadline ? c : { ...c, owes, deadline };
  });
}

/** Turn deadlines for `planTimers`: a running clock's expiry; null (no timer) otherwise. */
export const turnDeadlines =
  (clocks: readonly SeatClockRecord[]) =>
  (seat: number): number | null => {
    const c = clocks[seat];
    return c ? expiresAt(c) : null;
  };

/** A bot takes over a run-out seat this long after it ran out (`takeover` timers). */
export function takeoverTimers(
  tableId: string,
  profile: SpeedProfile,
  clocks: readonly SeatClockRecord[],
  seats: readonly SeatRecord[],
): TimerRecord[] {
  if (profile.botAfterMs === null) return [];
  return clocks.flatMap((c) =>
    c.expiredAt !== null && seats[c.seat]?.kind === 'human' && !seats[c.seat]?.autoplay
      ? [
          {
            tableId,
            seat: c.seat,
            kind: 'takeover' as const,
            key: 'expired',
            dueAt: c.expiredAt + profile.botAfterMs!,
          },
        ]
      : [],
  );
}
