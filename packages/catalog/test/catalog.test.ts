import { decide, LEVELS, levelBot } from '@nobid/bots';
import { rngFromSeed } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import { BOT_ENTRIES, botEntry, GAMES, gameByName } from '../src/index.ts';

describe('the game catalog', () => {
  it('names each game by its own name, and refuses an unknown one with the known list', () => {
    for (const [name, game] of Object.entries(GAMES)) expect(game.name).toBe(name);
    expect(() => gameByName('chess')).toThrow(/unknown game "chess"; known games: nobid, startups/);
  });

  it('gives every game a heuristic for medium, so no lobby level silently plays at random', () => {
    for (const name of Object.keys(GAMES)) expect(BOT_ENTRIES[name]?.heuristic, name).toBeDefined();
  });

  it('lets every level of every game choose a legal first action from its seat', () => {
    for (const [name, game] of Object.entries(GAMES)) {
      const state = game.setup(game.minSeats + 1, game.parseOptions({}), `catalog-${name}`);
      const [first] = game.decisions(state);
      for (const level of LEVELS) {
        const bot = levelBot(botEntry(game), level, { hardBudget: { iterations: 30 } });
        const action = decide(game, state, first!.seat, bot, rngFromSeed(level));
        const keys = game.legalActions(state, first!.seat).map((a: unknown) => game.actionKey(a, state));
        expect(keys, `${name} ${level}`).toContain(game.actionKey(action, state));
      }
    }
  });
});
