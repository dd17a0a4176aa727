/**
 * The lobby's games to watch: running public games only, the most recently active first; and who
 * may watch a private table live (its players, as for its replay).
 */
import type { CreateTableResponse, TableInfo, WatchResponse } from '@nobid/protocol';
import { expect, it } from 'vitest';
import { api } from '../helpers/client.ts';
import { fileServer } from '../helpers/file-server.ts';
import { slowToyChoice } from '../helpers/toy-player.ts';

const { server, connect } = fileServer();

async function table(visibility: 'public' | 'private', start: boolean) {
  const settings = {
    game: 'fifteen',
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    turnTimerSeconds: 60,
    visibility,
    options: { turnCap: 40 },
  };
  const created = await api<CreateTableResponse>(server().url, 'POST', '/api/tables', {
    settings,
    name: 'Ann',
  });
  const id = created.body.table.id;
  const ann = await connect();
  await ann.hello(id, created.body.seatToken);
  if (start) {
    expect((await ann.send('start', {})).ok).toBe(true);
    await ann.waitFor((r) => r.event === 'view' && (r.msg as { status: string }).status === 'playing');
  }
  return { id, ann, token: created.body.seatToken! };
}

it('lists running public games with players, game and turn; not waiting or private ones', async () => {
  const older = await table('public', true);
  const hidden = await table('private', true);
  const waiting = await table('public', false);
  const newer = await table('public', true);
  const spec = await connect();
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

  const res = await api<WatchResponse>(server().url, 'GET', '/api/watch');
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

it('opens a private game in play to its players only, as its replay is', async () => {
  const secret = await table('private', true);
  const stranger = await connect();
  expect(await stranger.hello(secret.id)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  expect(stranger.views()).toEqual([]);
  // Ann, with her seat, sees it (her hello with it came before the game started, and again now).
  const ann = await connect();
  expect(await ann.hello(secret.id, secret.token)).toMatchObject({ ok: true, value: { seat: 0 } });
  // A public game is anyone's to watch.
  const open = await table('public', true);
  expect(await stranger.hello(open.id)).toMatchObject({ ok: true, value: { seat: null } });
});

it("lets anyone with a private table's link into its waiting room, and out when its game starts", async () => {
  const secret = await table('private', false);
  const guest = await connect();
  expect(await guest.hello(secret.id)).toMatchObject({ ok: true, value: { seat: null } });
  const closed = new Promise<string>((resolve, reject) => {
    guest.socket.once('disconnect', resolve);
    setTimeout(() => reject(new Error('the spectator was not disconnected')), 5_000);
  });
  expect((await secret.ann.send('start', {})).ok).toBe(true);
  expect(await closed).toBe('io server disconnect');
  expect(guest.views().some((v) => v.status === 'playing')).toBe(false);
  // The guest's page was told the game started (so it can say why it shows nothing more).
  const told = guest.received.filter((r) => r.event === 'table').map((r) => (r.msg as TableInfo).status);
  expect(told.at(-1)).toBe('playing');
});
