/**
 * The humans' order at the end of a rated game, for the rating update. A game reports its winner
 * (or a draw), not a full order, so the winner comes first and the other humans share second
 * place; in a draw they all share first. Bots are left out: the humans are ranked among
 * themselves (a bot's win only means no human won). A human whose seat a bot was playing at the
 * end (away past the grace period, `autoplay`) is ranked last, below everyone who stayed.
 */
import type { WireOutcome } from '@nobid/protocol';
import type { SeatRecord } from '../storage/storage.ts';

export interface RankedSeat {
  readonly seat: number;
  readonly userId: string;
  /** 1 is best; equal ranks are ties. */
  readonly rank: number;
}

export function rankHumans(
  outcome: WireOutcome,
  seats: readonly SeatRecord[],
  accounts: ReadonlyMap<number, string>,
): RankedSeat[] {
  const humans = seats.filter((s) => s.kind === 'human' && accounts.has(s.seat));
  const present = humans.filter((s) => !s.autoplay);
  const winnerPresent = outcome.kind === 'win' && present.some((s) => s.seat === outcome.winner);
  const rankOf = (s: SeatRecord): number => {
    if (!s.autoplay) return winnerPresent && s.seat !== (outcome as { winner: number }).winner ? 2 : 1;
    const best = present.length === 0 ? 0 : winnerPresent && present.length > 1 ? 2 : 1;
    return best + 1;
  };
  return humans.map((s) => ({ seat: s.seat, userId: accounts.get(s.seat)!, rank: rankOf(s) }));
}
