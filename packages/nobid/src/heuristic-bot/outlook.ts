/**
 * How good a table looks to one seat, from the Book counts alone: the heuristic bot's yardstick.
 * Own progress counts more the nearer it gets to 7; an opponent's counts as a threat that grows
 * steeply with their count, which is what makes the bot build its own Book early and attack
 * the leader once someone gets close. A win or a loss dwarfs everything else.
 */
import { RULES } from '../cards.ts';

export const WIN = 100;

const progress = (c: number) => c + (c * c) / RULES.target;
/** Cubic: 2 -> 0.2, 4 -> 1.3, 5 -> 2.6, 6 -> 4.4. */
const threat = (c: number) => (c * c * c) / (RULES.target * RULES.target);

/**
 * Who wins if these counts stand after one effect (ruling 6): the active player if among those
 * at 7, otherwise the first of them in turn order after the active player; null if nobody.
 */
export function winnerOf(counts: readonly number[], active: number): number | null {
  const n = counts.length;
  for (let i = 0; i < n; i++) {
    const seat = (active + i) % n;
    if (counts[seat]! >= RULES.target) return seat;
  }
  return null;
}

/** The outlook of `me` at these counts, `active` breaking ties among Books that reach 7. */
export function outlook(counts: readonly number[], me: number, active: number): number {
  const winner = winnerOf(counts, active);
  if (winner !== null) return winner === me ? WIN : -WIN;
  let score = progress(counts[me]!);
  for (let p = 0; p < counts.length; p++) if (p !== me) score -= threat(counts[p]!);
  return score;
}

/** How much better (or worse) `after` is than `before` for `me`. */
export const gain = (
  before: readonly number[],
  after: readonly number[],
  me: number,
  active: number,
): number => outlook(after, me, active) - outlook(before, me, active);
