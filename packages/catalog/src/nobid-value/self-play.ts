/**
 * Training positions for No Bid's value network from bot games: medium (the heuristic) at every
 * seat, some seats with a share of random moves so the positions cover more than the
 * heuristic's own lines. A position is what one seat was shown when it decided (its view, so
 * nothing hidden), sampled at a rate; its target is how the game ended for each seat, rotated
 * to that seat's chair (Monte Carlo returns). Drawn games (the turn cap) are left out: the
 * network gives win chances only, and hard counts a draw as nothing (`HARD_DRAW_REWARD`).
 * Everything derives from the seed.
 */
import { createSampleBuffer, playBotGame, type ValueSamples } from '@nobid/bots';
import { type Bot, nextFloat, nextInt, type Rng, rngFromSeed } from '@nobid/engine';
import { type Edition, type NobidAction, type NobidView, nobidGame, nobidHeuristicBot } from '@nobid/nobid';
import { NOBID_VALUE_ENCODING } from './encoding.ts';

export interface SelfPlayOptions {
  readonly edition: Edition;
  readonly games: number;
  readonly seed: string;
  /** Table sizes, played in turn (game i at `players[i % length]`). */
  readonly players: readonly number[];
  /** Chance that a decision's view becomes a position. */
  readonly sample: number;
  readonly onGame?: (done: number) => void;
}

export interface SelfPlayData {
  readonly samples: ValueSamples;
  readonly games: number;
  readonly draws: number;
}

/** Shares of random moves a seat may get, drawn per seat and game (0: plain medium). */
const NOISE = [0, 0, 0.1, 0.25];

function noisyMedium(noise: number): Bot<NobidView, NobidAction> {
  if (noise === 0) return nobidHeuristicBot;
  return {
    name: `nobid-heuristic~${noise}`,
    choose(turn) {
      return nextFloat(turn.rng) < noise
        ? turn.legal[nextInt(turn.rng, turn.legal.length)]!
        : nobidHeuristicBot.choose(turn);
    },
  };
}

/** A seat's bot that also keeps some of the views it is shown (only its own seat's). */
function recording(
  bot: Bot<NobidView, NobidAction>,
  sampler: Rng,
  sample: number,
  kept: Float32Array[],
  viewers: number[],
) {
  const wrapped: Bot<NobidView, NobidAction> = {
    name: bot.name,
    choose(turn) {
      if (nextFloat(sampler) < sample) {
        const x = new Float32Array(NOBID_VALUE_ENCODING.inputs);
        NOBID_VALUE_ENCODING.encode(turn.view, x);
        kept.push(x);
        viewers.push(turn.seat);
      }
      return bot.choose(turn);
    },
  };
  return wrapped;
}

export function selfPlaySamples(options: SelfPlayOptions): SelfPlayData {
  const buffer = createSampleBuffer(NOBID_VALUE_ENCODING.inputs, NOBID_VALUE_ENCODING.outputs);
  const gameOptions = nobidGame.parseOptions({ edition: options.edition });
  const result = new Float32Array(NOBID_VALUE_ENCODING.outputs);
  let draws = 0;
  for (let i = 0; i < options.games; i++) {
    const players = options.players[i % options.players.length]!;
    const seed = `${options.seed}:${i}`;
    const dice = rngFromSeed(`${seed}:self-play`);
    const kept: Float32Array[] = [];
    const viewers: number[] = [];
    const bots = Array.from({ length: players }, () =>
      recording(noisyMedium(NOISE[nextInt(dice, NOISE.length)]!), dice, options.sample, kept, viewers),
    );
    const state = nobidGame.setup(players, gameOptions, seed);
    const { outcome } = playBotGame(nobidGame, state, bots, seed);
    if (outcome.kind !== 'win') draws++;
    else
      for (let k = 0; k < kept.length; k++) {
        result.fill(0);
        result[(outcome.winner - viewers[k]! + players) % players] = 1;
        buffer.add(kept[k]!, result, players, i);
      }
    options.onGame?.(i + 1);
  }
  return { samples: buffer.samples(), games: options.games, draws };
}
