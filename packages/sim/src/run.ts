/** Plays the simulator's games and sums them up. Pure apart from the clock used for timings. */

import { playBotGame } from '@nobid/bots';
import type { AnyBot, AnyGame, EditionIdentity, GameEvent } from '@nobid/engine';
import { type CardStats, cardStatsData, mergeCardStats, newCardStats, trackGame } from './card-stats.ts';
import { coreFigureDefs } from './core-figures.ts';
import { type Figure, type FigureDef, measure } from './figures.ts';
import type { GameMetrics } from './game-metrics.ts';
import { type GameRecord, lineupIndex, winnerPosition } from './record.ts';
import { gamesForSeatVerdict, mean, median, type Rate, rate, tally } from './stats.ts';

export type { GameRecord } from './record.ts';

export interface SimConfig {
  readonly gameName: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** One label per seat ("easy", "hard"...): the "per bot" figures group by it. */
  readonly botLabels: readonly string[];
  readonly bots: readonly AnyBot[];
  /** The game's options, already parsed (No Bid: the edition); the game's defaults when absent. */
  readonly options?: unknown;
  /** `--rotate`: game i seats the line-up shifted i seats on, so no bot keeps one seat. */
  readonly rotate?: boolean;
  /** The game's own figures (the catalog's `metricsOf`); a run without them has the common ones. */
  readonly metrics?: GameMetrics;
}

