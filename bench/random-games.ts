/**
 * Uniformly random games of any game, as the engine's `randomPlayout` plays them (setup
 * included), on this one thread. Rates are given per wall-clock second and per second of this
 * process's CPU time: on a shared machine the wall clock also counts time lost to other work.
 */
import { type AnyGame, randomPlayout, rngFromSeed } from '@nobid/engine';
import { cpuSeconds } from './cpu.ts';

export interface RandomGameFigures {
  gamesPerSec: number;
  actionsPerGame: number;
  actionsPerSec: number;
  gamesPerCpuSec: number;
  actionsPerCpuSec: number;
}

/** `batch` games run between clock reads, to keep timing overhead out of the figure. */
export function measureRandomGames(
  game: AnyGame,
  players: number,
  seconds: number,
  batch: number,
): RandomGameFigures {
  const options = game.parseOptions({});
  const rng = rngFromSeed(`bench/${game.name}/${players}`);
  let games = 0;
  let actions = 0;
  const run = (until: number) => {
    while (performance.now() < until) {
      for (let k = 0; k < batch; k++) {
        actions += randomPlayout(game, game.setup(players, options, games), rng).actions;
        games++;
      }
    }
  };
  run(performance.now() + 500); // warm-up: let the JIT settle before measuring
  games = 0;
  actions = 0;
  const cpu0 = cpuSeconds();
  const start = performance.now();
  run(start + seconds * 1000);
  const wall = (performance.now() - start) / 1000;
  const cpu = cpuSeconds() - cpu0;
  return {
    gamesPerSec: Math.round(games / wall),
    actionsPerGame: Number((actions / games).toFixed(1)),
    actionsPerSec: Math.round(actions / wall),
    gamesPerCpuSec: Math.round(games / cpu),
    actionsPerCpuSec: Math.round(actions / cpu),
  };
}

export const fmt = (n: number): string => n.toLocaleString('en');
