/**
 * A table's timers and, on a turn-based table, its seats' clocks after a step, computed together:
 * a turn's deadline is its seat's clock (`seat-clocks.ts`), and who owes a decision by when (for
 * "my games") follows from the timers. A live table's plan is `planTimers` alone.
 */
import type { ClockChange, SeatClockRecord, TimerRecord } from '../storage/storage.ts';
import { clockLowTimers } from './clock-low.ts';
import { decisionsOf } from './decisions.ts';
import { type PlanInput, planTimers } from './plan-timers.ts';
import { stepClocks, takeoverTimers, turnDeadlines, withOwing } from './seat-clocks.ts';
import { speedOf } from './turn-based-settings.ts';

export interface ClockedPlanInput extends PlanInput {
  /** The seats' clocks before the step; null on a live table. */
  readonly clocks: readonly SeatClockRecord[] | null;
  /** The match log's length after the step. */
  readonly version: number;
  /**
   * The seat whose player moved (its clock is credited, a run-out clock comes back), if any:
   * a bot's move, a skip or a timer's default is not the player's.
   */
  readonly mover: number | null;
}

export interface ClockedPlan {
  readonly timers: TimerRecord[];
  /** Null on a live table. */
  readonly clocks: ClockChange | null;
}

export function planWithClocks(input: ClockedPlanInput): ClockedPlan {
  const profile = speedOf(input.table.settings);
  if (!profile || !input.clocks) return { timers: planTimers(input), clocks: null };
  const decisions = decisionsOf(input.game, input.state);
  const step = stepClocks({
    profile,
    clocks: input.clocks,
    decisions,
    seats: input.seats,
    actor: input.mover,
    now: input.now,
    version: input.version,
  });
  const timers = [
    ...planTimers({ ...input, turnDeadline: turnDeadlines(step.clocks) }),
    ...takeoverTimers(input.table.id, profile, step.clocks, input.seats),
    ...clockLowTimers({
      tableId: input.table.id,
      profile,
      clocks: step.clocks,
      seats: input.seats,
      previous: input.previous,
      now: input.now,
    }),
  ];
  return { timers, clocks: { clocks: withOwing(step.clocks, decisions, timers), events: step.events } };
}
