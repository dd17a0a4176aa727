/**
 * The replay's "What would the hard bot do?" is the hard bot: on the same view and seed, the
 * analysis (as the browser runs it, from the wire view and the table's settings) names the move
 * the server's hard bot plays (the catalog's entry, the hard level's iteration budget), in every
 * game of the catalog. Startups' analysis once paired the game with its heuristic alone.
 */
import { decide, HARD_BUDGET, levelBot } from '@nobid/bots';
import { botEntry, GAME_NAMES, gameByName } from '@nobid/catalog';
import { nextInt, rngFromSeed } from '@nobid/engine';
import { TableSettingsSchema } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { analyse } from '../src/replay/analysis/analysis.ts';

const SEATS = 3;

/** A position some way into a random game where the seat to act has a real choice. */
function positionOf(name: string, seed: string) {
  const game = gameByName(name);
  const state = game.setup(SEATS, game.parseOptions({}), seed);
  const rng = rngFromSeed(`moves:${seed}`);
  for (let i = 0; ; i++) {
    const deciders = game.decisions(state);
    if (deciders.length === 0) throw new Error(`${name}: the game ended before a choice was found`);
    const seat = deciders[0]!.seat;
    const legal = game.legalActions(state, seat);
    if (i >= 12 && legal.length >= 3) return { game, state, seat, legal };
    game.applyInPlace(state, legal[nextInt(rng, legal.length)]!);
  }
}

describe("the replay's analysis", () => {
  for (const name of GAME_NAMES)
    for (const seed of ['a', 'b'])
      it(`chooses the server's hard bot's move in ${name} (deal ${seed})`, () => {
        const { game, state, seat, legal } = positionOf(name, seed);
        const hard = levelBot(botEntry(game), 'hard', { hardBudget: HARD_BUDGET });
        const played = decide(game, state, seat, hard, rngFromSeed(`search:${seed}`));
        const result = analyse({
          id: 0,
          settings: TableSettingsSchema.parse({ game: name, seats: Array(SEATS).fill({ kind: 'human' }) }),
          // The view as a replay receives it: through JSON.
          view: JSON.parse(JSON.stringify(game.view(state, seat))),
          seat,
          legal: JSON.parse(JSON.stringify(legal)),
          played: null,
          seed: `search:${seed}`,
        });
        expect(result.choiceKey).toBe(game.actionKey(played, state));
        expect(result.iterations).toBeGreaterThan(0);
      });
});
