/** The lobby's games to watch: running public games only, the most recently active first. */
import type { CreateTableResponse, WatchResponse } from '@nobid/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { api, TestClient } from '../helpers/client.ts';
import { testServer } from '../helpers/server.ts';
import { slowToyChoice } from '../helpers/toy-player.ts';

let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server.close();
});

async function table(visibility: 'public' | 'private', start: boolean) {
  const settings = {
    game: 'fifteen',
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    turnTimerSeconds: 60,
    visibility,
    options: { turnCap: 40 },
  };
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings,
    name: 'Ann',
  });
  const id = created.body.table.id;
  const ann = await TestClient.connect(server.url);
  clients.push(ann);
  await ann.hello(id, created.body.seatToken);
  if (start) {
    expect((await ann.send('start', {})).ok).toBe(true);
    await ann.waitFor((r) => r.event === 'view' && (r.msg as { status: string }).status === 'playing');
  }
  return { id, ann };
}

it('lists running public games with players, game and turn; not waiting or private ones', async () => {
  const older = await table('public', true);
  const hidden = await table('private', true);
  const waiting = await table('public', false);
  const newer = await table('public', true);
  const spec = await TestClient.connect(server.url);
  clients.push(spec);
  await spec.hello(newer.id);
  // Once the newer table waits for Ann (its bot has moved, if it was first), the older table
  // moves: it is listed first.
  await newer.ann.waitFor(
    (r) => r.event === 'view' && (r.msg as { decisionId: string | null }).decisionId !== null,
  );
  const mover = older.ann;
  await mover.waitFor(
    (r) => r.event === 'view' && (r.msg as { decisionId: string | null }).decisionId !== null,
  );
  await new Promise((r) => setTimeout(r, 5));
  expect((await mover.act(slowToyChoice(mover.lastView()!).action)).ok).toBe(true);

  const res = await api<WatchResponse>(server.url, 'GET', '/api/watch');
  expect(res.status).toBe(200);
  const ids = res.body.games.map((g) => g.id);
  expect(ids).toContain(older.id);
  expect(ids).toContain(newer.id);
  expect(ids).not.toContain(hidden.id);
  expect(ids).not.toContain(waiting.id);
  expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  const entry = res.body.games.find((g) => g.id === newer.id)!;
  expect(entry).toMatchObject({
    game: 'fifteen',
    players: [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', level: 'easy' },
    ],
    spectators: 1,
  });
  expect(entry.turn).toBeGreaterThanOrEqual(0);
  // No secrets in the list: no seed, no token.
  expect(JSON.stringify(res.body)).not.toMatch(/seed|token/i);
});
