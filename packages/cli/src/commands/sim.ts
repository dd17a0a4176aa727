import { join } from 'node:path';
import { DEFAULT_SIM_LEVEL } from '@nobid/bots';
import { editionIdentity } from '@nobid/nobid';
import type { Command } from 'commander';
import { parseBatch, parseWorkers, SIM_HARD_BUDGET } from '../sim/args.ts';
import { renderComparisonReport } from '../sim/compare-report.ts';
import { describeOutcome } from '../sim/describe.ts';
import { gamesOf, onThreads, type PlayRuns, runPlan, type SimOutcome } from '../sim/experiment.ts';
import { checkOutFile, checkReportDir, writeOutputs } from '../sim/outputs.ts';
import { planSim, type SimCommandLine } from '../sim/plan.ts';
import { startProgress } from '../sim/progress.ts';
import { parseQueueAddress } from '../sim/queue/connection.ts';
import { checkRunId, playRunsOnQueue } from '../sim/queue/coordinator.ts';
import { renderReport } from '../sim/report.ts';
import { renderSweepReport } from '../sim/sweep-report.ts';
import { defaultWorkers } from '../sim/workers.ts';
import { UsageError } from '../usage-error.ts';

interface SimCliFlags extends SimCommandLine {
  readonly json?: boolean;
  readonly report?: string;
  readonly out?: string;
  readonly workers?: string;
  readonly queue?: string;
  readonly prefix?: string;
  readonly runId?: string;
  readonly batch?: string;
}

/** Where the games are played: this machine's threads, or the workers of a queue. */
function playerOf(flags: SimCliFlags, log: (line: string) => void): PlayRuns {
  if (flags.queue === undefined) {
    for (const [given, name] of [
      [flags.prefix, '--prefix'],
      [flags.runId, '--run-id'],
      [flags.batch, '--batch'],
    ] as const)
      if (given !== undefined)
        throw new UsageError(`${name} is for a run on a queue: add --queue redis://HOST`);
    return onThreads(parseWorkers(flags.workers ?? String(defaultWorkers())));
  }
  if (flags.workers !== undefined)
    throw new UsageError('--workers is for this machine: with --queue, start `nobid sim-worker`s instead');
  const address = parseQueueAddress(flags.queue, flags.prefix);
  const runId = flags.runId === undefined ? undefined : checkRunId(flags.runId);
  const batch = flags.batch === undefined ? undefined : parseBatch(flags.batch);
  return (runs, onGame) => playRunsOnQueue(runs, { address, runId, batch, log }, onGame);
}

/** The statistics as one JSON object: what --json prints, --out writes and stats.json holds. */
function jsonOf(outcome: SimOutcome, botNames: readonly string[]): unknown {
  switch (outcome.mode) {
    case 'single':
      return { ...outcome.result, botNames };
    case 'compare':
      return { comparison: outcome.comparison, a: outcome.a, b: outcome.b, botNames };
    case 'sweep': {
      const { sweep } = outcome;
      return {
        sweep: {
          spec: sweep.spec,
          label: sweep.label,
          target: sweep.target,
          points: sweep.points.map((p) => ({
            value: p.value,
            players: p.players,
            edition: editionIdentity(p.edition),
          })),
        },
        results: outcome.results,
        botNames,
      };
    }
  }
}

async function reportFiles(outcome: SimOutcome, dir: string, botNames: readonly string[], json: string) {
  const files = [{ path: join(dir, 'stats.json'), content: json }];
  switch (outcome.mode) {
    case 'single':
      files.push({ path: join(dir, 'report.html'), content: await renderReport(outcome.result, botNames) });
      break;
    case 'compare':
      files.push(
        {
          path: join(dir, 'report.html'),
          content: await renderComparisonReport(outcome.comparison, { a: 'a.html', b: 'b.html' }),
        },
        { path: join(dir, 'a.html'), content: await renderReport(outcome.a, botNames) },
        { path: join(dir, 'b.html'), content: await renderReport(outcome.b, botNames) },
      );
      break;
    case 'sweep':
      files.push({
        path: join(dir, 'report.html'),
        content: await renderSweepReport(outcome.sweep, outcome.results),
      });
      break;
  }
  return files;
}

