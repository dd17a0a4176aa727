/**
 * Random No Bid games for 2, 4 and 6 players, played by the engine's `randomPlayout` (one
 * action = one `applyInPlace` of a seat's action).
 * Target (issue 17, part 3): at least 10 million random actions per second on one core at 4
 * players, judged per CPU second (the machine is shared).
 */
import { availableParallelism, loadavg } from 'node:os';
import { nobidGame } from '@nobid/nobid';
import { fmt, measureRandomGames, type RandomGameFigures } from './random-games.ts';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [2, 4, 6] as const;
const TARGET_4P = 10_000_000;

export const nobidRandomBench: BenchSection = {
  name: 'nobid-random',
  async run(args) {
    const seconds = args.includes('--quick') ? 0.5 : 3;
    const load = loadavg().map((l) => l.toFixed(1));
    const lines = [`load average ${load.join(' ')} on ${availableParallelism()} cores`];
    const byPlayers: Record<string, RandomGameFigures> = {};
    for (const players of PLAYER_COUNTS) {
      const r = measureRandomGames(nobidGame, players, seconds, 20);
      byPlayers[String(players)] = r;
      const target =
        players === 4
          ? ` (target ${fmt(TARGET_4P)} actions per CPU second: ${r.actionsPerCpuSec >= TARGET_4P ? 'met' : 'NOT met'})`
          : '';
      lines.push(
        `${players} players: ${fmt(r.actionsPerCpuSec)} actions/CPU-s, ${fmt(r.gamesPerCpuSec)} games/CPU-s${target}; wall clock ${fmt(r.actionsPerSec)} actions/s, ${fmt(r.gamesPerSec)} games/s; ${r.actionsPerGame} actions/game`,
      );
    }
    return { lines, json: { nobid: byPlayers } };
  },
};
