/**
 * A trained network as a game's value function: each seat's chance to win, read from one seat's
 * view through the game's feature encoding. It serves the editions and table sizes its weights
 * file names and says why not for any other (`supports`), so a caller can fall back.
 */
import type { EditionIdentity, Seat } from '@nobid/engine';
import { forward, type Mlp, softmaxInto } from './mlp.ts';
import type { ValueWeights } from './weights-file.ts';

/**
 * A game's features for one seat's view. Outputs are rotated: output k is the chance of seat
 * (viewer + k) mod seats, so the network sees every seat from its own chair.
 */
export interface ValueEncoding<V> {
  readonly name: string;
  readonly version: number;
  readonly inputs: number;
  /** The most seats a table may have (the network's outputs). */
  readonly outputs: number;
  encode(view: V, out: Float32Array): void;
  seats(view: V): number;
  viewer(view: V): Seat;
  edition(view: V): EditionIdentity;
}

export interface ValueFunction<V> {
  readonly weights: ValueWeights;
  /** Null when the weights were trained for this edition and table size; otherwise why not. */
  supports(edition: EditionIdentity, seats: number): string | null;
  /** Each seat's chance to win, indexed by seat, summing to 1. */
  evaluate(view: V): number[];
}

export class ValueSupportError extends Error {
  override name = 'ValueSupportError';
}

export function valueFunction<V>(
  weights: ValueWeights,
  net: Mlp,
  encoding: ValueEncoding<V>,
): ValueFunction<V> {
  const { layers } = net;
  if (weights.encoding.name !== encoding.name || weights.encoding.version !== encoding.version)
    throw new ValueSupportError(
      `weights for features "${weights.encoding.name}" v${weights.encoding.version}; this build encodes "${encoding.name}" v${encoding.version}`,
    );
  if (layers[0] !== encoding.inputs || layers[layers.length - 1] !== encoding.outputs)
    throw new ValueSupportError(
      `weights take ${layers[0]} inputs and give ${layers[layers.length - 1]} outputs; the encoding has ${encoding.inputs} and ${encoding.outputs}`,
    );
  const x = new Float32Array(encoding.inputs);
  const probs = new Float32Array(encoding.outputs);
  const supports = (edition: EditionIdentity, seats: number): string | null => {
    if (!weights.editions.some((e) => e.hash === edition.hash))
      return `no value weights for ${edition.name} ${edition.version} (${edition.hash.slice(0, 8)}): trained for ${weights.editions.map((e) => `${e.name} ${e.version}`).join(', ')}`;
    if (!weights.players.includes(seats))
      return `no value weights for ${seats} players: trained for ${weights.players.join(', ')}`;
    return null;
  };
  return {
    weights,
    supports,
    evaluate(view) {
      const seats = encoding.seats(view);
      const why = supports(encoding.edition(view), seats);
      if (why) throw new ValueSupportError(why);
      encoding.encode(view, x);
      softmaxInto(forward(net, x), seats, probs);
      const viewer = encoding.viewer(view);
      const chances = new Array<number>(seats);
      for (let k = 0; k < seats; k++) chances[(viewer + k) % seats] = probs[k]!;
      return chances;
    },
  };
}
