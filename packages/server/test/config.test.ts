/** The server's settings from the environment: BOT_PACE scales the bots' delays, and nothing else. */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { botTimingAtPace, DEFAULT_TIMING } from '../src/timing.ts';

describe('BOT_PACE', () => {
  it('is 1 (the normal delays) when unset or empty', () => {
    expect(configFromEnv({}).botPace).toBe(1);
    expect(configFromEnv({ BOT_PACE: '' }).botPace).toBe(1);
    expect(botTimingAtPace(1)).toEqual({
      windowBotMinMs: DEFAULT_TIMING.windowBotMinMs,
      windowBotMaxMs: DEFAULT_TIMING.windowBotMaxMs,
      turnBotMinMs: DEFAULT_TIMING.turnBotMinMs,
      turnBotMaxMs: DEFAULT_TIMING.turnBotMaxMs,
    });
  });

  it('scales every bot delay, and leaves the away grace alone', () => {
    const fast = botTimingAtPace(configFromEnv({ BOT_PACE: '0.25' }).botPace);
    expect(fast).toEqual({ windowBotMinMs: 150, windowBotMaxMs: 625, turnBotMinMs: 200, turnBotMaxMs: 600 });
    expect(fast).not.toHaveProperty('graceMs');
  });

  it.each(['0', '-1', '2', 'fast', 'NaN'])('refuses %s with a line naming the variable', (raw) => {
    expect(() => configFromEnv({ BOT_PACE: raw })).toThrow(
      `BOT_PACE must be a number above 0 and at most 1, not "${raw}"`,
    );
  });
});
