/**
 * The quick strength check of the hard No Bid bot (CI's `--quick` version of the strength
 * runs in docs/bot-ladder.md) and its per-seat opponent models. Seeded, so every figure is
 * the same on every run; nothing here measures time.
 */
import { askBot, HARD_ITERATIONS, ismctsBot, levelBot, playBotGame, randomBot, seatView } from '@nobid/bots';
import { type AnyBot, type AnyGame, nextInt, rngFromSeed } from '@nobid/engine';
import {
  createNobidObserver,
  HARD_ROLLOUT,
  heuristicBelief,
  type NobidAction,
  type NobidView,
  nobidBots,
  nobidGame,
} from '@nobid/nobid';
import { describe, expect, it } from 'vitest';
import { botEntry } from '../src/bots.ts';

const options = nobidGame.parseOptions({});

describe('hard No Bid bot, quick strength check', () => {
  it('beats random in at least 18 of 20 seeded two-player games, seats alternating', () => {
    // A thirtieth of the lobby's budget (HARD_ITERATIONS): the check is that the search, its
    // playouts and its models play; the strength runs at full budget are in docs/bot-ladder.md.
    const budget = { iterations: Math.round(HARD_ITERATIONS / 30) };
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const hard = levelBot(botEntry(nobidGame as AnyGame), 'hard', { hardBudget: budget });
      const bots: AnyBot[] = g % 2 === 0 ? [hard, randomBot()] : [randomBot(), hard];
      const seed = `quick/hard-random/${g}`;
      const { outcome } = playBotGame(nobidGame as AnyGame, nobidGame.setup(2, options, seed), bots, seed);
      if (outcome.kind === 'win' && outcome.winner === g % 2) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });
});

describe('per-seat opponent models', () => {
  it('believe a seat plays like the heuristic until its public actions say otherwise', () => {
    const none = { counterMatch: 0, counterMiss: 0, playMatch: 0, playMiss: 0 };
    expect(heuristicBelief(none)).toBeCloseTo(0.8, 9);
    expect(heuristicBelief({ ...none, counterMiss: 2 })).toBeLessThan(0.3);
    expect(heuristicBelief({ ...none, counterMatch: 5, playMatch: 20, playMiss: 1 })).toBeGreaterThan(0.9);
  });

  /** Plays one seeded game, hard at seat 0 with `observer`; returns hard's last view. */
  function play(observer: ReturnType<typeof createNobidObserver>, seed: string): NobidView {
    const hard = ismctsBot(nobidGame, { ...nobidBots.search, observer, budget: { iterations: 20 } });
    const bots = [hard, nobidBots.heuristic, nobidBots.heuristic, randomBot<NobidView, NobidAction>()];
    const s = nobidGame.setup(4, options, seed);
    const table = rngFromSeed(`${seed}:table`);
    const rngs = bots.map((_, i) => rngFromSeed(`${seed}:${i}`));
    let last: NobidView | null = null;
    while (nobidGame.decisions(s).length > 0) {
      const d = nobidGame.decisions(s);
      const seat = d[nextInt(table, d.length)]!.seat;
      const view = seatView(nobidGame, s, seat);
      if (seat === 0) last = view;
      const legal = nobidGame.legalActions(s, seat);
      nobidGame.applyInPlace(s, askBot(nobidGame, bots[seat]!, { view, seat, legal, rng: rngs[seat]! }));
    }
    return last!;
  }

  it('tell the random seat from the heuristic seats in a seeded 4-player game, from the views alone', () => {
    const observer = createNobidObserver(HARD_ROLLOUT);
    const beliefs = observer.beliefs(play(observer, 'quick/models/4'));
    expect(beliefs[1]).toBeGreaterThan(0.8);
    expect(beliefs[2]).toBeGreaterThan(0.8);
    expect(beliefs[3]).toBeLessThan(0.3);
  });

  it('keep one memory per table: a new game starts from the prior, the old table keeps its evidence', () => {
    const observer = createNobidObserver(HARD_ROLLOUT);
    const end = play(observer, 'quick/models/4');
    const fresh = seatView(nobidGame, nobidGame.setup(4, options, 'other'), 0);
    expect(observer.beliefs(fresh).map((b) => b.toFixed(6))).toEqual([
      '0.800000',
      '0.800000',
      '0.800000',
      '0.800000',
    ]);
    expect(observer.beliefs(end)[3]).toBeLessThan(0.3);
  });
});
