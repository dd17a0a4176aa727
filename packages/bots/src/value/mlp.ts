/**
 * A small multi-layer perceptron for a value function: ReLU hidden layers, a linear output
 * layer read as logits over the table's seats (softmax over the first `seats` outputs), all
 * parameters in one Float32Array. Our own few hundred lines rather than a library:
 * docs/decisions/value-network-library.md (a forward pass of this size is a few microseconds
 * here, tens with a tensor library's per-op overhead).
 */
import { nextFloat, type Rng } from '@nobid/engine';

export interface Mlp {
  /** Widths, inputs first, outputs last: [inputs, hidden..., outputs]. */
  readonly layers: readonly number[];
  /** Per layer l (1..): weights [out][in] row-major, then biases. */
  readonly params: Float32Array;
  /** Where layer l's weights start in `params` (index l - 1). */
  readonly offsets: readonly number[];
  /** Activations per layer, reused by every forward pass (one pass at a time). */
  readonly acts: readonly Float32Array[];
  /** The input's non-zero positions (most features of a position are zero: absent seats, one-hots). */
  readonly live: Int32Array;
}

export class MlpShapeError extends Error {
  override name = 'MlpShapeError';
}

export function paramCount(layers: readonly number[]): number {
  let n = 0;
  for (let l = 1; l < layers.length; l++) n += layers[l]! * (layers[l - 1]! + 1);
  return n;
}

/** A network of `layers` with the given parameters (`paramCount(layers)` of them). */
export function mlpOf(layers: readonly number[], params: Float32Array): Mlp {
  if (layers.length < 2 || layers.some((w) => !Number.isSafeInteger(w) || w < 1))
    throw new MlpShapeError(`bad layer widths ${JSON.stringify(layers)}`);
  if (params.length !== paramCount(layers))
    throw new MlpShapeError(
      `layers ${layers.join('-')} need ${paramCount(layers)} parameters, got ${params.length}`,
    );
  const offsets: number[] = [];
  let at = 0;
  for (let l = 1; l < layers.length; l++) {
    offsets.push(at);
    at += layers[l]! * (layers[l - 1]! + 1);
  }
  return {
    layers: [...layers],
    params,
    offsets,
    acts: layers.map((w) => new Float32Array(w)),
    live: new Int32Array(layers[0]!),
  };
}

/** He-uniform weights and zero biases, from the seeded generator (same seed, same network). */
export function initMlp(layers: readonly number[], rng: Rng): Mlp {
  const params = new Float32Array(paramCount(layers));
  let at = 0;
  for (let l = 1; l < layers.length; l++) {
    const fanIn = layers[l - 1]!;
    const bound = Math.sqrt(6 / fanIn);
    const weights = layers[l]! * fanIn;
    for (let i = 0; i < weights; i++) params[at + i] = (2 * nextFloat(rng) - 1) * bound;
    at += weights + layers[l]!;
  }
  return mlpOf(layers, params);
}

/**
 * The output layer's logits for input `x` (written into the network's last activation buffer,
 * which is returned: copy it before the next pass). Hidden layers are ReLU.
 */
export function forward(net: Mlp, x: ArrayLike<number>): Float32Array {
  const { layers, params, offsets, acts, live } = net;
  const input = acts[0]!;
  let nLive = 0;
  for (let i = 0; i < layers[0]!; i++) {
    const v = x[i]!;
    input[i] = v;
    if (v !== 0) live[nLive++] = i;
  }
  const last = layers.length - 1;
  // The first layer over the live inputs only.
  {
    const nIn = layers[0]!;
    const nOut = layers[1]!;
    const z = acts[1]!;
    let w = offsets[0]!;
    const b = w + nOut * nIn;
    for (let o = 0; o < nOut; o++) {
      let sum = params[b + o]!;
      for (let j = 0; j < nLive; j++) {
        const i = live[j]!;
        sum += params[w + i]! * input[i]!;
      }
      w += nIn;
      z[o] = 1 < last && sum < 0 ? 0 : sum;
    }
  }
  for (let l = 2; l <= last; l++) {
    const nIn = layers[l - 1]!;
    const nOut = layers[l]!;
    const a = acts[l - 1]!;
    const z = acts[l]!;
    let w = offsets[l - 1]!;
    const b = w + nOut * nIn;
    for (let o = 0; o < nOut; o++) {
      let sum = params[b + o]!;
      for (let i = 0; i < nIn; i++) sum += params[w + i]! * a[i]!;
      w += nIn;
      z[o] = l < last && sum < 0 ? 0 : sum;
    }
  }
  return acts[last]!;
}

