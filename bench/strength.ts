/**
 * Bot strength, head to head in 2-player No Bid: medium (the heuristic) against easy (random),
 * and hard (ISMCTS at 200 ms a decision) against medium. Seats alternate every game so that
 * moving first decides nothing; results carry 95% Wilson intervals.
 *
 * Targets (issue 5): medium beats random >= 85%; hard beats medium >= 60%.
 * `npm run bench -- --only strength` plays 1,000 games per pairing (slow: the hard pairing takes
 * about an hour of one core, spread over every core); a plain `npm run bench` plays a quick
 * sample and says so. `--strength-games N` (or `N,M`: medium-vs-random, hard-vs-medium),
 * `--hard-ms M` and `--workers N` override. Other work on the machine takes cores from the hard
 * bot's time budget, so run it on a quiet machine.
 */
import { availableParallelism } from 'node:os';
import {
  formatRate,
  parseSimFlags,
  parseWorkers,
  rate,
  runSim,
  runSimInWorkers,
  type SimFlags,
} from '@nobid/cli/sim';
import type { BenchSection } from './run.ts';

const FULL_GAMES = 1000;
const QUICK = { mediumVsRandom: 200, hardVsMedium: 20 };

function argValue(args: readonly string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * `a` against `b` over `games` 2-player games: half with `a` in seat 0, half in seat 1, each
 * half a simulator run on the worker pool (one thread per core: a time budget gets its own core
 * as long as nothing else runs).
 */
async function duel(a: string, b: string, games: number, label: string, hardBudget: string, workers: number) {
  const started = performance.now();
  const half = async (bots: string, n: number) => {
    const flags: SimFlags = {
      game: 'nobid',
      players: '2',
      games: String(n),
      seed: `bench/strength/${label}/${bots}`,
      bots,
      hardBudget,
    };
    const config = parseSimFlags(flags);
    return (workers > 1 && n > 1 ? await runSimInWorkers(flags, config, workers) : runSim(config)).summary;
  };
  const first = await half(`${a},${b}`, Math.ceil(games / 2));
  const second = await half(`${b},${a}`, Math.floor(games / 2));
  const wins = first.seats[0]!.wins.count + second.seats[1]!.wins.count;
  return {
    wins: rate(wins, games),
    draws: first.draws.count + second.draws.count,
    seconds: (performance.now() - started) / 1000,
  };
}

export const strengthBench: BenchSection = {
  name: 'strength',
  async run(args) {
    const only = argValue(args, '--only')?.split(',') ?? [];
    const full = only.includes('strength');
    // "--strength-games N" for both pairings, or "N,M" for medium-vs-random and hard-vs-medium.
    const override = argValue(args, '--strength-games')?.split(',').map(Number);
    if (override && !override.every((n) => Number.isInteger(n) && n > 0))
      throw new Error('--strength-games must be a positive integer, or two separated by a comma');
    const hardMs = Number(argValue(args, '--hard-ms') ?? 200);
    if (!(hardMs > 0)) throw new Error('--hard-ms must be a positive number of milliseconds');
    const workers = parseWorkers(argValue(args, '--workers') ?? String(availableParallelism()));
    const counts = {
      mediumVsRandom: override?.[0] ?? (full ? FULL_GAMES : QUICK.mediumVsRandom),
      hardVsMedium: override?.[1] ?? override?.[0] ?? (full ? FULL_GAMES : QUICK.hardVsMedium),
    };
    const lines: string[] = [];
    if (!full && !override)
      lines.push(
        `quick sample (${counts.mediumVsRandom} and ${counts.hardVsMedium} games); the issue's 1,000 games each: npm run bench -- --only strength`,
      );
    const mr = await duel('medium', 'easy', counts.mediumVsRandom, 'medium-random', `${hardMs}ms`, workers);
    lines.push(
      `medium vs random: medium wins ${formatRate(mr.wins)} of ${counts.mediumVsRandom} games (${mr.draws} draws, ${mr.seconds.toFixed(0)} s); target >= 85%: ${mr.wins.rate >= 0.85 ? 'met' : 'NOT met'}`,
    );
    const hm = await duel('hard', 'medium', counts.hardVsMedium, 'hard-medium', `${hardMs}ms`, workers);
    lines.push(
      `hard (ISMCTS, ${hardMs} ms a decision, ${workers} thread(s)) vs medium: hard wins ${formatRate(hm.wins)} of ${counts.hardVsMedium} games (${hm.draws} draws, ${hm.seconds.toFixed(0)} s); target >= 60%: ${hm.wins.rate >= 0.6 ? 'met' : 'NOT met'}`,
    );
    const entryJson = (r: typeof mr) => ({
      games: r.wins.of,
      winRate: r.wins.rate,
      ci95: r.wins.ci95,
      draws: r.draws,
    });
    return {
      lines,
      json: {
        nobid: {
          strength: {
            '2': {
              mediumVsRandom: entryJson(mr),
              hardVsMedium: { ...entryJson(hm), hardMsPerDecision: hardMs, workers },
            },
          },
        },
      },
    };
  },
};
