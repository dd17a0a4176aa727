/**
 * Random Startups games per second for 3, 5 and 7 players: uniformly random legal actions via
 * `legalActions` + `applyInPlace`, exactly as the engine's `randomPlayout` plays them.
 * Target (issue 6): at least 50,000 five-player games per second on one core.
 *
 * The rates are per second of this process's CPU time (user + system), so that other work on a
 * shared machine does not distort "one core"; the wall-clock rate is printed alongside.
 */
import { randomPlayout, rngFromSeed } from '@nobid/engine';
import { startupsGame } from '@nobid/startups';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [3, 5, 7] as const;
const TARGET_5P = 50_000;

const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function measure(players: number, seconds: number) {
  const options = startupsGame.parseOptions({});
  const rng = rngFromSeed(`bench/startups/${players}`);
  let games = 0;
  let actions = 0;
  const run = (cpuBudget: number) => {
    const until = cpuSeconds() + cpuBudget;
    while (cpuSeconds() < until) {
      // A batch between clock reads keeps timing overhead out of the figure.
      for (let k = 0; k < 500; k++) {
        const state = startupsGame.setup(players, options, games);
        actions += randomPlayout(startupsGame, state, rng).actions;
        games++;
      }
    }
  };
  run(0.3); // warm-up: let the JIT settle before measuring
  games = 0;
  actions = 0;
  const cpu0 = cpuSeconds();
  const wall0 = performance.now();
  run(seconds);
  const cpu = cpuSeconds() - cpu0;
  const wall = (performance.now() - wall0) / 1000;
  return {
    gamesPerSec: Math.round(games / cpu),
    actionsPerGame: Number((actions / games).toFixed(1)),
    actionsPerSec: Math.round(actions / cpu),
    wallGamesPerSec: Math.round(games / wall),
  };
}

export const startupsBench: BenchSection = {
  name: 'startups',
  async run(args) {
    const quick = args.includes('--quick');
    const lines: string[] = [];
    const byPlayers: Record<string, ReturnType<typeof measure>> = {};
    for (const players of PLAYER_COUNTS) {
      const r = measure(players, quick ? 0.5 : 2);
      byPlayers[String(players)] = r;
      const fmt = (n: number) => n.toLocaleString('en');
      const target =
        players === 5 ? ` (target ${fmt(TARGET_5P)}: ${r.gamesPerSec >= TARGET_5P ? 'met' : 'NOT met'})` : '';
      lines.push(
        `${players} players: ${fmt(r.gamesPerSec)} random games/s per CPU second${target}, ${r.actionsPerGame} actions/game, ${fmt(r.actionsPerSec)} actions/s; wall clock ${fmt(r.wallGamesPerSec)} games/s`,
      );
    }
    return { lines, json: { startups: byPlayers } };
  },
};
