/**
 * Random Startups games per second for 3, 5 and 7 players: uniformly random legal actions via
 * `legalActions` + `applyInPlace`, exactly as the engine's `randomPlayout` plays them.
 * Target (issue 6): at least 50,000 five-player games per second on one core.
 */
import { randomPlayout, rngFromSeed } from '@nobid/engine';
import { startupsGame } from '@nobid/startups';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [3, 5, 7] as const;

function measure(players: number, seconds: number) {
  const options = startupsGame.parseOptions({});
  const rng = rngFromSeed(`bench/startups/${players}`);
  let games = 0;
  let actions = 0;
  const run = (until: number) => {
    while (performance.now() < until) {
      // A batch between clock reads keeps timing overhead out of the figure.
      for (let k = 0; k < 200; k++) {
        const state = startupsGame.setup(players, options, games);
        actions += randomPlayout(startupsGame, state, rng).actions;
        games++;
      }
    }
  };
  run(performance.now() + 300); // warm-up: let the JIT settle before measuring
  games = 0;
  actions = 0;
  const start = performance.now();
  run(start + seconds * 1000);
  const elapsed = (performance.now() - start) / 1000;
  return {
    gamesPerSec: Math.round(games / elapsed),
    actionsPerGame: Number((actions / games).toFixed(1)),
    actionsPerSec: Math.round(actions / elapsed),
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
      lines.push(
        `${players} players: ${r.gamesPerSec.toLocaleString('en')} games/s, ${r.actionsPerGame} actions/game, ${r.actionsPerSec.toLocaleString('en')} actions/s${players === 5 ? ` (target 50,000 games/s: ${r.gamesPerSec >= 50_000 ? 'met' : 'NOT met'})` : ''}`,
      );
    }
    return { lines, json: { startups: byPlayers } };
  },
};
