/**
 * From `nobid sim`'s command line to the runs it plays: one run, the two editions of a
 * comparison, or the values of a sweep. Everything is checked here, before a game is played:
 * the flags, every edition (each problem listed), the sweep and the output paths.
 */
import { GAMES } from '@nobid/catalog';
import type { Edition } from '@nobid/nobid';
import { loadEdition } from '../edition-file.ts';
import { UsageError } from '../usage-error.ts';
import { parseSimFlags, type SimFlags } from './args.ts';
import { parseSweep, type Sweep } from './sweep.ts';
import type { RunSpec } from './workers.ts';

/** The game whose card list is an edition file. */
export const EDITION_GAME = 'nobid';

/** The command line as commander gives it. */
export interface SimCommandLine {
  readonly game?: string;
  readonly players?: string;
  readonly games?: string;
  readonly seed?: string;
  readonly bots?: string;
  readonly hardBudget?: string;
  readonly rotate?: boolean;
  readonly edition?: string;
  readonly compare?: readonly string[];
  readonly sweep?: string;
}

export type SimPlan =
  | { readonly mode: 'single'; readonly run: RunSpec; readonly source: string | null }
  | {
      readonly mode: 'compare';
      readonly runs: readonly [RunSpec, RunSpec];
      readonly sources: readonly [string, string];
    }
  | {
      readonly mode: 'sweep';
      readonly sweep: Sweep;
      readonly runs: readonly RunSpec[];
      readonly source: string;
    };

const baseFlags = (line: SimCommandLine): SimFlags => ({
  game: line.game,
  players: line.players,
  games: line.games,
  seed: line.seed,
  bots: line.bots,
  hardBudget: line.hardBudget,
  rotate: line.rotate === true,
});

const specOf = (flags: SimFlags): RunSpec => ({ flags, config: parseSimFlags(flags) });

const withEdition = (flags: SimFlags, edition: Edition, players?: number): SimFlags => ({
  ...flags,
  ...(players === undefined ? {} : { players: String(players) }),
  options: { edition },
});

/** Loads both editions of a comparison, listing the problems of both before giving up. */
function loadPair(files: readonly string[]): [Edition, Edition] {
  if (files.length !== 2)
    throw new UsageError(
      `--compare takes two editions (files, or "default"), got ${files.length}: ${files.join(' ')}`,
    );
  const problems: string[] = [];
  const editions = files.map((file) => {
    try {
      return loadEdition(file).edition;
    } catch (err) {
      if (err instanceof UsageError) problems.push(err.message);
      else throw err;
      return null;
    }
  });
  if (problems.length) throw new UsageError(problems.join('\n'));
  return editions as [Edition, Edition];
}

export function planSim(line: SimCommandLine): SimPlan {
  // A sweep over the table size needs no --players: each value is one.
  const playersSweep = line.sweep?.trim().startsWith('players=') === true;
  const flags = baseFlags(
    playersSweep && line.players === undefined
      ? { ...line, players: String(GAMES[EDITION_GAME]!.minSeats) }
      : line,
  );
  // The flags every mode shares are checked first, with the game's default options.
  parseSimFlags(flags);
  const designer = line.edition !== undefined || line.compare !== undefined || line.sweep !== undefined;
  if (designer && line.game !== EDITION_GAME)
    throw new UsageError(
      `--edition, --compare and --sweep are for No Bid editions: use them with --game ${EDITION_GAME}`,
    );
  if (line.compare !== undefined && line.sweep !== undefined)
    throw new UsageError('--compare and --sweep are two experiments: run them one at a time');
  if (line.compare !== undefined && line.edition !== undefined)
    throw new UsageError('--compare names its two editions itself: leave out --edition');

  if (line.compare !== undefined) {
    const [a, b] = loadPair(line.compare);
    return {
      mode: 'compare',
      runs: [specOf(withEdition(flags, a)), specOf(withEdition(flags, b))],
      sources: [line.compare[0]!, line.compare[1]!],
    };
  }
  if (line.sweep !== undefined) {
    const loaded = loadEdition(line.edition);
    const game = GAMES[EDITION_GAME]!;
    const players = Number(flags.players);
    const sweep = parseSweep(line.sweep, loaded.edition, players, { min: game.minSeats, max: game.maxSeats });
    if (sweep.target.kind === 'players' && flags.bots?.includes(','))
      throw new UsageError('a players sweep changes the table size: give one --bots level for every seat');
    return {
      mode: 'sweep',
      sweep,
      runs: sweep.points.map((p) => specOf(withEdition(flags, p.edition, p.players))),
      source: loaded.source,
    };
  }
  if (line.edition !== undefined) {
    const loaded = loadEdition(line.edition);
    return { mode: 'single', run: specOf(withEdition(flags, loaded.edition)), source: loaded.source };
  }
  return { mode: 'single', run: specOf(flags), source: null };
}
