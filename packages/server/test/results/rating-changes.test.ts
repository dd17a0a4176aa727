/** A finished rated table's rating changes per seat, for its results panel. */
import type {
  CreateTableResponse,
  JoinResponse,
  TableOverMessage,
  TableRatingsResponse,
} from '@nobid/protocol';
import { ordinal, rating } from 'openskill';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { Browser } from '../helpers/accounts.ts';
import { api, autoPlay, TestClient } from '../helpers/client.ts';
import { testServer } from '../helpers/server.ts';
import { toyChoice } from '../helpers/toy-player.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

/** Plays a two-seat toy table to its end; returns its id and who won. */
async function playedTable(rated: boolean, browsers: Browser[]) {
  const human = { kind: 'human' };
  const created = await browsers[0]!.call<CreateTableResponse>('POST', '/api/tables', {
    settings: { game: 'fifteen', seats: [human, human], rated },
    name: 'Ann',
  });
  const id = created.body.table.id;
  const joined = await browsers[1]!.call<JoinResponse>('POST', `/api/tables/${id}/join`, { name: 'Bo' });
  const tokens = [created.body.seatToken!, joined.body.seatToken];
  const clients = await Promise.all(tokens.map(() => TestClient.connect(server.url)));
  for (const [i, c] of clients.entries()) await c.hello(id, tokens[i]);
  const stops = clients.map((c) => autoPlay(c, toyChoice));
  await clients[0]!.send('start', {});
  const over = (await clients[0]!.waitFor((r) => r.event === 'tableOver')).msg as TableOverMessage;
  for (const stop of stops) stop();
  for (const c of clients) c.close();
  return { id, outcome: over.outcome };
}

async function changes(id: string) {
  for (let i = 0; i < 50; i++) {
    const res = await api<TableRatingsResponse>(server.url, 'GET', `/api/tables/${id}/ratings`);
    if (res.body.changes.length > 0) return res.body.changes;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

it("gives each seat's rating before and after a rated table; an unrated one has none", async () => {
  const ann = new Browser(server.url);
  const bo = new Browser(server.url);
  await ann.signUp('RatedAnn', 'a rated password');
  await bo.signUp('RatedBo', 'another password');
  const first = await playedTable(true, [ann, bo]);
  const got = await changes(first.id);
  expect(got.map((c) => c.seat)).toEqual([0, 1]);
  for (const c of got) expect(c.before).toBeCloseTo(ordinal(rating()));
  const outcome = first.outcome;
  if (outcome.kind === 'win') {
    const winner = got.find((c) => c.seat === outcome.winner)!;
    const loser = got.find((c) => c.seat !== outcome.winner)!;
    expect(winner.after - winner.before).toBeGreaterThan(loser.after - loser.before);
  }
  // The next rated game starts from where the last one left each player.
  const second = await playedTable(true, [ann, bo]);
  const next = await changes(second.id);
  expect(next.map((c) => c.before)).toEqual(got.map((c) => c.after));

  const unrated = await playedTable(false, [ann, bo]);
  const none = await api<TableRatingsResponse>(server.url, 'GET', `/api/tables/${unrated.id}/ratings`);
  expect(none).toMatchObject({ status: 200, body: { changes: [] } });
  expect((await api(server.url, 'GET', '/api/tables/nosuchtable/ratings')).status).toBe(404);
});
