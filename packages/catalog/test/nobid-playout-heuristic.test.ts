/**
 * Playouts run the heuristic bot's rules on the sampled state, over the legal-action buffer
 * (`chooseActFound`, `windowAnswer`...) instead of over a view and a list: every decision of
 * seeded games must be the one the heuristic bot makes on that seat's view, dice included.
 */
import { seatView } from '@nobid/bots';
import { nextFloat, nextInt, rngFromSeed } from '@nobid/engine';
import {
  createNobidPolicy,
  DEFAULT_ROLLOUT,
  nobidGame,
  nobidHeuristicBot,
  SHIPPED_EDITIONS,
} from '@nobid/nobid';
import { describe, expect, it } from 'vitest';

describe('the playout heuristic', () => {
  for (const edition of SHIPPED_EDITIONS)
    it(`chooses what the heuristic bot chooses on the seat's view (${edition.name} ${edition.version})`, () => {
      const options = nobidGame.parseOptions({ edition });
      // Every decision by the heuristic's rules (one draw decides that; the bot's dice follow it).
      const policy = createNobidPolicy({ ...DEFAULT_ROLLOUT, heuristic: 1 });
      for (const players of [2, 3, 4, 5, 6])
        for (let g = 0; g < 6; g++) {
          const s = nobidGame.setup(players, options, `playout-heuristic/${players}/${g}`);
          const rng = rngFromSeed(`playout-heuristic/moves/${players}/${g}`);
          for (let n = 0; nobidGame.decisions(s).length > 0; n++) {
            const d = nobidGame.decisions(s);
            const seat = d[nextInt(rng, d.length)]!.seat;
            const legal = nobidGame.legalActions(s, seat);
            const seed = `${players}/${g}/${n}`;
            const fromState = policy(s, seat, legal, rngFromSeed(seed));
            const botRng = rngFromSeed(seed);
            if (legal.length > 1) nextFloat(botRng);
            const view = seatView(nobidGame, s, seat);
            const fromView = nobidHeuristicBot.choose({ view, seat, legal, rng: botRng });
            expect(fromState, `${players} players, game ${g}, decision ${n}`).toBe(fromView);
            // Mostly the heuristic's move, sometimes any, so that games reach every kind of state.
            nobidGame.applyInPlace(s, nextInt(rng, 4) === 0 ? legal[nextInt(rng, legal.length)]! : fromView);
          }
        }
    });
});
