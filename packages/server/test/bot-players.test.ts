/** The server's bot levels: legal answers from every level, the hard one searching off the main thread. */
import { GAMES } from '@nobid/catalog';
import { nextFloat, rngFromSeed } from '@nobid/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { levelBots } from '../src/bot-players.ts';

const bots = levelBots();
afterAll(async () => {
  await bots.close?.();
});

describe.skipIf(!GAMES.nobid)('bot levels on the server', () => {
  it('answer a No Bid decision legally at every level, without blocking the event loop for a search', async () => {
    const game = GAMES.nobid!;
    const rng = rngFromSeed('bots');
    const random = () => nextFloat(rng);
    let state = game.setup(4, game.parseOptions(undefined), 'bots');
    for (let i = 0; i < 6; i++) {
      const [d] = game.decisions(state);
      for (const level of ['easy', 'medium', 'hard'] as const) {
        let ticks = 0;
        const ticker = setInterval(() => ticks++, 5);
        const action = await bots.choose(game, state, d!.seat, level, random);
        clearInterval(ticker);
        expect(game.check(state, action)).toBeNull();
        // The hard level waits out its 250 ms budget off the main thread: timers keep running meanwhile.
        if (level === 'hard') expect(ticks).toBeGreaterThan(5);
      }
      const next = game.apply(state, game.legalActions(state, d!.seat)[0]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  });
});