export interface SimSummary {
  readonly game: string;
  /** The edition played (No Bid), by name, version and content hash; null for other games. */
  readonly edition: EditionIdentity | null;
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  /** The bot line-up; with `rotate`, seat s of game i held line-up bot (s − i) mod players. */
  readonly bots: readonly string[];
  readonly rotate: boolean;
  /** Per seat; with `rotate` every seat held every bot in turn ("bot" is then "rotated"). */
  readonly seats: readonly { seat: number; bot: string; wins: Rate }[];
  /** Per bot level, over the games and seats it held (per line-up entry, whatever its seat). */
  readonly byBot: readonly { bot: string; seats: number[]; wins: Rate }[];
  /** Win rate by place in turn order (0: the first player), whoever sat there. */
  readonly positions: readonly { position: number; wins: Rate }[];
  /** Games a ±3-point seat verdict needs at this table size (binomial variance at the fair share). */
  readonly verdictGames: number;
  /** Every figure of the run with its 95% interval (the same figures a sweep plots and a comparison tests). */
  readonly figures: readonly Figure[];
  /** The game's own tables and curves (No Bid: `@nobid/nobid/sim`); absent for a game without them. */
  readonly metrics?: unknown;
  /** Games that ended at the turn cap (or otherwise without a winner). */
  readonly draws: Rate;
  readonly length: {
    readonly unit: 'turns';
    /** The same in rounds (one turn per player). */
    readonly rounds: { readonly mean: number; readonly median: number };
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

/** The bots of game `index`, seat by seat: the line-up, shifted one seat a game with `rotate`. */
export function seatingOf(config: SimConfig, index: number): { bots: AnyBot[]; shift: number } {
  const n = config.players;
  const shift = config.rotate ? index % n : 0;
  return { bots: Array.from({ length: n }, (_, seat) => config.bots[lineupIndex(seat, shift, n)]!), shift };
}

/** Whose decision opens the game: its first player (−1 if several seats decide at once). */
function firstSeat(game: AnyGame, initial: unknown): number {
  const decisions = game.decisions(initial);
  return decisions.length === 1 ? decisions[0]!.seat : -1;
}

/** Plays game number `index` of a run. Its seed is `${config.seed}:${index}`, whoever plays it. */
export function playSimGame(config: SimConfig, index: number): GameRecord {
  const { game, players } = config;
  const seed = `${config.seed}:${index}`;
  const cards = newCardStats();
  const tracker = trackGame(game, cards);
  const initial = game.setup(players, config.options ?? game.parseOptions({}), seed);
  const first = firstSeat(game, initial);
  const own = config.metrics?.track(initial);
  const { bots, shift } = seatingOf(config, index);
  const onEvents =
    game.cardFacts || own
      ? (events: readonly GameEvent<unknown>[], state: unknown) => {
          if (game.cardFacts) tracker.onEvents(events, state);
          own?.onEvents(events, state);
        }
      : undefined;
  const result = playBotGame(game, initial, bots, seed, { onEvents });
  tracker.finish(result.outcome);
  return {
    outcome: result.outcome,
    turns: result.turns,
    actions: result.actions,
    cards: cardStatsData(cards),
    first,
    shift,
    ...(own ? { facts: own.finish(result.outcome) } : {}),
  };
}

/** Every figure a run of this game at this table size reports (and a comparison tests). */
export function figureDefsOf(config: SimConfig): FigureDef[] {
  return [...coreFigureDefs(config.players), ...(config.metrics?.figureDefs(config.players) ?? [])];
}

/** The edition a run plays (No Bid), or null for a game without editions. */
export const editionOf = (config: SimConfig): EditionIdentity | null =>
  config.game.editionOf?.(config.options ?? config.game.parseOptions({})) ?? null;

/**
 * Sums game records up, in game order: the summary is the same whether the games were played
 * in this thread or spread over workers.
 */
export function summariseRecords(config: SimConfig, records: readonly GameRecord[]): SimSummary {
  const n = config.players;
  const games = records.length;
  const seatWins = new Array<number>(n).fill(0);
  const positionWins = new Array<number>(n).fill(0);
  const lineupWins = new Array<number>(n).fill(0);
  let draws = 0;
  let knownFirst = 0;
  const cards = newCardStats();
  for (const record of records) {
    if (record.outcome.kind === 'win') {
      seatWins[record.outcome.winner]!++;
      lineupWins[lineupIndex(record.outcome.winner, record.shift, n)]!++;
    } else draws++;
    if (record.first >= 0) {
      knownFirst++;
      const position = winnerPosition(record, n);
      if (position >= 0) positionWins[position]!++;
    }
    mergeCardStats(cards, record.cards);
  }
  const lengths = records.map((r) => r.turns);
  const labels = [...new Set(config.botLabels)];
  const rotate = config.rotate === true;
  const own = config.metrics;
  const options = config.options ?? config.game.parseOptions({});
  return {
    game: config.gameName,
    edition: editionOf(config),
    players: n,
    games,
    seed: config.seed,
    bots: config.botLabels,
    rotate,
    seats: seatWins.map((w, seat) => ({
      seat,
      bot: rotate && labels.length > 1 ? 'rotated' : config.botLabels[seat]!,
      wins: rate(w, games),
    })),
    byBot: labels.map((bot) => {
      const slots = config.botLabels.flatMap((l, i) => (l === bot ? [i] : []));
      const won = slots.reduce((sum, i) => sum + lineupWins[i]!, 0);
      return { bot, seats: rotate ? [...Array(n).keys()] : slots, wins: rate(won, games * slots.length) };
    }),
    positions: positionWins.map((w, position) => ({ position, wins: rate(w, knownFirst) })),
    verdictGames: gamesForSeatVerdict(n),
    figures: figureDefsOf(config).map((def) => measure(def, records, config.seed)),
    draws: rate(draws, games),
    length: {
      unit: 'turns',
      rounds: { mean: mean(lengths) / n, median: median(lengths) / n },
      mean: mean(lengths),
      median: median(lengths),
      min: Math.min(...lengths),
      max: Math.max(...lengths),
      histogram: tally(lengths).map(({ value, count }) => ({ turns: value, games: count })),
    },
    actionsPerGame: mean(records.map((r) => r.actions)),
    cards: cardsSummary(cards, games),
    ...(own ? { metrics: own.summarise(records, options, n) } : {}),
  };
}

/** Plays a run's games one after another in this thread (see `runSimInWorkers` for more cores). */
export function playRecords(config: SimConfig, onGame?: (done: number) => void): GameRecord[] {
  const records: GameRecord[] = [];
  for (let g = 0; g < config.games; g++) {
    records.push(playSimGame(config, g));
    onGame?.(g + 1);
  }
  return records;
}

/** Plays a run in this thread and sums it up. */
export function runSim(config: SimConfig, onGame?: (done: number) => void): SimResult {
  const started = performance.now();
  const records = playRecords(config, onGame);
  return { summary: summariseRecords(config, records), timing: timing(config.games, started) };
}

export function timing(games: number, started: number): SimResult['timing'] {
  const seconds = (performance.now() - started) / 1000;
  return { seconds, gamesPerSec: games / Math.max(seconds, 1e-9) };
}

function cardsSummary(cards: CardStats, games: number): SimSummary['cards'] {
  return {
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
  };
}
