/**
 * No Bid's tables and curves over a whole run: every card's life (drawn, held, played,
 * cancelled, resolved, answered), the win rate of a seat that played a card against one that
 * held it and did not, the leader's count round by round, and who pulled the leader back.
 */
import { type Difference, type GameRecord, proportionDifference, type Rate, rate } from '@nobid/sim';
import { compileEdition } from '../edition/compile.ts';
import type { Edition } from '../edition/schema.ts';
import { factsOf } from './figures.ts';

export interface NobidCardRow {
  readonly card: string;
  readonly type: string;
  /** Per game, averaged over every game of the run. */
  readonly drawnPerGame: number;
  readonly heldAtEndPerGame: number;
  readonly playedPerGame: number;
  readonly cancelledPerGame: number;
  readonly resolvedPerGame: number;
  /** Of the stacks this card began, the share someone answered with No Bid or Circuit Breaker. */
  readonly answered: Rate;
  /** Win rate of the (game, seat) pairs that played it at least once. */
  readonly winWhenPlayed: Rate;
  /** Win rate of the (game, seat) pairs that had it in hand and never played it. */
  readonly winWhenHeldNotPlayed: Rate;
  /** winWhenPlayed − winWhenHeldNotPlayed (Newcombe interval): correlation, not cause. */
  readonly improvement: Difference;
}

export interface NobidSummary {
  /** The edition's target (counting Positions that win), for the leader's plot. */
  readonly target: number;
  readonly cards: readonly NobidCardRow[];
  /** Mean public leader's count at the start of each round, over the games still running. */
  readonly leaderByRound: readonly { round: number; leader: number; games: number }[];
  readonly pullbacksByCard: readonly { card: string; pullbacks: number; perGame: number }[];
  readonly windows: { readonly opened: number; readonly answered: number };
  readonly gamesWithReshuffle: Rate;
  readonly maxStackDepth: number;
}

const popcount = (x: number) => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
};

export function summariseNobid(
  records: readonly GameRecord[],
  edition: Edition,
  players: number,
): NobidSummary {
  const table = compileEdition(edition, players);
  const kinds = table.kinds;
  const games = Math.max(1, records.length);
  const sum = (pick: (r: GameRecord) => readonly number[]) => {
    const out = new Array<number>(kinds.length).fill(0);
    for (const r of records) {
      const xs = pick(r);
      for (let k = 0; k < xs.length; k++) out[k]! += xs[k]!;
    }
    return out;
  };
  const drawn = sum((r) => factsOf(r).cards.drawn);
  const held = sum((r) => factsOf(r).cards.heldAtEnd);
  const played = sum((r) => factsOf(r).cards.played);
  const cancelled = sum((r) => factsOf(r).cards.cancelled);
  const resolved = sum((r) => factsOf(r).cards.resolved);
  const stacksOn = sum((r) => factsOf(r).cards.stacksOn);
  const answeredOn = sum((r) => factsOf(r).cards.answeredOn);
  const pullbacksBy = sum((r) => factsOf(r).pullbacksBy);

  const playedPairs = new Array<number>(kinds.length).fill(0);
  const playedWins = new Array<number>(kinds.length).fill(0);
  const heldPairs = new Array<number>(kinds.length).fill(0);
  const heldWins = new Array<number>(kinds.length).fill(0);
  for (const r of records) {
    const { playedBy, heldBy } = factsOf(r).cards;
    const won = r.outcome.kind === 'win' ? 1 << r.outcome.winner : 0;
    for (let k = 0; k < kinds.length; k++) {
      const heldOnly = heldBy[k]! & ~playedBy[k]!;
      playedPairs[k]! += popcount(playedBy[k]!);
      playedWins[k]! += playedBy[k]! & won ? 1 : 0;
      heldPairs[k]! += popcount(heldOnly);
      heldWins[k]! += heldOnly & won ? 1 : 0;
    }
  }

  const byRound: { total: number; games: number }[] = [];
  for (const r of records)
    factsOf(r).leaderByRound.forEach((count, i) => {
      byRound[i] ??= { total: 0, games: 0 };
      byRound[i]!.total += count;
      byRound[i]!.games++;
    });

  let opened = 0;
  let answered = 0;
  let reshuffled = 0;
  let maxStackDepth = 0;
  for (const r of records) {
    const f = factsOf(r);
    opened += f.windowsOpened;
    answered += f.windowsAnswered;
    if (f.reshuffles > 0) reshuffled++;
    for (const [depth] of r.cards.stackDepths) maxStackDepth = Math.max(maxStackDepth, depth);
  }

  return {
    target: edition.numbers.target,
    cards: kinds.map((d, k) => ({
      card: d.kind,
      type: d.type,
      drawnPerGame: drawn[k]! / games,
      heldAtEndPerGame: held[k]! / games,
      playedPerGame: played[k]! / games,
      cancelledPerGame: cancelled[k]! / games,
      resolvedPerGame: resolved[k]! / games,
      answered: rate(answeredOn[k]!, stacksOn[k]!),
      winWhenPlayed: rate(playedWins[k]!, playedPairs[k]!),
      winWhenHeldNotPlayed: rate(heldWins[k]!, heldPairs[k]!),
      improvement: proportionDifference(heldWins[k]!, heldPairs[k]!, playedWins[k]!, playedPairs[k]!),
    })),
    leaderByRound: byRound.map((b, round) => ({
      round: round + 1,
      leader: b.total / b.games,
      games: b.games,
    })),
    pullbacksByCard: kinds
      .map((d, k) => ({ card: d.kind, pullbacks: pullbacksBy[k]!, perGame: pullbacksBy[k]! / games }))
      .filter((p) => p.pullbacks > 0)
      .sort((a, b) => b.pullbacks - a.pullbacks || a.card.localeCompare(b.card)),
    windows: { opened, answered },
    gamesWithReshuffle: rate(reshuffled, records.length),
    maxStackDepth,
  };
}
