/**
 * Bot strength at every table size (issue 17), on rotated seats (the line-up moves one seat a
 * game, so no bot keeps a seat), at the lobby's hard budget (`HARD_BUDGET`: iterations, so the
 * same seed gives the same figures on any machine). 95% Wilson intervals. A target is met when
 * the point estimate reaches it and the interval's lower bound is at most 3 points below it.
 *
 * `npm run bench -- --only strength` plays 1,000 games per line-up (hours of one core: the hard
 * line-ups are the slow ones); a plain `npm run bench` plays a quick sample and says so.
 * `--strength-games N` overrides the count, `--strength-lines a,b` picks line-ups by name,
 * `--workers N` the threads (1 by default: the machine is shared). The levels' Elo (the
 * ladder, docs/bot-ladder.md) is fitted from the same games (`ladder.ts`).
 */

import {
  formatRate,
  parseSimFlags,
  parseWorkers,
  rate,
  runSim,
  runSimInWorkers,
  type SimFlags,
} from '@nobid/cli/sim';
import { ladder, type MatchResult } from './ladder.ts';
import type { BenchSection } from './run.ts';

const FULL_GAMES = 1000;
const QUICK_GAMES = 10;
/** How far below a target the interval's lower bound may reach for the target to count as met. */
const MARGIN = 0.03;

interface LineUp {
  readonly name: string;
  readonly game: 'nobid' | 'startups';
  readonly bots: readonly string[];
  /** What the line-up must show, checked on its per-level win rates. */
  readonly target?: { readonly text: string; readonly met: (r: LineUpResult) => boolean };
  /** Part of a plain `npm run bench`'s quick sample (the others take minutes even then). */
  readonly quick?: boolean;
}

interface LineUpResult {
  readonly wins: Readonly<Record<string, ReturnType<typeof rate>>>;
  readonly draws: number;
  readonly games: number;
  readonly seconds: number;
}

const meets = (r: ReturnType<typeof rate>, target: number) =>
  r.rate >= target && r.ci95[0] >= target - MARGIN;

/** The issue's targets, and the cheap line-ups the ladder needs beside them. */
export const LINE_UPS: readonly LineUp[] = [
  { name: 'nobid-2p-medium-easy', game: 'nobid', bots: ['medium', 'easy'], quick: true },
  {
    name: 'nobid-2p-hard-medium',
    game: 'nobid',
    bots: ['hard', 'medium'],
    quick: true,
    target: { text: 'hard >= 75%', met: (r) => meets(r.wins.hard!, 0.75) },
  },
  {
    name: 'nobid-4p-hard-3medium',
    game: 'nobid',
    bots: ['hard', 'medium', 'medium', 'medium'],
    target: { text: 'hard >= 35% (fair 25%)', met: (r) => meets(r.wins.hard!, 0.35) },
  },
  {
    name: 'nobid-4p-hard-2medium-easy',
    game: 'nobid',
    bots: ['hard', 'medium', 'medium', 'easy'],
    // Two medium seats pool their wins in the per-level figure: the best seat is at least half.
    target: {
      text: 'hard >= a medium seat + 5 points',
      met: (r) => {
        const medium = r.wins.medium!.rate / 2;
        return r.wins.hard!.rate >= medium + 0.05 && r.wins.hard!.ci95[0] >= medium + 0.05 - MARGIN;
      },
    },
  },
  {
    name: 'nobid-6p-hard-5medium',
    game: 'nobid',
    bots: ['hard', 'medium', 'medium', 'medium', 'medium', 'medium'],
    target: { text: 'hard >= 22% (fair 16.7%)', met: (r) => meets(r.wins.hard!, 0.22) },
  },
  {
    name: 'startups-5p-medium-4easy',
    game: 'startups',
    bots: ['medium', 'easy', 'easy', 'easy', 'easy'],
    quick: true,
  },
  {
    name: 'startups-5p-hard-4medium',
    game: 'startups',
    bots: ['hard', 'medium', 'medium', 'medium', 'medium'],
    quick: true,
    target: { text: 'hard >= 30% (fair 20%)', met: (r) => meets(r.wins.hard!, 0.3) },
  },
];

