/**
 * Supervised training of a value network on positions with known results (Monte Carlo
 * returns: each position's target is how its game ended, per seat). Deterministic: the
 * initial weights and every epoch's order come from the seed, so the same samples and seed give
 * byte-identical weights.
 */
import { rngFromSeed, shuffleInPlace } from '@nobid/engine';
import { adamFor, adamStep, backward, forward, initMlp, type Mlp, scratchOf, softmaxInto } from './mlp.ts';

/** Positions as flat arrays: sample i's inputs at `x[i * inputs]`, its target at `target[i * outputs]`. */
export interface ValueSamples {
  readonly inputs: number;
  readonly outputs: number;
  readonly count: number;
  readonly x: Float32Array;
  readonly target: Float32Array;
  /** How many outputs are live for the sample (the table's seats); the rest are ignored. */
  readonly seats: Uint8Array;
  /** The game a sample comes from: held-out positions are whole games, never parts of one. */
  readonly game: Int32Array;
}

/** Collects samples as games are played, growing its arrays. */
export function createSampleBuffer(inputs: number, outputs: number) {
  let capacity = 1024;
  let count = 0;
  let x = new Float32Array(capacity * inputs);
  let target = new Float32Array(capacity * outputs);
  let seats = new Uint8Array(capacity);
  let game = new Int32Array(capacity);
  const grow = () => {
    capacity *= 2;
    const x2 = new Float32Array(capacity * inputs);
    x2.set(x);
    const t2 = new Float32Array(capacity * outputs);
    t2.set(target);
    const s2 = new Uint8Array(capacity);
    s2.set(seats);
    const g2 = new Int32Array(capacity);
    g2.set(game);
    [x, target, seats, game] = [x2, t2, s2, g2];
  };
  return {
    get count() {
      return count;
    },
    add(features: ArrayLike<number>, result: ArrayLike<number>, live: number, gameIndex: number): void {
      if (count === capacity) grow();
      x.set(features as ArrayLike<number>, count * inputs);
      for (let i = 0; i < outputs; i++) target[count * outputs + i] = i < live ? result[i]! : 0;
      seats[count] = live;
      game[count] = gameIndex;
      count++;
    },
    samples(): ValueSamples {
      return {
        inputs,
        outputs,
        count,
        x: x.subarray(0, count * inputs),
        target: target.subarray(0, count * outputs),
        seats: seats.subarray(0, count),
        game: game.subarray(0, count),
      };
    },
  };
}

export interface TrainOptions {
  /** Hidden layer widths, e.g. [64, 32]. */
  readonly hidden: readonly number[];
  readonly epochs: number;
  readonly batch: number;
  readonly rate: number;
  readonly decay?: number;
  readonly seed: string;
  /** One game in `heldOutEvery` is held out (10: a tenth of the games, chosen by a hash of the index). */
  readonly heldOutEvery: number;
  readonly onEpoch?: (epoch: number, trainLoss: number, heldOutLoss: number) => void;
}

export interface TrainReport {
  readonly net: Mlp;
  readonly trainSamples: number;
  readonly heldOutSamples: number;
  /** Mean cross-entropy on the held-out games, in nats, of the best epoch (the weights kept). */
  readonly heldOutLoss: number;
  /** The same for the trivial predictor, 1/seats to every seat: ln(seats) on average. */
  readonly trivialLoss: number;
  readonly trainLoss: number;
  /** The epoch whose weights are kept (1-based). */
  readonly bestEpoch: number;
  /** Held-out share of positions whose winner got the network's highest chance. */
  readonly heldOutTop1: number;
}

function split(s: ValueSamples, every: number): { train: number[]; held: number[] } {
  const train: number[] = [];
  const held: number[] = [];
  // Games by a hash of their index, not every n-th: a trainer that cycles table sizes through
  // the games would otherwise hold out one size only.
  for (let i = 0; i < s.count; i++)
    (Math.imul(s.game[i]! + 1, 0x9e3779b1) >>> 0) % every === 0 ? held.push(i) : train.push(i);
  return { train, held };
}

/** Mean loss and top-1 rate of `net` on samples `which`. */
export function evaluateLoss(net: Mlp, s: ValueSamples, which: readonly number[]) {
  const probs = new Float32Array(s.outputs);
  let loss = 0;
  let top = 0;
  for (const i of which) {
    const logits = forward(net, s.x.subarray(i * s.inputs, (i + 1) * s.inputs));
    const n = s.seats[i]!;
    softmaxInto(logits, n, probs);
    let best = 0;
    for (let k = 0; k < n; k++) {
      const t = s.target[i * s.outputs + k]!;
      if (t > 0) loss -= t * Math.log(Math.max(probs[k]!, 1e-12));
      if (probs[k]! > probs[best]!) best = k;
    }
    if (s.target[i * s.outputs + best]! >= 0.5) top++;
  }
  const n = Math.max(1, which.length);
  return { loss: loss / n, top1: top / n };
}

export function trainValueNet(s: ValueSamples, options: TrainOptions): TrainReport {
  const rng = rngFromSeed(`${options.seed}:train`);
  const net = initMlp([s.inputs, ...options.hidden, s.outputs], rng);
  const { train, held } = split(s, options.heldOutEvery);
  if (train.length === 0 || held.length === 0)
    throw new RangeError(
      `too few games to hold some out: ${train.length} training and ${held.length} held-out positions`,
    );
  const adam = adamFor(net);
  const grad = new Float32Array(net.params.length);
  const scratch = scratchOf(net);
  let best = { loss: Number.POSITIVE_INFINITY, epoch: 0, params: net.params.slice(), train: 0 };
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    shuffleInPlace(rng, train);
    let total = 0;
    for (let from = 0; from < train.length; from += options.batch) {
      const to = Math.min(train.length, from + options.batch);
      grad.fill(0);
      for (let j = from; j < to; j++) {
        const i = train[j]!;
        forward(net, s.x.subarray(i * s.inputs, (i + 1) * s.inputs));
        total += backward(
          net,
          s.target.subarray(i * s.outputs, (i + 1) * s.outputs),
          s.seats[i]!,
          grad,
          scratch,
        );
      }
      adamStep(net, adam, grad, to - from, options.rate, options.decay ?? 0);
    }
    const heldLoss = evaluateLoss(net, s, held).loss;
    options.onEpoch?.(epoch, total / train.length, heldLoss);
    if (heldLoss < best.loss)
      best = { loss: heldLoss, epoch, params: net.params.slice(), train: total / train.length };
  }
  net.params.set(best.params);
  let trivial = 0;
  for (const i of held) trivial += Math.log(s.seats[i]!);
  return {
    net,
    trainSamples: train.length,
    heldOutSamples: held.length,
    heldOutLoss: best.loss,
    trivialLoss: trivial / held.length,
    trainLoss: best.train,
    bestEpoch: best.epoch,
    heldOutTop1: evaluateLoss(net, s, held).top1,
  };
}
