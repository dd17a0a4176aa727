import type { SeatClockInfo } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { clockState, compactDuration, durationText, timeLeft } from './clock-text.ts';

const HOUR = 3_600_000;
const clock = (over: Partial<SeatClockInfo>): SeatClockInfo => ({
  seat: 0,
  bankMs: 48 * HOUR,
  runningSince: null,
  expiredAt: null,
  skippableFrom: null,
  botFrom: null,
  ...over,
});

describe("a turn-based seat's clock", () => {
  it('runs down only while it runs, and never below nothing', () => {
    expect(timeLeft(clock({}), 10 * HOUR)).toBe(48 * HOUR);
    expect(timeLeft(clock({ runningSince: 0 }), 10 * HOUR)).toBe(38 * HOUR);
    expect(timeLeft(clock({ runningSince: 0 }), 100 * HOUR)).toBe(0);
    expect(timeLeft(clock({ bankMs: null }), 10 * HOUR)).toBeNull();
  });

  it('reads in days and hours, then hours and minutes, in the reader language', () => {
    expect(durationText(28 * HOUR, 'en')).toBe('1 day 4 hr');
    expect(durationText(3 * HOUR + 20 * 60_000, 'en')).toBe('3 hr 20 min');
    expect(durationText(30_000, 'en')).toBe('1 min');
    expect(durationText(28 * HOUR, 'de')).toMatch(/^1 Tg\.? 4 Std\.?$/);
    expect(durationText(28 * HOUR, 'ko')).toMatch(/1.?일 4.?시간/);
  });

  it('says a run-out clock ran out, a running one runs, and shows nothing for no limit', () => {
    expect(clockState(clock({ runningSince: 0, expiredAt: 48 * HOUR, bankMs: 0 }), 49 * HOUR, 'en')).toEqual({
      key: 'tb-clock-out',
    });
    expect(clockState(clock({ runningSince: 0 }), 20 * HOUR, 'en')).toEqual({
      key: 'tb-clock-running',
      time: '1 day 4 hr',
    });
    expect(clockState(clock({ bankMs: 24 * HOUR }), 0, 'en')).toEqual({
      key: 'tb-clock-left',
      time: '1 day',
    });
    expect(clockState(clock({ bankMs: null }), 0, 'en')).toBeNull();
  });
});

describe('a long countdown in a ring', () => {
  it('shows the largest whole unit in a few characters', () => {
    expect(compactDuration(47 * HOUR, 'en')).toBe('1d');
    expect(compactDuration(5 * HOUR + 1, 'en')).toBe('5h');
    expect(compactDuration(39 * 60_000 + 1, 'en')).toBe('40m');
    for (const locale of ['en', 'de', 'ko'])
      expect(compactDuration(47 * HOUR, locale).length).toBeLessThanOrEqual(4);
  });
});
