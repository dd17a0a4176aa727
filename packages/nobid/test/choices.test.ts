/** The count-then-pick `choices` random play uses agree with `decisions` and `legalActions`. */
import { nextInt, randomPlayout, rngFromSeed } from '@nobid/engine';
import { choicesProblems, withoutChoices } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { nobidGame, SHIPPED_EDITIONS } from '../src/index.ts';

describe('choices', () => {
  for (const edition of SHIPPED_EDITIONS)
    it(`agree with decisions and legal actions in every state of random games (${edition.name} ${edition.version})`, () => {
      const options = nobidGame.parseOptions({ edition });
      for (const players of [2, 3, 4, 5, 6])
        for (let g = 0; g < 8; g++) {
          const s = nobidGame.setup(players, options, `choices/${players}/${g}`);
          const rng = rngFromSeed(g);
          for (let n = 0; nobidGame.decisions(s).length > 0; n++) {
            expect(choicesProblems(nobidGame, s), `${players} players, game ${g}, action ${n}`).toEqual([]);
            const d = nobidGame.decisions(s);
            const legal = nobidGame.legalActions(s, d[nextInt(rng, d.length)]!.seat);
            nobidGame.applyInPlace(s, legal[nextInt(rng, legal.length)]!);
          }
          expect(choicesProblems(nobidGame, s)).toEqual([]);
        }
    });

  it('random play through them is the same game as through the lists', () => {
    const lists = withoutChoices(nobidGame);
    for (const players of [2, 4, 6])
      for (let g = 0; g < 20; g++) {
        const a = nobidGame.setup(players, nobidGame.parseOptions({}), g);
        const b = nobidGame.clone(a);
        const fast = randomPlayout(nobidGame, a, rngFromSeed(`same/${g}`));
        const slow = randomPlayout(lists, b, rngFromSeed(`same/${g}`));
        expect(fast).toEqual(slow);
        expect(a).toEqual(b);
      }
  });
});
