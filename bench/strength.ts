/**
 * Bot strength, head to head in 2-player No Bid: medium (the heuristic) against easy (random),
 * and hard (ISMCTS at 200 ms a decision) against medium. Seats alternate every game so that
 * moving first decides nothing; results carry 95% Wilson intervals.
 *
 * Targets (issue 5): medium beats random >= 85%; hard beats medium >= 60%.
 * `npm run bench -- --only strength` plays 1,000 games per pairing (slow: the hard pairing takes
 * about an hour on one core); a plain `npm run bench` plays a quick sample and says so.
 * `--strength-games N` (or `N,M`: medium-vs-random, hard-vs-medium) and `--hard-ms M` override.
 */
import { type AnyBot, type Budget, levelBot, playBotGame } from '@nobid/bots';
import type { AnyGame } from '@nobid/engine';
import { nobidBots, nobidGame } from '@nobid/nobid';
import { formatRate, rate } from '../packages/cli/src/sim/stats.ts';
import type { BenchSection } from './run.ts';

const FULL_GAMES = 1000;
const QUICK = { mediumVsRandom: 200, hardVsMedium: 20 };

function argValue(args: readonly string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

function duel(a: AnyBot, b: AnyBot, games: number, label: string) {
  const game = nobidGame as AnyGame;
  const options = game.parseOptions({});
  let wins = 0;
  let draws = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const seed = `bench/strength/${label}/${g}`;
    const aSeat = g % 2;
    const bots = aSeat === 0 ? [a, b] : [b, a];
    const { outcome } = playBotGame(game, game.setup(2, options, seed), bots, seed);
    if (outcome.kind === 'draw') draws++;
    else if (outcome.winner === aSeat) wins++;
  }
  return { wins: rate(wins, games), draws, seconds: (performance.now() - started) / 1000 };
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
    const budget: Budget = { ms: hardMs };
    const entry = { game: nobidGame as AnyGame, ...nobidBots };
    const easy = levelBot(entry, 'easy');
    const medium = levelBot(entry, 'medium');
    const hard = levelBot(entry, 'hard', { hardBudget: budget });
    const counts = {
      mediumVsRandom: override?.[0] ?? (full ? FULL_GAMES : QUICK.mediumVsRandom),
      hardVsMedium: override?.[1] ?? override?.[0] ?? (full ? FULL_GAMES : QUICK.hardVsMedium),
    };
    const lines: string[] = [];
    if (!full && !override)
      lines.push(
        `quick sample (${counts.mediumVsRandom} and ${counts.hardVsMedium} games); the issue's 1,000 games each: npm run bench -- --only strength`,
      );
    const mr = duel(medium, easy, counts.mediumVsRandom, 'medium-random');
    lines.push(
      `medium vs random: medium wins ${formatRate(mr.wins)} of ${counts.mediumVsRandom} games (${mr.draws} draws, ${mr.seconds.toFixed(0)} s); target >= 85%: ${mr.wins.rate >= 0.85 ? 'met' : 'NOT met'}`,
    );
    const hm = duel(hard, medium, counts.hardVsMedium, 'hard-medium');
    lines.push(
      `hard (${hard.name}) vs medium: hard wins ${formatRate(hm.wins)} of ${counts.hardVsMedium} games (${hm.draws} draws, ${hm.seconds.toFixed(0)} s); target >= 60%: ${hm.wins.rate >= 0.6 ? 'met' : 'NOT met'}`,
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
              hardVsMedium: { ...entryJson(hm), hardMsPerDecision: hardMs },
            },
          },
        },
      },
    };
  },
};
