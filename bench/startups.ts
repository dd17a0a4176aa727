/**
 * Random Startups games per second for 3, 5 and 7 players.
 * Target (issue 17, part 3): at least 150,000 five-player games per CPU second on one core.
 */
import { startupsGame } from '@nobid/startups';
import { fmt, measureRandomGames, type RandomGameFigures } from './random-games.ts';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [3, 5, 7] as const;
const TARGET_5P = 150_000;

export const startupsBench: BenchSection = {
  name: 'startups',
  async run(args) {
    const seconds = args.includes('--quick') ? 0.5 : 2;
    const lines: string[] = [];
    const byPlayers: Record<string, RandomGameFigures> = {};
    for (const players of PLAYER_COUNTS) {
      const r = measureRandomGames(startupsGame, players, seconds, 500);
      byPlayers[String(players)] = r;
      const target =
        players === 5
          ? ` (target ${fmt(TARGET_5P)} games per CPU second: ${r.gamesPerCpuSec >= TARGET_5P ? 'met' : 'NOT met'})`
          : '';
      lines.push(
        `${players} players: ${fmt(r.gamesPerCpuSec)} games/CPU-s${target}, ${fmt(r.actionsPerCpuSec)} actions/CPU-s; wall clock ${fmt(r.gamesPerSec)} games/s, ${fmt(r.actionsPerSec)} actions/s; ${r.actionsPerGame} actions/game`,
      );
    }
    return { lines, json: { startups: byPlayers } };
  },
};