function argValue(args: readonly string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

/** One line-up over `games` rotated games (per-level figures pool the seats of a level). */
async function play(
  line: LineUp,
  games: number,
  workers: number,
): Promise<LineUpResult & { match: MatchResult }> {
  const started = performance.now();
  const flags: SimFlags = {
    game: line.game,
    players: String(line.bots.length),
    games: String(games),
    seed: `bench/strength/${line.name}`,
    bots: line.bots.join(','),
    rotate: true,
  };
  const config = parseSimFlags(flags);
  const { summary } =
    workers > 1 && games > 1 ? await runSimInWorkers(flags, config, workers) : runSim(config);
  const wins: Record<string, ReturnType<typeof rate>> = {};
  for (const b of summary.byBot) wins[b.bot] = rate(b.wins.count, games);
  const seatsOf: Record<string, number> = {};
  for (const b of line.bots) seatsOf[b] = (seatsOf[b] ?? 0) + 1;
  return {
    wins,
    draws: summary.draws.count,
    games,
    seconds: (performance.now() - started) / 1000,
    match: {
      name: line.name,
      game: line.game,
      players: line.bots.length,
      games,
      seatsOf,
      winsOf: Object.fromEntries(summary.byBot.map((b) => [b.bot, b.wins.count])),
      draws: summary.draws.count,
      command: `nobid sim --game ${line.game} --players ${line.bots.length} --bots ${line.bots.join(',')} --games ${games} --seed ${flags.seed} --rotate`,
    },
  };
}

export const strengthBench: BenchSection = {
  name: 'strength',
  async run(args) {
    const only = argValue(args, '--only')?.split(',') ?? [];
    const full = only.includes('strength');
    const override = argValue(args, '--strength-games');
    const n = override === undefined ? undefined : Number(override);
    if (n !== undefined && !(Number.isInteger(n) && n > 0))
      throw new Error('--strength-games must be a positive integer');
    const picked = argValue(args, '--strength-lines')?.split(',');
    const unknown = picked?.filter((p) => !LINE_UPS.some((l) => l.name === p));
    if (unknown?.length)
      throw new Error(
        `unknown --strength-lines ${unknown.join(', ')}; known: ${LINE_UPS.map((l) => l.name).join(', ')}`,
      );
    const workers = parseWorkers(argValue(args, '--workers') ?? '1');
    const games = n ?? (full ? FULL_GAMES : QUICK_GAMES);
    const lines: string[] = [];
    if (!full && n === undefined)
      lines.push(
        `quick sample (${games} games of the 2-player and Startups line-ups); every line-up, 1,000 games each: npm run bench -- --only strength`,
      );
    const quick = !full && n === undefined && !picked;
    const json: Record<string, unknown> = {};
    const matches: MatchResult[] = [];
    for (const line of LINE_UPS) {
      if ((picked && !picked.includes(line.name)) || (quick && !line.quick)) continue;
      const r = await play(line, games, workers);
      matches.push(r.match);
      const levels = Object.entries(r.wins)
        .map(([bot, w]) => `${bot} ${formatRate(w)}`)
        .join(', ');
      const verdict = line.target
        ? `; target ${line.target.text}: ${line.target.met(r) ? 'met' : 'NOT met'}`
        : '';
      lines.push(
        `${line.name} (${line.bots.join(',')}, rotated): ${levels} of ${r.games} games, ${r.draws} draws, ${r.seconds.toFixed(0)} s${verdict}`,
      );
      json[line.name] = {
        games: r.games,
        draws: r.draws,
        wins: Object.fromEntries(Object.entries(r.wins).map(([b, w]) => [b, { rate: w.rate, ci95: w.ci95 }])),
        ...(line.target ? { target: line.target.text, met: line.target.met(r) } : {}),
      };
    }
    const ladders: Record<string, unknown> = {};
    for (const game of new Set(matches.map((m) => m.game))) {
      const l = ladder(matches.filter((m) => m.game === game));
      ladders[game] = l.levels;
      lines.push(
        `${game} ladder (Elo, easy = 0): ${l.levels.map((x) => `${x.level} ${x.elo.toFixed(0)} (${x.games} games)`).join(', ')}`,
      );
    }
    return { lines, json: { strength: { lineUps: json, ladder: ladders, workers } } };
  },
};
