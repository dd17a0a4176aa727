/**
 * How long bots and away players take (standing orders answer as a window opens: no delay). Every delay is drawn from `random` alone,
 * never from anything the seat holds: the time a seat takes to answer a reaction window must not
 * tell the others whether it could have countered.
 */
import { randomInt } from 'node:crypto';

export interface TimingConfig {
  /** A bot's answer to a reaction window: uniform in [min, max] ms (capped by the window). */
  readonly windowBotMinMs: number;
  readonly windowBotMaxMs: number;
  /** A bot's other decisions: uniform in [min, max] ms. */
  readonly turnBotMinMs: number;
  readonly turnBotMaxMs: number;
  /** How long an away player keeps their seat before a bot plays it. */
  readonly graceMs: number;
  /**
   * When a bot's answer goes in: at its drawn time (`drawn`, the default and the only setting for
   * a real server), or as soon as it is decided (`when-decided`): the leak the drawn release
   * closes, kept only so that the timing leak test's positive control can show it detects it.
   */
  readonly botRelease?: 'drawn' | 'when-decided';
}

export const DEFAULT_TIMING: TimingConfig = {
  windowBotMinMs: 600,
  windowBotMaxMs: 2500,
  turnBotMinMs: 800,
  turnBotMaxMs: 2400,
  graceMs: 30_000,
};

/** The normal timing with every bot delay scaled by `pace` (0 < pace ≤ 1; BOT_PACE). */
export function botTimingAtPace(pace: number): Partial<TimingConfig> {
  const scale = (ms: number) => Math.round(ms * pace);
  return {
    windowBotMinMs: scale(DEFAULT_TIMING.windowBotMinMs),
    windowBotMaxMs: scale(DEFAULT_TIMING.windowBotMaxMs),
    turnBotMinMs: scale(DEFAULT_TIMING.turnBotMinMs),
    turnBotMaxMs: scale(DEFAULT_TIMING.turnBotMaxMs),
  };
}

/** A uniform float in [0, 1) from the OS's generator: not seeded, so nothing can predict it. */
export const secureRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47;

export function uniformMs(random: () => number, min: number, max: number): number {
  return Math.round(min + (Math.max(min, max) - min) * random());
}

/**
 * The delay before a bot answers a reaction window `windowMs` long. Its inputs are
 * the table's timing settings and the random source, and nothing else.
 */
export function windowAnswerDelay(timing: TimingConfig, windowMs: number, random: () => number): number {
  const max = Math.min(timing.windowBotMaxMs, windowMs * 0.8);
  const min = Math.min(timing.windowBotMinMs, max);
  return uniformMs(random, min, max);
}

export function turnDelay(timing: TimingConfig, random: () => number): number {
  return uniformMs(random, timing.turnBotMinMs, timing.turnBotMaxMs);
}
