import { describe, expect, it } from 'vitest';
import { replayCache } from '../../src/replays/replay-cache.ts';
import type { ViewerReplay } from '../../src/replays/viewer-replay.ts';

const replay = (n: number): ViewerReplay => ({ steps: [], reveal: { views: [n] }, versions: [] });

describe('the replay cache', () => {
  it('builds a replay once for every request, keeps the most recent and forgets a failed build', async () => {
    const cache = replayCache(2);
    let builds = 0;
    const build = (n: number) => async () => {
      builds++;
      return replay(n);
    };
    const [a, b] = await Promise.all([cache.get('a', build(1)), cache.get('a', build(1))]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    await cache.get('b', build(2));
    await cache.get('a', build(1)); // a is now the most recent
    await cache.get('c', build(3)); // b goes
    expect(builds).toBe(3);
    await cache.get('a', build(1));
    expect(builds).toBe(3);
    await cache.get('b', build(2));
    expect(builds).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    await expect(cache.get('x', build(9))).resolves.toEqual(replay(9));
  });
});
