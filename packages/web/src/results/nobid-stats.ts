/**
 * A No Bid game's numbers per player, read from its public events (what a spectator saw):
 * - played: every card a player put into play, the turn's cards and the responses;
 * - noBids: No Bids played; noBidsCancelled: those of them a counter card cancelled in turn;
 * - attacksMade / attacksReceived: cards played at another player, a Book chosen as the target
 *   (a Drawdown, Margin Squeeze) or a Position in another's Book (Liquidate, Assign, Unwind),
 *   counted as they are played, whether or not they resolve.
 * Pure: the same events give the same numbers, in the client, in tests and in a replay.
 */
import type { NobidEvent } from '@nobid/nobid';

export interface NobidSeatStats {
  readonly seat: number;
  readonly played: number;
  readonly noBids: number;
  readonly noBidsCancelled: number;
  readonly attacksMade: number;
  readonly attacksReceived: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function nobidStats(
  events: readonly unknown[],
  seats: number,
  isNoBid: (card: number) => boolean,
): NobidSeatStats[] {
  const stats: Mutable<NobidSeatStats>[] = Array.from({ length: seats }, (_, seat) => ({
    seat,
    played: 0,
    noBids: 0,
    noBidsCancelled: 0,
    attacksMade: 0,
    attacksReceived: 0,
  }));
  // Whose Book holds each card now: a targeted Position's owner is the one attacked.
  const owner = new Map<number, number>();
  const attack = (from: number, to: number | undefined) => {
    if (to === undefined || to === from || !stats[to] || !stats[from]) return;
    stats[from].attacksMade++;
    stats[to].attacksReceived++;
  };
  for (const raw of events) {
    const e = raw as NobidEvent;
    switch (e.type) {
      case 'play': {
        const s = stats[e.seat];
        if (!s) break;
        s.played++;
        if (e.response) {
          if (isNoBid(e.card)) s.noBids++;
        } else if (e.target && 'seat' in e.target) attack(e.seat, e.target.seat);
        else if (e.target && 'card' in e.target) attack(e.seat, owner.get(e.target.card));
        break;
      }
      case 'cancelled':
        if (isNoBid(e.card) && stats[e.seat]) stats[e.seat]!.noBidsCancelled++;
        break;
      case 'enter-book':
        owner.set(e.card, e.seat);
        break;
      case 'assigned':
        owner.set(e.card, e.to);
        break;
      case 'liquidated':
      case 'unwound':
        owner.delete(e.card);
        break;
      default:
        break;
    }
  }
  return stats;
}
