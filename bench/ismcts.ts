/**
 * ISMCTS iterations per second from a mid-game No Bid position (turn 8 of a seeded random game),
 * for 2 and 4 players, with uniformly random rollouts (the generic bot) and with the
 * heuristic-guided playouts the hard level uses for No Bid. One iteration = determinize + select/expand + rollout.
 */
import { ismctsSearch, seatView } from '@nobid/bots';
import { nextInt, rngFromSeed } from '@nobid/engine';
import { createNobidRollout, HARD_ROLLOUT, type NobidState, nobidGame } from '@nobid/nobid';
import type { BenchSection } from './run.ts';

function midGame(players: number): { state: NobidState; seat: number } {
  const state = nobidGame.setup(players, nobidGame.parseOptions({}), `bench/ismcts/${players}`);
  const rng = rngFromSeed(`bench/ismcts/moves/${players}`);
  while (nobidGame.turnNumber(state) < 8 || state.step !== 'act') {
    const d = nobidGame.decisions(state);
    const seat = d[nextInt(rng, d.length)]!.seat;
    const legal = nobidGame.legalActions(state, seat);
    nobidGame.applyInPlace(state, legal[nextInt(rng, legal.length)]!);
  }
  return { state, seat: state.active };
}

function itersPerSec(players: number, policy: boolean, ms: number): number {
  const { state, seat } = midGame(players);
  const view = seatView(nobidGame, state, seat);
  const legal = nobidGame.legalActions(state, seat);
  const rollout = policy ? createNobidRollout(HARD_ROLLOUT) : undefined;
  const options = { budget: { ms }, rollout };
  ismctsSearch(nobidGame, view, seat, legal, rngFromSeed(0), { ...options, budget: { ms: 300 } }); // warm-up
  const start = performance.now();
  const { iterations } = ismctsSearch(nobidGame, view, seat, legal, rngFromSeed(1), options);
  return Math.round(iterations / ((performance.now() - start) / 1000));
}

export const ismctsBench: BenchSection = {
  name: 'ismcts',
  async run(args) {
    const ms = args.includes('--quick') ? 500 : 2000;
    const lines: string[] = [];
    const json: Record<string, { randomRollout: number; heuristicRollout: number }> = {};
    for (const players of [2, 4]) {
      const random = itersPerSec(players, false, ms);
      const policy = itersPerSec(players, true, ms);
      json[String(players)] = { randomRollout: random, heuristicRollout: policy };
      lines.push(
        `nobid ${players} players, mid-game (turn 8): ${random.toLocaleString('en')} ISMCTS iterations/s with random rollouts, ${policy.toLocaleString('en')} with hard's heuristic playouts`,
      );
    }
    return { lines, json: { nobid: { ismcts: json } } };
  },
};
