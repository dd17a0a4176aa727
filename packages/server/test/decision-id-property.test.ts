/**
 * A property over random games on the real server (the Blocker window game: hidden block cards,
 * hidden passes, every seat a socket): a seat's decision id changes only when what the seat is
 * sent changes (its view, its decisions, its legal actions, its events) or it acted itself; it is
 * sent an update only then; ids never come back and no two seats share one; and an accepted
 * action sent a second time is always refused (as `stale-decision`, or `game-over` after the
 * last one).
 */
import { nextInt, rngFromSeed } from '@nobid/engine';
import type { Ack, ActResult, ViewUpdate } from '@nobid/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import type { TestClient } from './helpers/client.ts';
import { testServer } from './helpers/server.ts';
import { playingTable } from './helpers/table.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

type Moment = { view: ViewUpdate } | { acted: string };

/** What the seat can tell apart, without the clock: everything but deadlines, cursors and ids. */
const content = (v: ViewUpdate) =>
  JSON.stringify([
    v.view,
    v.decisions.map((d) => d.kind),
    v.legal,
    v.waitingFor.map((w) => [w.seat, w.kind]),
    v.window?.windowId ?? null,
  ]);

/**
 * Plays a seat at random from the views it has had so far on; every accepted action is sent once
 * more, as a client's retry would be.
 */
function play(client: TestClient, seed: string, timeline: Moment[], retries: Ack<ActResult>[]) {
  const rng = rngFromSeed(seed);
  const answered = new Set<string>();
  const decide = (v: ViewUpdate) => {
    const id = v.decisionId;
    if (id === null || answered.has(id) || v.legal.length === 0) return;
    answered.add(id);
    const action = v.legal[nextInt(rng, v.legal.length)] as Record<string, unknown>;
    const sent = { acted: '' };
    timeline.push(sent);
    void client.act(action, id).then(async (ack) => {
      if (!ack.ok) return;
      sent.acted = id;
      retries.push(await client.act(action, id));
    });
  };
  for (const v of client.views()) timeline.push({ view: v });
  const last = client.lastView();
  if (last) decide(last);
  client.socket.on('view', (v: ViewUpdate) => {
    timeline.push({ view: v });
    decide(v);
  });
}

describe('decision ids over random games', () => {
  it('change only when what their seat is sent changes, and refuse every retry', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        async (seats, blocks, seed) => {
          const { id, clients } = await playingTable(
            server,
            { game: 'blocker', options: { blocks, turnCap: 2 * seats } },
            seats,
          );
          const timelines = clients.map(() => [] as Moment[]);
          const retries: Ack<ActResult>[] = [];
          for (const [seat, c] of clients.entries()) play(c, `${seed}:${seat}`, timelines[seat]!, retries);
          await Promise.all(clients.map((c) => c.waitFor((r) => r.event === 'tableOver', 20_000)));
          await new Promise((r) => setTimeout(r, 50)); // the last retries' answers
          for (const c of clients) c.close();

          expect((await server.ctx.storage.getTable(id))!.status).toBe('over');
          expect(retries.length).toBeGreaterThan(0);
          // Refused, always: as stale, or (the action that ended the game, sent again) as too late.
          for (const r of retries)
            expect(r.ok ? 'accepted' : r.error.code).toMatch(/^(stale-decision|game-over)$/);
          const owners = new Map<string, number>();
          for (const [seat, timeline] of timelines.entries()) {
            let last: ViewUpdate | null = null;
            let acted = false;
            const retired = new Set<string>();
            for (const m of timeline) {
              if ('acted' in m) {
                acted ||= m.acted !== '';
                continue;
              }
              const v = m.view;
              if (v.decisionId !== null) {
                expect(owners.get(v.decisionId) ?? seat).toBe(seat);
                owners.set(v.decisionId, seat);
                expect(retired.has(v.decisionId)).toBe(false);
              }
              if (last && last.status === 'playing' && v.fromCursor !== 0) {
                const same = content(last) === content(v) && v.events.length === 0 && !acted;
                // Sent nothing new, it would not have been sent at all...
                expect(same).toBe(false);
              }
              if (last?.decisionId && v.decisionId && last.decisionId !== v.decisionId) {
                // ...and an id moves only with what the seat sees, or its own action.
                expect(content(last) !== content(v) || v.events.length > 0 || acted).toBe(true);
                retired.add(last.decisionId);
              }
              last = v;
              acted = false;
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
