/** A finished table's chat in its replay: the lines each viewer could read, at the step they were said. */
import type { ChatLine, CreateTableResponse, JoinResponse, ReplayResponse } from '@nobid/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { api, autoPlay, TestClient } from '../helpers/client.ts';
import { testServer } from '../helpers/server.ts';
import { slowToyChoice } from '../helpers/toy-player.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

async function replay(id: string, tokens: string[] = [], seat?: string) {
  const res = await fetch(`${server.url}/api/replays/${id}${seat ? `?seat=${seat}` : ''}`, {
    headers: tokens.length ? { 'x-seat-token': tokens.join(',') } : {},
  });
  return (await res.json()) as ReplayResponse;
}

it("shows a seat the players' chat and a spectator both channels, each line at its step", async () => {
  const settings = {
    game: 'fifteen',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    options: { turnCap: 24 },
  };
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings,
    name: 'Ann',
  });
  const id = created.body.table.id;
  const joined = await api<JoinResponse>(server.url, 'POST', `/api/tables/${id}/join`, { name: 'Bo' });
  const [ann, bo, spec] = [
    await TestClient.connect(server.url),
    await TestClient.connect(server.url),
    await TestClient.connect(server.url),
  ];
  await ann.hello(id, created.body.seatToken);
  await bo.hello(id, joined.body.seatToken);
  await spec.hello(id);
  await ann.send('start', {});
  await ann.send('chat', { kind: 'phrase', phrase: 'good-luck' });
  await spec.send('chat', { kind: 'text', text: 'watching you' });
  const stops = [ann, bo].map((c) => autoPlay(c, slowToyChoice));
  await ann.waitFor((r) => r.event === 'view' && ann.views().length >= 4);
  await bo.send('chat', { kind: 'text', text: 'halfway' });
  await ann.waitFor((r) => r.event === 'tableOver');
  for (const stop of stops) stop();
  for (const c of [ann, bo, spec]) c.close();

  const seat = await replay(id, [created.body.seatToken!]);
  const lines = seat.chat.map((c) => c.line as ChatLine);
  expect(lines.map((l) => l.text ?? l.phrase)).toEqual(['good-luck', 'halfway']);
  expect(lines.map((l) => l.name)).toEqual(['Ann', 'Bo']);
  expect(seat.chat[0]!.step).toBeLessThanOrEqual(seat.chat[1]!.step);
  expect(seat.chat[1]!.step).toBeGreaterThan(0);
  expect(seat.chat[1]!.step).toBeLessThan(seat.steps.length);
  for (const c of seat.chat) expect(c.line).not.toHaveProperty('author');

  const watcher = await replay(id);
  expect(watcher.seat).toBeNull();
  expect(watcher.chat.map((c) => (c.line as ChatLine).channel)).toEqual(['players', 'spectators', 'players']);
});
