/**
 * A Startups game's numbers per player, read from its public events:
 * - score: the final score (coins − paid + 3 × received), once the game is over;
 * - played: cards played from hand (invested or put in the market);
 * - invested: of those, the ones invested;
 * - fromMarket / coinsTaken: cards taken from the market and the coins that came with them;
 * - chipsTaken / chipsLost: the anti-monopoly chip won from another player, and lost to one
 *   (Startups' attacks).
 */
import type { StartupsEvent } from '@nobid/startups';

export interface StartupsSeatStats {
  readonly seat: number;
  readonly score: number | null;
  readonly played: number;
  readonly invested: number;
  readonly fromMarket: number;
  readonly coinsTaken: number;
  readonly chipsTaken: number;
  readonly chipsLost: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function startupsStats(events: readonly unknown[], seats: number): StartupsSeatStats[] {
  const stats: Mutable<StartupsSeatStats>[] = Array.from({ length: seats }, (_, seat) => ({
    seat,
    score: null,
    played: 0,
    invested: 0,
    fromMarket: 0,
    coinsTaken: 0,
    chipsTaken: 0,
    chipsLost: 0,
  }));
  for (const raw of events) {
    const e = raw as StartupsEvent;
    switch (e.type) {
      case 'invested': {
        const s = stats[e.seat];
        if (!s) break;
        s.played++;
        s.invested++;
        if (e.chipFrom !== undefined && e.chipFrom !== null && e.chipFrom !== e.seat && stats[e.chipFrom]) {
          s.chipsTaken++;
          stats[e.chipFrom]!.chipsLost++;
        }
        break;
      }
      case 'to-market':
        if (stats[e.seat]) stats[e.seat]!.played++;
        break;
      case 'took-market':
        if (stats[e.seat]) {
          stats[e.seat]!.fromMarket++;
          stats[e.seat]!.coinsTaken += e.coins;
        }
        break;
      case 'game-over':
        for (const score of e.final.scores) if (stats[score.seat]) stats[score.seat]!.score = score.score;
        break;
      default:
        break;
    }
  }
  return stats;
}
