/**
 * Random No Bid games for 2, 4 and 6 players.
 * Target (issue 2, part 6): at least 3 million random actions per second on one core.
 */
import { availableParallelism, loadavg } from 'node:os';
import { nobidGame } from '@nobid/nobid';
import { fmt, measureRandomGames, type RandomGameFigures } from './random-games.ts';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [2, 4, 6] as const;
const TARGET = 3_000_000;

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
      lines.push(
        `${players} players: ${fmt(r.gamesPerSec)} games/s, ${r.actionsPerGame} actions/game, ${fmt(r.actionsPerSec)} actions/s, ${fmt(r.actionsPerCpuSec)} actions/CPU-s (target 3,000,000 actions/s: ${r.actionsPerSec >= TARGET ? 'met' : 'NOT met'})`,
      );
    }
    return { lines, json: { nobid: byPlayers } };
  },
};
