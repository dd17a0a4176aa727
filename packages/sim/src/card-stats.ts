/**
 * Per-card statistics, read from events through the game's optional `cardFacts` hook: how often
 * each card kind was played and cancelled, how the players who played it fared, how often the
 * response cards (No Bid, Circuit Breaker) were used, and how deep reaction stacks grew.
 */
import type { AnyGame, GameEvent, Outcome, Seat } from '@nobid/engine';

export interface CardTally {
  played: number;
  cancelled: number;
  /** Plays made as a response to another card. */
  asResponse: number;
  /** (game, seat) pairs in which that seat played the card at least once, and how many of them won. */
  playerGames: number;
  playerWins: number;
}

export interface CardStats {
  readonly cards: Map<string, CardTally>;
  /** Depth of every reaction stack (1 = a card nobody answered) -> how many stacks. */
  readonly stackDepths: Map<number, number>;
  /** Whether the game reports card facts at all. */
  supported: boolean;
}

/** The same figures as plain arrays, to cross a worker thread's message port. */
export interface CardStatsData {
  readonly supported: boolean;
  readonly cards: readonly (readonly [string, CardTally])[];
  readonly stackDepths: readonly (readonly [number, number])[];
}

export const cardStatsData = (stats: CardStats): CardStatsData => ({
  supported: stats.supported,
  cards: [...stats.cards],
  stackDepths: [...stats.stackDepths],
});

/** Adds one game's (or one batch's) figures to a running total. */
export function mergeCardStats(total: CardStats, part: CardStatsData): void {
  if (part.supported) total.supported = true;
  for (const [card, t] of part.cards) {
    const sum = tallyOf(total, card);
    sum.played += t.played;
    sum.cancelled += t.cancelled;
    sum.asResponse += t.asResponse;
    sum.playerGames += t.playerGames;
    sum.playerWins += t.playerWins;
  }
  for (const [depth, stacks] of part.stackDepths)
    total.stackDepths.set(depth, (total.stackDepths.get(depth) ?? 0) + stacks);
}

export const newCardStats = (): CardStats => ({ cards: new Map(), stackDepths: new Map(), supported: false });

const tallyOf = (stats: CardStats, card: string): CardTally => {
  let t = stats.cards.get(card);
  if (!t) {
    t = { played: 0, cancelled: 0, asResponse: 0, playerGames: 0, playerWins: 0 };
    stats.cards.set(card, t);
  }
  return t;
};

/** Follows one game's events; call `finish` with its outcome. */
export function trackGame(game: AnyGame, stats: CardStats) {
  const playedBy = new Map<string, Set<Seat>>();
  let depth = 0;
  const closeStack = () => {
    if (depth > 0) stats.stackDepths.set(depth, (stats.stackDepths.get(depth) ?? 0) + 1);
    depth = 0;
  };
  return {
    onEvents(events: readonly GameEvent<unknown>[], state: unknown): void {
      if (!game.cardFacts) return;
      stats.supported = true;
      for (const event of events)
        for (const fact of game.cardFacts(event, state)) {
          const t = tallyOf(stats, fact.card);
          if (fact.fact === 'cancelled') {
            t.cancelled++;
            continue;
          }
          t.played++;
          if (fact.response) {
            t.asResponse++;
            depth++;
          } else {
            closeStack();
            depth = 1;
          }
          const seats = playedBy.get(fact.card) ?? new Set<Seat>();
          playedBy.set(fact.card, seats.add(fact.seat));
        }
    },
    finish(outcome: Outcome): void {
      closeStack();
      for (const [card, seats] of playedBy) {
        const t = tallyOf(stats, card);
        t.playerGames += seats.size;
        if (outcome.kind === 'win' && seats.has(outcome.winner)) t.playerWins++;
      }
    },
  };
}
