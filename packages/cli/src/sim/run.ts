/** Plays the simulator's games and sums them up. Pure apart from the clock used for timings. */

import { playBotGame } from '@nobid/bots';
import type { AnyBot, AnyGame, Outcome } from '@nobid/engine';
import {
  type CardStats,
  type CardStatsData,
  cardStatsData,
  mergeCardStats,
  newCardStats,
  trackGame,
} from './card-stats.ts';
import { mean, median, type Rate, rate, tally } from './stats.ts';

export interface SimConfig {
  readonly gameName: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** One label per seat ("easy", "hard"...): the "per bot" figures group by it. */
  readonly botLabels: readonly string[];
  readonly bots: readonly AnyBot[];
}

export interface SimSummary {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  readonly bots: readonly string[];
  readonly seats: readonly { seat: number; bot: string; wins: Rate }[];
  readonly byBot: readonly { bot: string; seats: number[]; wins: Rate }[];
  /** Games that ended at the turn cap (or otherwise without a winner). */
  readonly draws: Rate;
  readonly length: {
    readonly unit: 'turns';
    readonly mean: number;
    readonly median: number;
    readonly min: number;
    readonly max: number;
    readonly histogram: readonly { turns: number; games: number }[];
  };
  readonly actionsPerGame: number;
  readonly cards: {
    readonly supported: boolean;
    readonly list: readonly {
      card: string;
      played: number;
      cancelled: number;
      asResponse: number;
      /** Per game: how often it was played, on average. */
      playedPerGame: number;
      /** Win rate of the seats that played it at least once in a game. */
      playerWins: Rate;
    }[];
    readonly stackDepths: readonly { depth: number; stacks: number }[];
  };
}

export interface SimResult {
  readonly summary: SimSummary;
  /** Kept apart: the only part of a run that differs between two runs with the same seed. */
  readonly timing: { readonly seconds: number; readonly gamesPerSec: number };
}

/** One game's figures: what a worker thread sends back, and what the summary is built from. */
export interface GameRecord {
  readonly outcome: Outcome;
  readonly turns: number;
  readonly actions: number;
  readonly cards: CardStatsData;
}

/** Plays game number `index` of a run. Its seed is `${config.seed}:${index}`, whoever plays it. */
export function playSimGame(config: SimConfig, index: number): GameRecord {
  const { game, players } = config;
  const seed = `${config.seed}:${index}`;
  const cards = newCardStats();
  const tracker = trackGame(game, cards);
  const result = playBotGame(game, game.setup(players, game.parseOptions({}), seed), config.bots, seed, {
    onEvents: game.cardFacts ? tracker.onEvents : undefined,
  });
  tracker.finish(result.outcome);
  return {
    outcome: result.outcome,
    turns: result.turns,
    actions: result.actions,
    cards: cardStatsData(cards),
  };
}

/**
 * Sums game records up, in game order: the summary is the same whether the games were played
 * in this thread or spread over workers.
 */
export function summariseRecords(config: SimConfig, records: readonly GameRecord[]): SimSummary {
  const wins = new Array<number>(config.players).fill(0);
  let draws = 0;
  const cards = newCardStats();
  for (const record of records) {
    if (record.outcome.kind === 'win') wins[record.outcome.winner]!++;
    else draws++;
    mergeCardStats(cards, record.cards);
  }
  return summarise(
    config,
    wins,
    draws,
    records.map((r) => r.turns),
    records.map((r) => r.actions),
    cards,
  );
}

/** Plays a run's games one after another in this thread (see `runSimInWorkers` for more cores). */
export function runSim(config: SimConfig, onGame?: (done: number) => void): SimResult {
  const started = performance.now();
  const records: GameRecord[] = [];
  for (let g = 0; g < config.games; g++) {
    records.push(playSimGame(config, g));
    onGame?.(g + 1);
  }
  return { summary: summariseRecords(config, records), timing: timing(config.games, started) };
}

export function timing(games: number, started: number): SimResult['timing'] {
  const seconds = (performance.now() - started) / 1000;
  return { seconds, gamesPerSec: games / Math.max(seconds, 1e-9) };
}

function summarise(
  config: SimConfig,
  wins: number[],
  draws: number,
  lengths: number[],
  actions: number[],
  cards: CardStats,
): SimSummary {
  const { games } = config;
  const labels = [...new Set(config.botLabels)];
  return {
    game: config.gameName,
    players: config.players,
    games,
    seed: config.seed,
    bots: config.botLabels,
    seats: wins.map((w, seat) => ({ seat, bot: config.botLabels[seat]!, wins: rate(w, games) })),
    byBot: labels.map((bot) => {
      const seats = config.botLabels.flatMap((l, s) => (l === bot ? [s] : []));
      const won = seats.reduce((sum, s) => sum + wins[s]!, 0);
      return { bot, seats, wins: rate(won, games * seats.length) };
    }),
    draws: rate(draws, games),
    length: {
      unit: 'turns',
      mean: mean(lengths),
      median: median(lengths),
      min: Math.min(...lengths),
      max: Math.max(...lengths),
      histogram: tally(lengths).map(({ value, count }) => ({ turns: value, games: count })),
    },
    actionsPerGame: mean(actions),
    cards: {
      supported: cards.supported,
      list: [...cards.cards]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([card, t]) => ({
          card,
          played: t.played,
          cancelled: t.cancelled,
          asResponse: t.asResponse,
          playedPerGame: t.played / games,
          playerWins: rate(t.playerWins, t.playerGames),
        })),
      stackDepths: [...cards.stackDepths]
        .sort((a, b) => a[0] - b[0])
        .map(([depth, stacks]) => ({ depth, stacks })),
    },
  };
}
