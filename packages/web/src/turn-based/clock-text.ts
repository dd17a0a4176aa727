/**
 * What a seat's clock says, pure: the time left on a turn-based seat's bank at `now`, in words of
 * the reader's language. Times of days are read in days and hours, not seconds: a move takes a day.
 */
import type { SeatClockInfo } from '@nobid/protocol';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left on `clock` at `now` (epoch ms); null: no limit. */
export function timeLeft(clock: SeatClockInfo, now: number): number | null {
  if (clock.bankMs === null) return null;
  if (clock.expiredAt !== null) return 0;
  return clock.runningSince === null ? clock.bankMs : Math.max(0, clock.bankMs - (now - clock.runningSince));
}

/** `ms` as the two largest units that matter ("1 day 4 hr", "3 hr 20 min", "12 min"). */
export function durationText(ms: number, locale: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  // Rounded up: "1 min" left until the very end, never "0 min" while time remains.
  const minutes = Math.ceil((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0)
    return minutes > 0 && minutes < 60
      ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`
      : unit(hours, 'hour');
  return unit(Math.max(ms > 0 ? 1 : 0, minutes), 'minute');
}

export type ClockState =
  | { readonly key: 'tb-clock-out' }
  | { readonly key: 'tb-clock-left' | 'tb-clock-running'; readonly time: string };

/** The words beside a seat's name; null for a seat with no limit (nothing to show). */
export function clockState(clock: SeatClockInfo, now: number, locale: string): ClockState | null {
  const left = timeLeft(clock, now);
  if (left === null) return null;
  if (clock.expiredAt !== null || left === 0) return { key: 'tb-clock-out' };
  return {
    key: clock.runningSince === null ? 'tb-clock-left' : 'tb-clock-running',
    time: durationText(left, locale),
  };
}

/** A long countdown in a ring's few characters: the largest whole unit, narrow ("2d", "5h", "40m"). */
export function compactDuration(ms: number, locale: string): string {
  const [value, unit] =
    ms >= DAY
      ? [Math.floor(ms / DAY), 'day' as const]
      : ms >= HOUR
        ? [Math.floor(ms / HOUR), 'hour' as const]
        : [Math.ceil(ms / MINUTE), 'minute' as const];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(value);
}
