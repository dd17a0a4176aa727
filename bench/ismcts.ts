/**
 * ISMCTS iterations per second from a mid-game No Bid position (turn 8 of a seeded random game),
 * for 2 and 4 players, with uniformly random rollouts (the generic bot) and with the
 * heuristic-guided playouts the hard level uses for No Bid. One iteration = determinize +
 * select/expand + a playout to the end of the game. Rates per wall-clock second and per CPU
 * second of this process (the machine is shared).
 * Targets (issue 17, part 3), at 4 players per CPU second: 20,000 with random rollouts, 8,000
 * with heuristic playouts.
 */
import { ismctsSearch, seatView } from '@nobid/bots';
import { nextInt, rngFromSeed } from '@nobid/engine';
import { createNobidRollout, HARD_ROLLOUT, type NobidState, nobidGame } from '@nobid/nobid';
import { cpuSeconds } from './cpu.ts';
import { fmt } from './random-games.ts';
import type { BenchSection } from './run.ts';

const TARGETS_4P = { random: 20_000, heuristic: 8_000 };

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

interface Rate {
  perSec: number;
  perCpuSec: number;
}

function iterations(players: number, policy: boolean, ms: number): Rate {
  const { state, seat } = midGame(players);
  const view = seatView(nobidGame, state, seat);
  const legal = nobidGame.legalActions(state, seat);
  const rollout = policy ? createNobidRollout(HARD_ROLLOUT) : undefined;
  const options = { budget: { ms }, rollout };
  ismctsSearch(nobidGame, view, seat, legal, rngFromSeed(0), { ...options, budget: { ms: 300 } }); // warm-up
  const cpu0 = cpuSeconds();
  const start = performance.now();
  const { iterations } = ismctsSearch(nobidGame, view, seat, legal, rngFromSeed(1), options);
  const wall = (performance.now() - start) / 1000;
  return {
    perSec: Math.round(iterations / wall),
    perCpuSec: Math.round(iterations / (cpuSeconds() - cpu0)),
  };
}

const verdict = (rate: number, target: number) =>
  ` (target ${fmt(target)}: ${rate >= target ? 'met' : 'NOT met'})`;

export const ismctsBench: BenchSection = {
  name: 'ismcts',
  async run(args) {
    const ms = args.includes('--quick') ? 500 : 2000;
    const lines: string[] = [];
    const json: Record<string, Record<string, number>> = {};
    for (const players of [2, 4]) {
      const random = iterations(players, false, ms);
      const policy = iterations(players, true, ms);
      json[String(players)] = {
        randomRollout: random.perSec,
        heuristicRollout: policy.perSec,
        randomRolloutPerCpuSec: random.perCpuSec,
        heuristicRolloutPerCpuSec: policy.perCpuSec,
      };
      const four = players === 4;
      lines.push(
        `nobid ${players} players, mid-game (turn 8), ISMCTS iterations per CPU second: ${fmt(random.perCpuSec)} with random rollouts${four ? verdict(random.perCpuSec, TARGETS_4P.random) : ''}, ${fmt(policy.perCpuSec)} with hard's heuristic playouts${four ? verdict(policy.perCpuSec, TARGETS_4P.heuristic) : ''}; wall clock ${fmt(random.perSec)} and ${fmt(policy.perSec)} a second`,
      );
    }
    return { lines, json: { nobid: { ismcts: json } } };
  },
};
