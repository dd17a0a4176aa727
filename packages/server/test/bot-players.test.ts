/**
 * The server's bot levels: legal answers from every level; the hard one searching on the pool's
 * worker threads (never the main thread), within the time it is given, and still searching on a
 * worker after one threw or died.
 */
import { threadId } from 'node:worker_threads';
import { HARD_SAFETY_MS } from '@nobid/bots';
import { GAMES } from '@nobid/catalog';
import { nextFloat, rngFromSeed } from '@nobid/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { levelBots } from '../src/bot-players.ts';
import { cappedHardBudget } from '../src/hard-bot-worker.ts';

const bots = levelBots({ threads: 1 });
afterAll(async () => {
  await bots.close();
});

/**
 * The time to a search's release in the tests below: far enough away that a loaded machine (CI
 * runs three test files at once, and a fresh worker thread first loads the rules) still answers
 * in time. These tests are about where a search runs and what it is told, not how fast it is; a
 * search stops at HARD_SAFETY_MS anyway. (At 1 s, a worker slowed by load was given up, rightly,
 * and the test read the fallback's null as a failure.)
 */
const RELEASE_MS = 30_000;

const game = GAMES.nobid!;
/** A No Bid position where the seat to act has a real choice (more than one legal action). */
function choicePosition() {
  let state = game.setup(4, game.parseOptions(undefined), 'bots');
  for (;;) {
    const [d] = game.decisions(state);
    if (game.legalActions(state, d!.seat).length > 1) return { state, seat: d!.seat };
    const next = game.apply(state, game.legalActions(state, d!.seat)[0]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
}

describe.skipIf(!GAMES.nobid)('bot levels on the server', () => {
  it('answer No Bid decisions legally at every level', async () => {
    const rng = rngFromSeed('bots');
    const random = () => nextFloat(rng);
    let state = game.setup(4, game.parseOptions(undefined), 'bots');
    for (let i = 0; i < 6; i++) {
      const [d] = game.decisions(state);
      for (const level of ['easy', 'medium', 'hard'] as const) {
        const action = await bots.choose(game, state, d!.seat, level, random, 600);
        expect(game.check(state, action)).toBeNull();
      }
      const next = game.apply(state, game.legalActions(state, d!.seat)[0]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  });

  it('search on a worker thread, so the event loop turns while a hard bot thinks', async () => {
    const { state, seat } = choicePosition();
    const searches = bots.metrics.searches;
    const thinking = Promise.resolve(bots.choose(game, state, seat, 'hard', Math.random, RELEASE_MS)).then(
      () => 'decided',
    );
    // Had the search run here, it would be over before the loop could turn even once.
    const turned = new Promise((resolve) => setImmediate(() => resolve('the loop turned')));
    expect(await Promise.race([thinking, turned])).toBe('the loop turned');
    expect(await thinking).toBe('decided');
    expect(bots.metrics.searches).toBe(searches + 1);
    const answer = await bots.pool.search({ game: 'nobid', state, seat, seed: 's' }, RELEASE_MS);
    expect(answer?.threadId).not.toBe(threadId);
    expect(game.check(state, answer!.action)).toBeNull();
  });

  it('stop a search at the time left before the release, and start none without time', async () => {
    const { state, seat } = choicePosition();
    // The worker is told to stop before the release, with the pool's margin left for the answer's
    // way back (what it is told, not how long it took: the machine's load is not the test's).
    const answer = await bots.pool.search({ game: 'nobid', state, seat, seed: 's' }, RELEASE_MS);
    expect(answer!.capMs).toBeGreaterThan(0);
    expect(answer!.capMs).toBeLessThanOrEqual(RELEASE_MS - 40);
    expect(game.check(state, answer!.action)).toBeNull();
    // And the search's own budget stops at that cap, or at the safety cap if it comes first.
    expect(cappedHardBudget(24).ms).toBe(24);
    expect(cappedHardBudget(1e9).ms).toBe(HARD_SAFETY_MS);
    const skipped = bots.metrics.searchesSkipped;
    expect(await bots.pool.search({ game: 'nobid', state, seat, seed: 's' }, 5)).toBeNull();
    expect(bots.metrics.searchesSkipped).toBe(skipped + 1);
  });

  it('keep searching on a worker after a worker threw, and after one died', async () => {
    const { state, seat } = choicePosition();
    const failures = bots.metrics.workerFailures;
    // A state the rules cannot read: the search throws inside the worker.
    await expect(
      bots.pool.search({ game: 'nobid', state: null, seat, seed: 's' }, RELEASE_MS),
    ).rejects.toThrow();
    expect(bots.metrics.workerFailures).toBe(failures + 1);
    const next = await bots.pool.search({ game: 'nobid', state, seat, seed: 's' }, RELEASE_MS);
    expect(next?.threadId).not.toBe(threadId);
    // And the provider still answers legally, through a worker, after the failure.
    const searches = bots.metrics.searches;
    const action = await bots.choose(game, state, seat, 'hard', Math.random, RELEASE_MS);
    expect(game.check(state, action)).toBeNull();
    expect(bots.metrics.searches).toBe(searches + 1);

    // A worker thread that dies. Tinypool does not notice a thread that exits without an error, so
    // the search sent to it is given up at its release (the seat plays its fallback), the pool is
    // replaced once that search is overdue, and the next search runs on a new thread.
    const [thread] = bots.pool.threadsRunning();
    await thread!.terminate();
    const failed = bots.metrics.workerFailures;
    expect(await bots.pool.search({ game: 'nobid', state, seat, seed: 's' }, 2_000)).toBeNull();
    await expect.poll(() => bots.metrics.workerFailures, { timeout: 30_000 }).toBe(failed + 1);
    const after = await bots.pool.search({ game: 'nobid', state, seat, seed: 's' }, RELEASE_MS);
    expect(after).not.toBeNull();
    expect(after!.threadId).not.toBe(threadId);
    expect(after!.threadId).not.toBe(thread!.threadId);
  });
});
