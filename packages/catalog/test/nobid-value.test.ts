/**
 * Issue 33's pipeline end to end, CI's quick version: a tiny network trained on a few hundred
 * seeded bot games (the same seed, the same bytes; a held-out loss below the trivial 1/seats),
 * read back as No Bid's value function (which refuses an edition or table size it was not
 * trained for), and hard with the network at a depth cut-off playing whole games within its
 * iteration budget, falling back to today's hard where the weights do not serve.
 */
import { ismctsBot, ismctsSearch, playBotGame, seatView, type ValueFunction } from '@nobid/bots';
import { type Bot, rngFromSeed } from '@nobid/engine';
import {
  DEFAULT_EDITION,
  editionIdentity,
  FIRST_EDITION,
  type NobidAction,
  type NobidView,
  nobidBots,
  nobidGame,
} from '@nobid/nobid';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { createNetHardSearch, nobidValueFunction, trainNobidValue } from '../src/index.ts';

const tiny = {
  edition: DEFAULT_EDITION,
  games: 300,
  seed: 'ci-tiny',
  players: [2, 3],
  hidden: [16],
  epochs: 8,
  sample: 0.15,
  command: 'test',
};

const hashOf = (weights: unknown) => bytesToHex(sha256(utf8ToBytes(JSON.stringify(weights))));

/** A value function that counts its evaluations (the real one underneath). */
function counting(value: ValueFunction<NobidView>) {
  const counted = { ...value, calls: 0 };
  counted.evaluate = (view) => {
    counted.calls++;
    return value.evaluate(view);
  };
  return counted;
}

describe('No Bid value network, trained small', () => {
  const first = trainNobidValue(tiny);
  const value = nobidValueFunction(JSON.parse(JSON.stringify(first.weights)));

  /**
   * Medium, which on its turns checks that the network's answer for its view equals its answer
   * for the view of a few states dealt afresh from that view (other hands, the deck).
   */
  function peeker(rng: ReturnType<typeof rngFromSeed>, counted: () => void): Bot<NobidView, NobidAction> {
    return {
      name: 'peek-check',
      choose(turn) {
        if (turn.view.step === 'act') {
          const expected = value.evaluate(turn.view);
          for (let k = 0; k < 3; k++) {
            const other = nobidGame.determinize(turn.view, turn.seat, rng);
            expect(value.evaluate(nobidGame.view(other, turn.seat))).toEqual(expected);
          }
          counted();
        }
        return nobidBots.heuristic.choose(turn);
      },
    };
  }

  it('gives byte-identical weights for the same seed, and other weights for another', () => {
    expect(hashOf(trainNobidValue(tiny).weights)).toBe(hashOf(first.weights));
    expect(hashOf(trainNobidValue({ ...tiny, seed: 'ci-tiny-2' }).weights)).not.toBe(hashOf(first.weights));
  });

  it('predicts held-out games better than 1/seats, and says what it was trained on', () => {
    const { training } = first.weights;
    expect(training.heldOutLoss).toBeLessThan(training.trivialLoss);
    expect(first.weights.editions).toEqual([editionIdentity(DEFAULT_EDITION)]);
    expect(first.weights.players).toEqual([2, 3]);
    expect(first.weights.encoding).toEqual({ name: 'nobid-features', version: 1 });
  });

  it("reads a seat's view into each seat's chance, and refuses what it was not trained for", () => {
    const s = nobidGame.setup(3, nobidGame.parseOptions({}), 'value/chances');
    const chances = value.evaluate(nobidGame.view(s, 1));
    expect(chances).toHaveLength(3);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(value.supports(editionIdentity(DEFAULT_EDITION), 4)).toMatch(/no value weights for 4 players/);
    expect(value.supports(editionIdentity(FIRST_EDITION), 2)).toMatch(/no value weights for No Bid 1/);
    const other = nobidGame.setup(2, nobidGame.parseOptions({ edition: FIRST_EDITION }), 'value/other');
    expect(() => value.evaluate(nobidGame.view(other, 0))).toThrow(/No Bid 1/);
  });

  it('judges a seat the same in every state it cannot tell apart (no peeking at the evaluator)', () => {
    const seed = 'value/no-peek';
    const s = nobidGame.setup(3, nobidGame.parseOptions({}), seed);
    const rng = rngFromSeed(seed);
    let compared = 0;
    // Along a game between medium bots, each seat's view against states drawn to agree with it.
    playBotGame(
      nobidGame,
      s,
      [0, 1, 2].map(() => peeker(rng, () => compared++)),
      seed,
    );
    expect(compared).toBeGreaterThan(20);
  });

  it('plays whole games as hard with a cut-off, against medium, at 2 and 3 players', () => {
    for (const players of [2, 3]) {
      const net = counting(value);
      const hard = ismctsBot(nobidGame, { ...createNetHardSearch(net), budget: { iterations: 40 } });
      const bots: Bot<NobidView, NobidAction>[] = [hard, ...Array(players - 1).fill(nobidBots.heuristic)];
      const seed = `value/net-hard/${players}`;
      const { outcome } = playBotGame(
        nobidGame,
        nobidGame.setup(players, nobidGame.parseOptions({}), seed),
        bots,
        seed,
      );
      expect(['win', 'draw']).toContain(outcome.kind);
      expect(net.calls).toBeGreaterThan(0);
    }
  });

  it('searches exactly its iteration budget, each iteration judged by the network or the end of the game', () => {
    const s = nobidGame.setup(2, nobidGame.parseOptions({}), 'value/budget');
    const net = counting(value);
    const settings = createNetHardSearch(net);
    const turn = {
      view: seatView(nobidGame, s, s.active),
      seat: s.active,
      legal: nobidGame.legalActions(s, s.active),
      rng: rngFromSeed('b'),
    };
    const refined = { ...settings, ...settings.observer!.observe(turn), budget: { iterations: 60 } };
    const result = ismctsSearch(nobidGame, turn.view, turn.seat, turn.legal, turn.rng, refined);
    expect(result.iterations).toBe(60);
    expect(net.calls).toBeGreaterThan(0);
    expect(net.calls).toBeLessThanOrEqual(60);
  });

  it("is today's hard at a table the weights do not serve (another edition): the network is never asked", () => {
    const net = counting(value);
    const hard = ismctsBot(nobidGame, { ...createNetHardSearch(net), budget: { iterations: 20 } });
    const seed = 'value/fallback';
    const state = nobidGame.setup(2, nobidGame.parseOptions({ edition: FIRST_EDITION }), seed);
    const { outcome } = playBotGame(nobidGame, state, [hard, nobidBots.heuristic], seed);
    expect(['win', 'draw']).toContain(outcome.kind);
    expect(net.calls).toBe(0);
  });
});
