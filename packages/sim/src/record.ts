/**
 * One game's record: what a worker thread sends back and every figure is computed from. Only
 * plain data, so that it crosses a thread's message port.
 */
import type { Outcome, Seat } from '@nobid/engine';
import type { CardStatsData } from './card-stats.ts';

export interface GameRecord {
  readonly outcome: Outcome;
  readonly turns: number;
  readonly actions: number;
  readonly cards: CardStatsData;
  /** The seat that moved first; −1 when a game opens with several seats deciding at once. */
  readonly first: Seat;
  /** `--rotate`: seat s held the line-up's bot (s − shift) mod players. Always 0 without it. */
  readonly shift: number;
  /** The game's own per-game figures (No Bid's: `nobid/tracker.ts`); absent for other games. */
  readonly facts?: unknown;
}

/** The winner's place in turn order (0: moved first), or −1 for a draw or an unknown first seat. */
export function winnerPosition(record: GameRecord, players: number): number {
  if (record.outcome.kind !== 'win' || record.first < 0) return -1;
  return (record.outcome.winner - record.first + players) % players;
}

/** The index into the bot line-up of the bot that sat at `seat`. */
export const lineupIndex = (seat: Seat, shift: number, players: number): number =>
  (seat - shift + players) % players;

/** The seat the line-up's bot `index` held. */
export const seatOfLineup = (index: number, shift: number, players: number): Seat =>
  (index + shift) % players;
