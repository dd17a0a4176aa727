/** The count-then-pick `choices` random play uses agree with `decisions` and `legalActions`. */
import { nextInt, randomPlayout, rngFromSeed } from '@nobid/engine';
import { choicesProblems, withoutChoices } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { startupsGame as game } from '../src/index.ts';

describe('choices', () => {
  it('agree with decisions and legal actions in every state of random games', () => {
    for (const players of [3, 4, 5, 6, 7])
      for (let g = 0; g < 10; g++) {
        const s = game.setup(players, game.parseOptions({}), `choices/${players}/${g}`);
        const rng = rngFromSeed(g);
        for (let n = 0; game.decisions(s).length > 0; n++) {
          expect(choicesProblems(game, s), `${players} players, game ${g}, action ${n}`).toEqual([]);
          const legal = game.legalActions(s, game.decisions(s)[0]!.seat);
          game.applyInPlace(s, legal[nextInt(rng, legal.length)]!);
        }
        expect(choicesProblems(game, s)).toEqual([]);
      }
  });

  it('random play through them is the same game as through the lists', () => {
    const lists = withoutChoices(game);
    for (const players of [3, 5, 7])
      for (let g = 0; g < 20; g++) {
        const a = game.setup(players, game.parseOptions({}), g);
        const b = game.clone(a);
        expect(randomPlayout(game, a, rngFromSeed(`same/${g}`))).toEqual(
          randomPlayout(lists, b, rngFromSeed(`same/${g}`)),
        );
        expect(a).toEqual(b);
      }
  });
});
