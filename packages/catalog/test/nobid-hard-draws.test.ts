/**
 * Hard No Bid plays to win, not for the turn cap: in its search a game drawn at the cap is worth
 * nothing, as a loss (`HARD_DRAW_REWARD`; docs/bot-ladder.md, round 5). Seeded, no timing.
 */
import { analyseDecision, seatView } from '@nobid/bots';
import { rngFromSeed } from '@nobid/engine';
import { HARD_DRAW_REWARD, nobidGame } from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import { BOT_ENTRIES } from '../src/bots.ts';

const entry = BOT_ENTRIES.nobid!;

/** Six players, the first seat to act on the last turn before the cap: the turn's end draws the game. */
function lastTurnBeforeTheCap() {
  const s = nobidGame.setup(6, nobidGame.parseOptions({}), 'hard-draws/last-turn');
  s.turnCap = s.turn;
  const seat = s.active;
  return {
    s,
    turn: {
      view: seatView(nobidGame, s, seat),
      seat,
      legal: nobidGame.legalActions(s, seat),
      rng: rngFromSeed('dice'),
    },
  };
}

describe('hard No Bid and the turn cap', () => {
  it('values every move at nothing when the turn ends in a draw and no move can win this turn', () => {
    const { turn } = lastTurnBeforeTheCap();
    expect(turn.legal.length).toBeGreaterThan(1);
    const analysis = analyseDecision(entry, turn, { iterations: 60 });
    expect(HARD_DRAW_REWARD).toBe(0);
    expect(analysis.options.length).toBe(turn.legal.length);
    expect(analysis.options.reduce((n, o) => n + o.visits, 0)).toBe(60);
    for (const option of analysis.options) if (option.visits > 0) expect(option.win).toBe(0);
  });

  it('would value the same draw at half a win with the search default (the bot before round 5)', () => {
    const { turn } = lastTurnBeforeTheCap();
    // The hard bot's own settings (`createSearch`), the draw's value aside.
    const halves = { ...entry, createSearch: () => ({ ...entry.createSearch!(), drawReward: 0.5 }) };
    const analysis = analyseDecision(halves, turn, { iterations: 60 });
    for (const option of analysis.options) if (option.visits > 0) expect(option.win).toBe(0.5);
  });
});
