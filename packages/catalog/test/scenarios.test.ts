/** The catalog's scenario lookup: every game has its adapter (`scenario-file.test.ts` in the CLI runs files). */
import { describe, expect, it } from 'vitest';
import { GAMES, SCENARIOS, scenariosOf } from '../src/index.ts';

describe('scenario adapters in the catalog', () => {
  it('has one for every game, each for the game of that name', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual(Object.keys(GAMES).sort());
    for (const [name, scenarios] of Object.entries(SCENARIOS)) expect(scenarios.game).toBe(GAMES[name]);
    expect(scenariosOf('startups')).toBe(SCENARIOS.startups);
    expect(() => scenariosOf('chess')).toThrow('no scenarios for game "chess"; known games: nobid, startups');
  });
});
