/**
 * The value network's own MLP (`src/value/mlp.ts`): the forward pass against a hand
 * computation, the backward pass against finite differences, the weights file's round trip,
 * and seeded training that learns a toy rule and repeats itself exactly.
 */
import { nextFloat, rngFromSeed } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import {
  backward,
  createSampleBuffer,
  forward,
  initMlp,
  mlpOf,
  parseWeights,
  scratchOf,
  softmaxInto,
  trainValueNet,
  WeightsFileError,
  weightsOf,
} from '../src/index.ts';

describe('value MLP', () => {
  it('computes a 2-2-2 network by hand: ReLU hidden layer, linear logits, softmax', () => {
    // Layer 1: W = [[1, -1], [0.5, 2]], b = [0, -1]; layer 2: W = [[1, 1], [-1, 0]], b = [0.5, 0].
    const net = mlpOf([2, 2, 2], Float32Array.from([1, -1, 0.5, 2, 0, -1, 1, 1, -1, 0, 0.5, 0]));
    const logits = Array.from(forward(net, [3, 1]));
    // Hidden: relu(3 - 1 + 0) = 2, relu(1.5 + 2 - 1) = 2.5; out: 2 + 2.5 + 0.5 = 5, -2 + 0 = -2.
    expect(logits).toEqual([5, -2]);
    const p = [0, 0];
    softmaxInto(logits, 2, p);
    expect(p[0]).toBeCloseTo(Math.exp(5) / (Math.exp(5) + Math.exp(-2)), 6);
    // A negative pre-activation is cut: x = [0, 1] gives hidden relu(-1) = 0, relu(1) = 1.
    expect(Array.from(forward(net, [0, 1]))).toEqual([1.5, 0]);
  });

  it("backward's gradient matches finite differences of the cross-entropy", () => {
    const net = initMlp([5, 4, 3, 4], rngFromSeed('grad-check'));
    const x = [0.3, -0.7, 1.2, 0, 0.5];
    const target = [0, 1, 0];
    const n = 3; // the fourth output is a seat not at this table
    const loss = () => {
      const p = [0, 0, 0];
      softmaxInto(forward(net, x), n, p);
      return -Math.log(p[1]!);
    };
    const grad = new Float32Array(net.params.length);
    forward(net, x);
    const l = backward(net, target, n, grad, scratchOf(net));
    expect(l).toBeCloseTo(loss(), 5);
    const eps = 1e-2;
    let checked = 0;
    for (let i = 0; i < net.params.length; i++) {
      const keep = net.params[i]!;
      net.params[i] = keep + eps;
      const up = loss();
      net.params[i] = keep - eps;
      const down = loss();
      net.params[i] = keep;
      const numeric = (up - down) / (2 * eps);
      expect(grad[i]!).toBeCloseTo(numeric, 2);
      if (Math.abs(numeric) > 1e-3) checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('writes and reads its weights file exactly, and refuses a file of the wrong shape', () => {
    const net = initMlp([3, 4, 2], rngFromSeed('file'));
    const header = {
      game: 'toy',
      encoding: { name: 'toy', version: 1 },
      editions: [],
      players: [2],
      training: {
        command: 't',
        seed: 's',
        games: 0,
        positions: 0,
        heldOutLoss: 0,
        trivialLoss: 0,
        heldOutTop1: 0,
        epochs: 0,
        bestEpoch: 0,
      },
    };
    const file = JSON.parse(JSON.stringify(weightsOf(net, header)));
    expect(Array.from(parseWeights(file).net.params)).toEqual(Array.from(net.params));
    expect(() => parseWeights({ ...file, layers: [3, 5, 2] })).toThrow(WeightsFileError);
    expect(() => parseWeights({ format: 'other' })).toThrow(WeightsFileError);
  });

  it('learns a toy rule from seeded data below the trivial loss, and the same seed gives the same weights', () => {
    // Two "seats"; the one with the larger input wins.
    const buffer = createSampleBuffer(2, 2);
    const rng = rngFromSeed('toy-data');
    for (let g = 0; g < 400; g++) {
      const a = nextFloat(rng);
      const b = nextFloat(rng);
      buffer.add([a, b], a >= b ? [1, 0] : [0, 1], 2, g);
    }
    const train = () =>
      trainValueNet(buffer.samples(), {
        hidden: [8],
        epochs: 30,
        batch: 16,
        rate: 0.01,
        seed: 'toy',
        heldOutEvery: 5,
      });
    const one = train();
    const two = train();
    expect(Array.from(two.net.params)).toEqual(Array.from(one.net.params));
    expect(one.trivialLoss).toBeCloseTo(Math.log(2), 6);
    expect(one.heldOutLoss).toBeLessThan(0.5 * one.trivialLoss);
  });
});
