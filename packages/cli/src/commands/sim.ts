import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { parseSimFlags, parseWorkers, SIM_HARD_BUDGET, type SimFlags } from '../sim/args.ts';
import { balanceChecks, describeBalance } from '../sim/balance.ts';
import { startProgress } from '../sim/progress.ts';
import { renderReport } from '../sim/report.ts';
import { runSim, type SimResult } from '../sim/run.ts';
import { formatRate } from '../sim/stats.ts';
import { defaultWorkers, runSimInWorkers } from '../sim/workers.ts';

interface SimCliFlags extends SimFlags {
  readonly json?: boolean;
  readonly report?: string;
  readonly workers?: string;
}

/** `nobid sim`: plays bot games and reports win rates, game lengths, draws, per-card figures. */
export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('play many bot games and print (or report) the statistics')
    .requiredOption('--game <name>', 'the game (see the catalog: nobid, startups)')
    .requiredOption('--players <n>', 'number of seats')
    .option('--games <k>', 'number of games', '1000')
    .option('--seed <s>', 'the seed: the same seed gives the same statistics', '1')
    .option(
      '--bots <levels>',
      'one level per seat, comma-separated: easy, medium, hard (default: all easy = random)',
    )
    .option(
      '--hard-budget <budget>',
      'ISMCTS budget of the hard level: iterations ("200") or "200ms"',
      SIM_HARD_BUDGET,
    )
    .option(
      '--workers <n>',
      'threads to play on (default: one per core, at most 16); the statistics do not depend on it',
    )
    .option('--json', 'print the statistics as one JSON object (no progress bar)')
    .option('--report <dir>', 'write stats.json and report.html (vega-lite plots as SVG) into DIR')
    .action(async (flags: SimCliFlags) => {
      const config = parseSimFlags(flags);
      const workers = parseWorkers(flags.workers ?? String(defaultWorkers()));
      const progress = startProgress(config.games, !flags.json && process.stderr.isTTY === true);
      let result: SimResult;
      try {
        // Every game has its own seed, so one thread or several give the same statistics.
        result =
          workers > 1 && config.games > 1
            ? await runSimInWorkers(flags, config, workers, progress.update)
            : runSim(config, progress.update);
      } finally {
        progress.stop();
      }
      if (flags.report) {
        mkdirSync(flags.report, { recursive: true });
        const botNames = config.bots.map((b) => b.name);
        writeFileSync(
          join(flags.report, 'stats.json'),
          `${JSON.stringify({ ...result, botNames }, null, 2)}\n`,
        );
        writeFileSync(join(flags.report, 'report.html'), await renderReport(result, botNames));
      }
      if (flags.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      else
        process.stdout.write(
          `${describe(
            result,
            config.bots.map((b) => b.name),
            flags.report,
          )}\n`,
        );
    });
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function describe({ summary: s, timing }: SimResult, botNames: readonly string[], report?: string): string {
  const lines = [
    `${s.game}: ${s.games} games, ${s.players} players, seed ${s.seed}`,
    'win rate per seat (95% CI):',
    ...s.seats.map(
      (x) => `  seat ${x.seat}  ${x.bot.padEnd(6)} ${botNames[x.seat]!.padEnd(18)} ${formatRate(x.wins)}`,
    ),
  ];
  if (s.byBot.length > 1)
    lines.push('win rate per bot:', ...s.byBot.map((b) => `  ${b.bot.padEnd(6)} ${formatRate(b.wins)}`));
  lines.push(
    `draws (turn cap): ${s.draws.count} (${pct(s.draws.rate)})`,
    `game length in turns: mean ${s.length.mean.toFixed(1)}, median ${s.length.median} (min ${s.length.min}, max ${s.length.max})`,
    `actions per game: ${s.actionsPerGame.toFixed(1)}`,
    `speed: ${timing.gamesPerSec.toFixed(1)} games/s (${timing.seconds.toFixed(1)} s)`,
    ...describeBalance(balanceChecks(s)),
  );
  if (report) lines.push(`report: ${join(report, 'report.html')} and ${join(report, 'stats.json')}`);
  return lines.join('\n');
}