/** `nobid sim`: plays bot games and reports win rates, game lengths, draws, per-card figures. */
export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('play many bot games and print (or report) the statistics; compare editions or sweep a card')
    // Required, but checked by `parseSimFlags`: commander checks a required option before an
    // unknown one, and `nobid sim --bogus` must name the flag it does not know.
    .option('--game <name>', 'the game (required; see the catalog: nobid, startups)')
    .option('--players <n>', 'number of seats (required unless --sweep players=A..B)')
    .option('--games <k>', 'number of games (a run; each edition or value of --compare and --sweep)', '1000')
    .option('--seed <s>', 'the seed: the same seed gives the same statistics', '1')
    .option(
      '--bots <levels>',
      `one level per seat, comma-separated, or one for every seat: easy (random), medium, hard (default: all ${DEFAULT_SIM_LEVEL}, as in the lab)`,
    )
    .option(
      '--hard-budget <budget>',
      'ISMCTS budget of the hard level: "hard" (the lobby\'s), iterations ("200") or "200ms"',
      SIM_HARD_BUDGET,
    )
    .option(
      '--rotate',
      'shift the bot line-up one seat each game, so that no bot keeps a seat (per-bot figures apart from per-seat)',
    )
    .option(
      '--edition <file>',
      'No Bid: play this edition file ("default": the shipped one); checked first, exit 2 listing every problem',
    )
    .option(
      '--compare <files...>',
      'No Bid: play two editions (files or "default") on the same seeds and bots; every figure\'s difference, 95% CI and p, Holm-corrected',
    )
    .option(
      '--sweep <key=range>',
      'No Bid: vary one number and plot every figure against it: CARD=4..10 (copies), CARD.PARAM=1..5 (an effect parameter), players=4..6; or a list 1,3,5',
    )
    .option(
      '--workers <n>',
      'threads to play on here (default: one per core, at most 16); the statistics do not depend on it',
    )
    .option(
      '--queue <redis-url>',
      'play on a BullMQ queue in Redis (redis://HOST:6379) instead of here: `nobid sim-worker --queue` on any number of machines plays the batches; same statistics as a local run',
    )
    .option(
      '--prefix <name>',
      'with --queue: the key prefix of the queue in Redis, as the workers have it (default: nobid)',
    )
    .option(
      '--run-id <id>',
      'with --queue: name the run; the same command with the same id resumes a run that was interrupted',
    )
    .option(
      '--batch <games>',
      'with --queue: games per batch (default: 4 with a hard bot, 50 medium, 200 easy)',
    )
    .option('--json', 'print the statistics as one JSON object (no progress bar)')
    .option('--out <file>', 'also write the statistics JSON (as --json prints it) to FILE')
    .option(
      '--report <dir>',
      'write stats.json and report.html (vega-lite plots as SVG) into DIR; --compare adds a.html and b.html, each edition on its own',
    )
    .action(async (flags: SimCliFlags) => {
      const plan = planSim(flags);
      const play = playerOf(flags, (line) => process.stderr.write(`${line}\n`));
      // A long run must not be lost to a typo: the paths are tried before the first game.
      if (flags.report) checkReportDir(flags.report);
      if (flags.out) checkOutFile(flags.out);
      const progress = startProgress(gamesOf(plan), !flags.json && process.stderr.isTTY === true);
      let outcome: SimOutcome;
      try {
        // Every game has its own seed, so one thread or several give the same statistics.
        outcome = await runPlan(plan, play, progress.update);
      } finally {
        progress.stop();
      }
      const botNames = (plan.mode === 'single' ? plan.run : plan.runs[0]!).config.bots.map((b) => b.name);
      const json = `${JSON.stringify(jsonOf(outcome, botNames), null, 2)}\n`;
      // Printed before any file is written: a path that fails now does not lose the figures.
      process.stdout.write(flags.json ? json : `${describeOutcome(outcome, botNames).join('\n')}\n`);
      const files = [
        ...(flags.out ? [{ path: flags.out, content: json }] : []),
        ...(flags.report ? await reportFiles(outcome, flags.report, botNames, json) : []),
      ];
      const failures = writeOutputs(files);
      if (failures.length) throw new UsageError(failures.join('\nnobid: '));
      if (!flags.json && files.length)
        process.stdout.write(`written: ${files.map((f) => f.path).join(', ')}\n`);
    });
}