/** Softmax of the first `n` logits into `out` (the rest untouched). */
export function softmaxInto(logits: ArrayLike<number>, n: number, out: Float32Array | number[]): void {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) if (logits[i]! > max) max = logits[i]!;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp(logits[i]! - max);
    out[i] = e;
    total += e;
  }
  for (let i = 0; i < n; i++) out[i] = out[i]! / total;
}

/**
 * One sample's cross-entropy loss against `target` (a distribution over the first `n` outputs)
 * after a forward pass, with its gradient added into `grad` (same layout as `params`).
 * `scratch` holds one buffer per layer (`acts`' widths) for the backward pass.
 */
export function backward(
  net: Mlp,
  target: ArrayLike<number>,
  n: number,
  grad: Float32Array,
  scratch: readonly Float32Array[],
): number {
  const { layers, params, offsets, acts, live } = net;
  let nLive = 0;
  for (let i = 0; i < layers[0]!; i++) if (acts[0]![i] !== 0) live[nLive++] = i;
  const last = layers.length - 1;
  const probs = scratch[last]!;
  softmaxInto(acts[last]!, n, probs);
  let loss = 0;
  for (let i = 0; i < layers[last]!; i++) {
    if (i >= n) {
      probs[i] = 0;
      continue;
    }
    const t = target[i]!;
    if (t > 0) loss -= t * Math.log(Math.max(probs[i]!, 1e-12));
    probs[i] = probs[i]! - t;
  }
  // probs now holds dLoss/dlogits; walk back layer by layer.
  for (let l = last; l >= 1; l--) {
    const nIn = layers[l - 1]!;
    const nOut = layers[l]!;
    const delta = scratch[l]!;
    const a = acts[l - 1]!;
    const w0 = offsets[l - 1]!;
    const b = w0 + nOut * nIn;
    const below = scratch[l - 1]!;
    if (l > 1) below.fill(0);
    for (let o = 0; o < nOut; o++) {
      const d = delta[o]!;
      if (d === 0) continue;
      grad[b + o] = grad[b + o]! + d;
      const w = w0 + o * nIn;
      if (l === 1) {
        // The input layer's gradient is zero wherever the input was.
        for (let j = 0; j < nLive; j++) {
          const i = live[j]!;
          grad[w + i] = grad[w + i]! + d * a[i]!;
        }
        continue;
      }
      for (let i = 0; i < nIn; i++) {
        grad[w + i] = grad[w + i]! + d * a[i]!;
        if (l > 1) below[i] = below[i]! + d * params[w + i]!;
      }
    }
    // Through the ReLU of the layer below (its activation 0 means it was cut).
    if (l > 1) for (let i = 0; i < nIn; i++) if (a[i]! <= 0) below[i] = 0;
  }
  return loss;
}

export function scratchOf(net: Mlp): Float32Array[] {
  return net.layers.map((w) => new Float32Array(w));
}

/** Adam's state for one network. */
export interface Adam {
  readonly m: Float32Array;
  readonly v: Float32Array;
  step: number;
}

export const adamFor = (net: Mlp): Adam => ({
  m: new Float32Array(net.params.length),
  v: new Float32Array(net.params.length),
  step: 0,
});

/** One Adam step (Kingma & Ba) with the mean gradient `grad / count`, plus L2 `decay`. */
export function adamStep(
  net: Mlp,
  adam: Adam,
  grad: Float32Array,
  count: number,
  rate: number,
  decay = 0,
): void {
  const b1 = 0.9;
  const b2 = 0.999;
  adam.step++;
  const c1 = 1 - b1 ** adam.step;
  const c2 = 1 - b2 ** adam.step;
  const { params } = net;
  const { m, v } = adam;
  for (let i = 0; i < params.length; i++) {
    const g = grad[i]! / count + decay * params[i]!;
    m[i] = b1 * m[i]! + (1 - b1) * g;
    v[i] = b2 * v[i]! + (1 - b2) * g * g;
    params[i] = params[i]! - (rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
  }
}
