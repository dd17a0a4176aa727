/**
 * Which timers a table needs in a given state. Pure: the inputs are the state's decisions, the
 * seats, the timers already running, and a random source for delays. A timer that is still
 * about the same decision keeps its due time, so a reaction window's deadline does not move when
 * somebody answers it, and a restart resumes every timer from its stored deadline.
 */
import type { AnyGame, Decision } from '@nobid/engine';
import type { SeatRecord, TableRecord, TimerRecord } from '../storage/storage.ts';
import { type TimingConfig, turnDelay, windowAnswerDelay } from '../timing.ts';
import { allHumansAwaySince, RESTS_AFTER_MS, rests } from '../watch/idle-tables.ts';
import { decisionsOf } from './decisions.ts';
import { windowAnswer } from './standing-orders.ts';
import { isTurnBased, windowMsOf } from './turn-based-settings.ts';

export interface PlanInput {
  readonly table: TableRecord;
  readonly seats: readonly SeatRecord[];
  readonly game: AnyGame;
  readonly state: unknown;
  readonly previous: readonly TimerRecord[];
  /** The seat whose action led here: its own timers start afresh. Null for a recompute. */
  readonly actor: number | null;
  readonly now: number;
  readonly timing: TimingConfig;
  readonly random: () => number;
  /**
   * Whether anyone can watch this table's timing: someone connected to it, seat or spectator.
   * Only a table of bot seats that nobody watches answers its windows at once; by default a
   * table counts as watched.
   */
  readonly watched?: boolean;
  /**
   * Turn-based tables: a seat's turn deadline is its clock's expiry (`seat-clocks.ts`); null: no
   * deadline runs (no limit, or the clock ran out: the seat is skipped or taken over instead).
   */
  readonly turnDeadline?: (seat: number) => number | null;
}

/**
 * The key suffix of an answer timer due at once (a bot-only table nobody watches): such a timer
 * is not kept when the table becomes watched, so the next plan draws a delay for it.
 */
export const AT_ONCE = '@once';
export const isAtOnce = (t: TimerRecord): boolean => t.key.endsWith(AT_ONCE);

export const decisionKey = (d: Decision): string =>
  d.window === undefined ? d.kind : `${d.kind}#w${d.window}`;

/**
 * Who answers a seat's decision: a bot, else its player (whose standing orders may answer a
 * reaction window for it: `standing-orders.ts`).
 */
export function controllerOf(seat: SeatRecord, _d: Decision): 'human' | 'bot' {
  return seat.kind === 'bot' || seat.autoplay ? 'bot' : 'human';
}

export function planTimers(input: PlanInput): TimerRecord[] {
  const { table, seats, game, state, previous, actor, now, timing, random } = input;
  const id = table.id;
  const out: TimerRecord[] = [];
  // A table every human left an hour ago rests: nothing runs until a player comes back.
  if (rests(table.settings, seats, now)) return out;
  const windowMs = windowMsOf(table.settings);
  const turnMs = table.settings.turnTimerSeconds * 1000;
  const atOnce = input.watched === false && seats.every((s) => s.kind === 'bot');
  const kept = (seat: number, kind: TimerRecord['kind'], key: string, isWindow: boolean) =>
    isWindow || seat !== actor
      ? previous.find((t) => t.seat === seat && t.kind === kind && t.key === key)
      : undefined;

  for (const d of decisionsOf(game, state)) {
    const seat = seats[d.seat];
    if (!seat) continue;
    const key = decisionKey(d);
    const isWindow = d.window !== undefined;
    // A window has one deadline for everyone: whoever's timer already exists sets it.
    const sharedWindow = isWindow ? previous.find((t) => t.kind === 'deadline' && t.key === key) : undefined;
    const clockDue = !isWindow && input.turnDeadline ? input.turnDeadline(d.seat) : undefined;
    const deadline =
      clockDue !== undefined
        ? (clockDue ?? Number.POSITIVE_INFINITY)
        : (kept(d.seat, 'deadline', key, isWindow)?.dueAt ??
          sharedWindow?.dueAt ??
          now + (isWindow ? windowMs : turnMs));
    if (Number.isFinite(deadline))
      out.push({ tableId: id, seat: d.seat, kind: 'deadline', key, dueAt: deadline });

    const opened = !previous.some((t) => t.kind === 'deadline' && t.key === key);
    // The seat's standing orders answer the window for it: at the moment the window opens (or the
    // orders change), whatever the seat holds, so that no moment depends on a hand.
    const ordered = isWindow
      ? windowAnswer({ game, state, seat, decision: d, key, opened, actor, previous })
      : null;
    if (ordered !== null) {
      out.push({
        tableId: id,
        seat: d.seat,
        kind: 'autopass',
        key: ordered,
        dueAt: kept(d.seat, 'autopass', ordered, true)?.dueAt ?? now,
      });
      continue;
    }
    const who = controllerOf(seat, d);
    if (who === 'human') continue;
    // A bot-only table nobody watches has nobody to hide timing from: its windows resolve at once.
    const answerKey = isWindow && atOnce ? `${key}${AT_ONCE}` : key;
    let due = kept(d.seat, who, answerKey, isWindow)?.dueAt;
    if (due === undefined) {
      // Drawn here, before anyone decides anything: the seat's hand has no say in it.
      const delay = isWindow
        ? atOnce
          ? 0
          : windowAnswerDelay(timing, windowMs, random)
        : turnDelay(timing, random);
      due = Math.min(now + delay, deadline);
    }
    out.push({ tableId: id, seat: d.seat, kind: who, key: answerKey, dueAt: due });
  }

  // A turn-based seat is never taken over for being away: absence is normal there.
  for (const seat of isTurnBased(table.settings) ? [] : seats) {
    if (seat.kind === 'human' && seat.awaySince !== null && !seat.autoplay) {
      out.push({
        tableId: id,
        seat: seat.seat,
        kind: 'grace',
        key: 'away',
        dueAt: seat.awaySince + timing.graceMs,
      });
    }
  }
  // Every human away: wake when the table starts to rest, to stop its timers then.
  const away = allHumansAwaySince(table.settings, seats);
  if (away !== null)
    out.push({ tableId: id, seat: away.seat, kind: 'rest', key: 'rest', dueAt: away.since + RESTS_AFTER_MS });
  return out;
}
