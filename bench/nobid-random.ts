/**
 * Random No Bid games for 2, 4 and 6 players: uniformly random legal actions via `legalActions`
 * + `applyInPlace`, exactly as the engine's `randomPlayout` plays them (setup included).
 * Target (issue 2, part 6): at least 3 million random actions per second on one core.
 */
import { availableParallelism, loadavg } from 'node:os';
import { randomPlayout, rngFromSeed } from '@nobid/engine';
import { nobidGame } from '@nobid/nobid';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [2, 4, 6] as const;
const TARGET = 3_000_000;

function measure(players: number, seconds: number) {
  const options = nobidGame.parseOptions({});
  const rng = rngFromSeed(`bench/nobid/${players}`);
  let games = 0;
  let actions = 0;
  const run = (until: number) => {
    while (performance.now() < until) {
      // A batch between clock reads keeps timing overhead out of the figure.
      for (let k = 0; k < 20; k++) {
        const state = nobidGame.setup(players, options, games);
        actions += randomPlayout(nobidGame, state, rng).actions;
        games++;
      }
    }
  };
  run(performance.now() + 500); // warm-up: let the JIT settle before measuring
  games = 0;
  actions = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  run(start + seconds * 1000);
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    gamesPerSec: Math.round(games / elapsed),
    actionsPerGame: Number((actions / games).toFixed(1)),
    actionsPerSec: Math.round(actions / elapsed),
    // On a shared machine the wall clock also counts time lost to other processes; CPU time does not.
    actionsPerCpuSec: Math.round(actions / cpuSeconds),
  };
}

export const nobidRandomBench: BenchSection = {
  name: 'nobid-random',
  async run(args) {
    const quick = args.includes('--quick');
    const lines: string[] = [
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
    ];
    const byPlayers: Record<string, ReturnType<typeof measure>> = {};
    for (const players of PLAYER_COUNTS) {
      const r = measure(players, quick ? 0.5 : 3);
      byPlayers[String(players)] = r;
      lines.push(
        `${players} players: ${r.gamesPerSec.toLocaleString('en')} games/s, ${r.actionsPerGame} actions/game, ${r.actionsPerSec.toLocaleString('en')} actions/s, ${r.actionsPerCpuSec.toLocaleString('en')} actions/CPU-s (target 3,000,000 actions/s: ${r.actionsPerSec >= TARGET ? 'met' : 'NOT met'})`,
      );
    }
    return { lines, json: { nobid: byPlayers } };
  },
};
