/** Turns `nobid sim` options into a checked configuration; every bad input is a UsageError. */
import { type Budget, DEFAULT_SIM_LEVEL, HARD_BUDGET, LEVELS, parseBudget, parseLevel } from '@nobid/bots';
import { GAMES, metricsOf } from '@nobid/catalog';
import { EditionError, formatProblems } from '@nobid/nobid';
import type { SimConfig } from '@nobid/sim';
import { UsageError } from '../usage-error.ts';
import { simBotLevels } from './bot-levels.ts';

/**
 * A run as plain data: what the command line gives, and what a worker thread is sent to rebuild
 * the run (bots cannot cross a thread boundary; an edition travels inside `options` as JSON).
 */
export interface SimFlags {
  readonly game?: string;
  readonly players?: string;
  readonly games?: string;
  readonly seed?: string;
  /** One level per seat, comma-separated, or one level for every seat. */
  readonly bots?: string;
  readonly hardBudget?: string;
  /** The game's table options as JSON (No Bid: `{ edition: <a whole edition> }`). */
  readonly options?: unknown;
  /** Seat the line-up one seat further on each game. */
  readonly rotate?: boolean;
}

/** The game's own check of its options, every problem listed (an edition's by path). */
function parseGameOptions(game: SimConfig['game'], raw: unknown): unknown {
  try {
    return game.parseOptions(raw ?? {});
  } catch (err) {
    if (err instanceof EditionError)
      throw new UsageError(
        `the edition has ${err.problems.length} problem(s):\n${formatProblems(err.problems)}`,
      );
    throw new UsageError((err as Error).message);
  }
}

/**
 * The simulator's hard level is the lobby's (one name, one bot): "hard" is `HARD_BUDGET`,
 * `HARD_ITERATIONS` a decision at 4 players and `HARD_ITERATIONS_BY_SEATS` at the others.
 */
export const SIM_HARD_BUDGET = 'hard';

function positiveInt(flag: string, text: string | undefined, max: number): number {
  if (text === undefined) throw new UsageError(`--${flag} is required`);
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1 || n > max)
    throw new UsageError(`--${flag} must be a whole number from 1 to ${max}, got "${text}"`);
  return n;
}

/** `--workers`: how many threads play the games (1 plays them in this thread). */
export function parseWorkers(text: string): number {
  return positiveInt('workers', text, 256);
}

/** `--batch`: games per batch of a run on a queue. */
export function parseBatch(text: string): number {
  return positiveInt('batch', text, 100_000);
}

export function parseSimFlags(flags: SimFlags): SimConfig {
  if (!flags.game) throw new UsageError(`--game is required; known games: ${Object.keys(GAMES).join(', ')}`);
  const game = GAMES[flags.game];
  if (!game)
    throw new UsageError(
      `unknown game "${flags.game}"; known games: ${Object.keys(GAMES).join(', ') || '(none)'}`,
    );
  const players = positiveInt('players', flags.players, 1000);
  if (players < game.minSeats || players > game.maxSeats)
    throw new UsageError(`${flags.game} is for ${game.minSeats} to ${game.maxSeats} players, not ${players}`);
  const games = positiveInt('games', flags.games, 10_000_000);
  const seed = flags.seed ?? '1';
  if (seed.trim() === '') throw new UsageError('--seed must not be empty');

  let hardBudget: Budget;
  try {
    const text = flags.hardBudget ?? SIM_HARD_BUDGET;
    hardBudget = text === 'hard' ? HARD_BUDGET : parseBudget(text);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const given = flags.bots === undefined ? [DEFAULT_SIM_LEVEL] : flags.bots.split(',');
  const labels = given.length === 1 ? new Array<string>(players).fill(given[0]!) : given;
  if (labels.length !== players)
    throw new UsageError(
      `--bots names ${labels.length} bot(s) but there are ${players} players: give one level per seat, or one for every seat`,
    );
  const levels = simBotLevels(hardBudget);
  const bots = labels.map((label) => {
    try {
      return levels.botForLevel(flags.game!, parseLevel(label.trim()));
    } catch {
      throw new UsageError(`unknown bot level "${label}" in --bots; use ${LEVELS.join(', ')}`);
    }
  });
  const options = parseGameOptions(game, flags.options);
  const metrics = metricsOf(flags.game);
  const unplayable = metrics?.checkPlayers(options, players);
  if (unplayable) throw new UsageError(unplayable);
  return {
    gameName: flags.game,
    game,
    players,
    games,
    seed,
    botLabels: labels.map((l) => l.trim()),
    bots,
    options,
    rotate: flags.rotate === true,
    ...(metrics ? { metrics } : {}),
  };
}
