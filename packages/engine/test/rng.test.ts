import { describe, expect, it } from 'vitest';
import { cloneRng, nextFloat, nextInt, nextU32, rngFromSeed, shuffleInPlace } from '../src/index.ts';

describe('seeded rng', () => {
  it('gives the same stream for the same seed and different streams for different seeds', () => {
    const a = rngFromSeed('seed-1');
    const b = rngFromSeed('seed-1');
    const c = rngFromSeed('seed-2');
    const xs = Array.from({ length: 8 }, () => nextU32(a));
    expect(Array.from({ length: 8 }, () => nextU32(b))).toEqual(xs);
    expect(Array.from({ length: 8 }, () => nextU32(c))).not.toEqual(xs);
  });

  it('survives a JSON round trip mid-stream', () => {
    const a = rngFromSeed(7);
    nextU32(a);
    const b = JSON.parse(JSON.stringify(a));
    expect(nextU32(b)).toBe(nextU32(a));
  });

  it('clones independently', () => {
    const a = rngFromSeed(1);
    const b = cloneRng(a);
    nextU32(a);
    expect(b).not.toEqual(a);
  });

  it('draws integers in range, roughly uniformly', () => {
    const rng = rngFromSeed('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[nextInt(rng, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    for (let i = 0; i < 1000; i++) {
      const f = nextFloat(rng);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('shuffles with exactly the draws of nextInt from the end down, and leaves the same state', () => {
    for (let seed = 0; seed < 200; seed++)
      for (const length of [0, 1, 2, 3, 17, 60, 121]) {
        const fast = rngFromSeed(`shuffle:${seed}`);
        const slow = cloneRng(fast);
        const xs = shuffleInPlace(
          fast,
          Array.from({ length }, (_, i) => i),
        );
        const ys = Array.from({ length }, (_, i) => i);
        for (let i = ys.length - 1; i > 0; i--) {
          const j = nextInt(slow, i + 1);
          [ys[i], ys[j]] = [ys[j]!, ys[i]!];
        }
        expect(xs).toEqual(ys);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
      }
  });

  it('shuffles into a permutation', () => {
    const xs = shuffleInPlace(
      rngFromSeed(3),
      Array.from({ length: 50 }, (_, i) => i),
    );
    expect([...xs].sort((p, q) => p - q)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(xs).not.toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
