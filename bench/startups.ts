/**
 * Random Startups games per second for 3, 5 and 7 players.
 * Target (issue 6): at least 50,000 five-player games per second on one core.
 */
import { startupsGame } from '@nobid/startups';
import { fmt, measureRandomGames, type RandomGameFigures } from './random-games.ts';
import type { BenchSection } from './run.ts';

const PLAYER_COUNTS = [3, 5, 7] as const;
const TARGET_5P = 50_000;

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
        players === 5 ? ` (target ${fmt(TARGET_5P)}: ${r.gamesPerSec >= TARGET_5P ? 'met' : 'NOT met'})` : '';
      lines.push(
        `${players} players: ${fmt(r.gamesPerSec)} random games/s${target}, ${r.actionsPerGame} actions/game, ${fmt(r.actionsPerSec)} actions/s; ${fmt(r.gamesPerCpuSec)} games per CPU second`,
      );
    }
    return { lines, json: { startups: byPlayers } };
  },
};
