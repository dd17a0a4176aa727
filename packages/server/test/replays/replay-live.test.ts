/**
 * A replay is what the live table sent: two seats play a whole game over real sockets (with a bot
 * in a third seat), then each opens its replay, and step k is exactly the view, the events and the
 * decisions of the live update that moved its cursor to k. Nothing more was shown live at any
 * moment, so the replay shows nothing more either.
 */
import { rngFromSeed } from '@nobid/engine';
import type { CreateTableResponse, JoinResponse, ReplayResponse, ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { api, autoPlay, TestClient } from '../helpers/client.ts';
import { fileServer } from '../helpers/file-server.ts';
import { randomLegalChoice } from '../helpers/random-player.ts';
import { INSTANT_BOTS } from '../helpers/server.ts';

const { server } = fileServer({ timing: INSTANT_BOTS });

const strip = (u: ViewUpdate) => ({
  view: u.view,
  events: u.events,
  decisions: u.decisions.map((d) => d.kind),
  waitingFor: u.waitingFor.map((w) => [w.seat, w.kind]),
  window: u.window?.windowId ?? null,
  legal: u.legal,
});

describe('a replay against the live table', () => {
  it.each(['nobid', 'startups'])('%s: each step is the live update of that cursor', async (game) => {
    const human = { kind: 'human' };
    const created = await api<CreateTableResponse>(server().url, 'POST', '/api/tables', {
      settings: {
        game,
        seats: [human, human, { kind: 'bot', level: 'easy' }],
        reactionWindowSeconds: 5,
        options: { turnCap: 12 },
      },
      name: 'Ann',
    });
    const id = created.body.table.id;
    const joined = await api<JoinResponse>(server().url, 'POST', `/api/tables/${id}/join`, { name: 'Bob' });
    const tokens = [created.body.seatToken!, joined.body.seatToken];
    const clients = [await TestClient.connect(server().url), await TestClient.connect(server().url)];
    for (const [i, c] of clients.entries()) await c.hello(id, tokens[i]);
    // Both are asked about their own cards too: the replay does not know who opted out (the
    // setting is the seat's, outside the log), and shows every window's decision.
    for (const c of clients) expect(await c.send('answerOwnCards', { on: true })).toMatchObject({ ok: true });
    const rng = rngFromSeed(`live-${game}`);
    const stops = clients.map((c) => autoPlay(c, randomLegalChoice(rng)));
    await clients[0]!.send('start', {});
    await Promise.all(clients.map((c) => c.waitFor((r) => r.event === 'tableOver', 60_000)));
    for (const stop of stops) stop();
    for (const c of clients) c.close();

    for (const [seat, client] of clients.entries()) {
      // The live updates of the game, one per cursor (the last one sent for a cursor wins).
      const live = new Map<number, ViewUpdate>();
      for (const u of client.views()) if (u.view !== null) live.set(u.cursor, u);
      const res = await fetch(`${server().url}/api/replays/${id}`, {
        headers: { 'x-seat-token': tokens[seat]! },
      });
      const replay = (await res.json()) as ReplayResponse;
      expect(replay.seat).toBe(seat);
      expect(live.size).toBeGreaterThan(5);
      expect(replay.steps.length).toBe(live.size);
      replay.steps.forEach((step, k) => {
        const sent = live.get(k);
        expect(sent, `live update for cursor ${k}`).toBeDefined();
        expect({
          view: step.view,
          events: step.events,
          decisions: step.decisions.map((d) => d.kind),
          waitingFor: step.waitingFor.map((w) => [w.seat, w.kind]),
          window: step.window?.windowId ?? null,
          legal: step.legal,
        }).toEqual(strip(sent!));
      });
    }
  });
});
