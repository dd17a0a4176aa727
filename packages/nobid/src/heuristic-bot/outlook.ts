/**
 * How good a table looks to one seat, from the Book counts alone: the heuristic bot's yardstick.
 * Own progress counts more the nearer it gets to 7; an opponent's counts as a threat that grows
 * steeply with their count, which is what makes the bot build its own Book early and attack
 * the leader once someone gets close. A win or a loss dwarfs everything else.
 */
export const WIN = 100;

const progress = (c: number, target: number) => c + (c * c) / target;
/** Cubic: at a target of 7, 2 -> 0.2, 4 -> 1.3, 5 -> 2.6, 6 -> 4.4. */
const threat = (c: number, target: number) => (c * c * c) / (target * target);

/**
 * Who wins if these counts stand after one effect (ruling 6): the active player if among those
 * at 7, otherwise the first of them in turn order after the active player; null if nobody.
 */
export function winnerOf(counts: readonly number[], active: number, target: number): number | null {
  const n = counts.length;
  // In turn order from `active`, wrapping rather than `%` (a division, on the playouts' path).
  for (let i = 0, seat = active; i < n; i++, seat = seat + 1 === n ? 0 : seat + 1)
    if (counts[seat]! >= target) return seat;
  return null;
}

/** The outlook of `me` at these counts, `active` breaking ties among Books that reach the target. */
export function outlook(counts: readonly number[], me: number, active: number, target: number): number {
  const winner = winnerOf(counts, active, target);
  if (winner !== null) return winner === me ? WIN : -WIN;
  let score = progress(counts[me]!, target);
  for (let p = 0; p < counts.length; p++) if (p !== me) score -= threat(counts[p]!, target);
  return score;
}

/** How much better (or worse) `after` is than `before` for `me`. */
export const gain = (
  before: readonly number[],
  after: readonly number[],
  me: number,
  active: number,
  target: number,
): number => outlook(after, me, active, target) - outlook(before, me, active, target);
