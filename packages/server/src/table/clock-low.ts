/**
 * "Your clock is low" (issue 31): a turn-based seat whose clock runs is told once per move when
 * what is left falls to a fifth of the profile's time per move (`LOW_SHARE`): 4.8 h of a 24 h
 * profile, 9.6 h of 48 h, 14.4 h of 72 h. A fifth rather than a fixed number of hours, so that
 * every profile leaves about the same share of a move to answer in: on the slow profiles a player
 * who looks once a day still sees the notice in time.
 *
 * The moment is a stored timer (`clock-low`), found by the same indexed due-time query as every
 * other turn-based timer, so it survives restarts and fires once in a cluster. It is planned when
 * the seat's clock starts (its key names that start) and then only kept: once it has fired it is
 * gone from the table's timers, and no later plan of the same move makes it again. A clock that
 * starts already that low gets none: its "your turn" notice says the deadline. Pure.
 */
import type { SpeedProfile } from '@nobid/protocol';
import type { SeatClockRecord, SeatRecord, TimerRecord } from '../storage/storage.ts';

/** The share of a move's time left at which the seat is told its clock is low. */
export const LOW_SHARE = 0.2;

/** What is left on a clock when it counts as low; null: the profile has no time per move. */
export const lowThresholdMs = (profile: SpeedProfile): number | null =>
  profile.incrementMs === null ? null : Math.round(profile.incrementMs * LOW_SHARE);

/** The key of a clock-low timer: the move it belongs to, named by when the seat's clock started. */
const lowKey = (runningSince: number): string => `low@${runningSince}`;

export interface ClockLowInput {
  readonly tableId: string;
  readonly profile: SpeedProfile;
  /** The seats' clocks after the step. */
  readonly clocks: readonly SeatClockRecord[];
  readonly seats: readonly SeatRecord[];
  /** The table's timers before the step. */
  readonly previous: readonly TimerRecord[];
  readonly now: number;
}

/** The clock-low timers of the seats whose clock runs: kept from before, or new for a clock started now. */
export function clockLowTimers(input: ClockLowInput): TimerRecord[] {
  const threshold = lowThresholdMs(input.profile);
  if (threshold === null) return [];
  return input.clocks.flatMap((c): TimerRecord[] => {
    const seat = input.seats[c.seat];
    if (c.runningSince === null || c.bankMs === null || c.expiredAt !== null) return [];
    if (seat?.kind !== 'human' || seat.autoplay) return [];
    const key = lowKey(c.runningSince);
    const kept = input.previous.find((t) => t.kind === 'clock-low' && t.seat === c.seat && t.key === key);
    if (kept) return [kept];
    // Planned only as the clock starts: a plan later in the same move finds it fired (gone).
    if (c.runningSince !== input.now) return [];
    const dueAt = c.runningSince + c.bankMs - threshold;
    return dueAt > input.now ? [{ tableId: input.tableId, seat: c.seat, kind: 'clock-low', key, dueAt }] : [];
  });
}
