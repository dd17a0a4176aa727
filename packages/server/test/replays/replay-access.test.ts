/**
 * Who may open a replay, over real HTTP: a public table's replay is open to all (a seat's own
 * view only with its token), a private one to its players and to holders of its share link; an
 * unknown, running or forbidden table all answer the same 404.
 */
import type { CreateTableResponse, ReplayResponse, ReplayShareResponse, TableInfo } from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { api } from '../helpers/client.ts';
import { testServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  // The human never connects: after the grace period a bot plays its seat, so the game ends alone.
  server = await testServer({
    timing: { graceMs: 0, turnBotMinMs: 0, turnBotMaxMs: 1, windowBotMinMs: 0, windowBotMaxMs: 1 },
  });
});
afterAll(async () => {
  await server.close();
});

async function get(path: string, tokens: string[] = []) {
  const res = await fetch(`${server.url}${path}`, {
    headers: tokens.length ? { 'x-seat-token': tokens.join(',') } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as ReplayResponse & { code?: string; message?: string },
  };
}

/** A Startups table with one (absent) human and two easy bots, played to its end unless `finish` is false. */
async function table(visibility: 'public' | 'private', finish = true) {
  const created = await api<CreateTableResponse>(server.url, 'POST', '/api/tables', {
    settings: {
      game: 'startups',
      visibility,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
    },
    name: 'Ann',
  });
  const id = created.body.table.id;
  const token = created.body.seatToken!;
  if (!finish) return { id, token };
  await api(server.url, 'POST', `/api/tables/${id}/start`, { seatToken: token });
  for (let i = 0; i < 600; i++) {
    const info = await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`);
    if (info.body.status === 'over') return { id, token };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the game did not end');
}

let pub: { id: string; token: string };
let priv: { id: string; token: string };
let notFound: { status: number; body: unknown };
beforeAll(async () => {
  [pub, priv] = await Promise.all([table('public'), table('private')]);
  notFound = await get('/api/replays/NoSuchTable1');
  expect(notFound.status).toBe(404);
  expect(notFound.body).toEqual({ code: 'unknown-table', message: 'no such replay' });
});

describe('replay access', () => {
  it("a public table's replay is open to all, as a spectator", async () => {
    const res = await get(`/api/replays/${pub.id}`);
    expect(res.status).toBe(200);
    expect(res.body.seat).toBeNull();
    expect(res.body.heldSeats).toEqual([]);
    expect(res.body.steps.length).toBeGreaterThan(3);
    expect((res.body.steps[0]!.view as { hand: unknown }).hand).toBeNull();
    expect(res.body.reveal.views).toHaveLength(3);
    expect(res.body.outcome).not.toBeNull();
  });

  it("a seat's token opens its own view; another seat's view is refused", async () => {
    const mine = await get(`/api/replays/${pub.id}`, [pub.token]);
    expect(mine.status).toBe(200);
    expect(mine.body.seat).toBe(0);
    expect(mine.body.heldSeats).toEqual([0]);
    expect((mine.body.steps[0]!.view as { hand: unknown }).hand).not.toBeNull();
    const spectator = await get(`/api/replays/${pub.id}?seat=spectator`, [pub.token]);
    expect(spectator.body.seat).toBeNull();
    const other = await get(`/api/replays/${pub.id}?seat=1`, [pub.token]);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('bad-token');
    // Another table's token holds no seat here.
    const stranger = await get(`/api/replays/${pub.id}?seat=0`, [priv.token]);
    expect(stranger.status).toBe(403);
  });

  it("a private table's replay is a 404 to strangers, exactly like a table that does not exist", async () => {
    const res = await get(`/api/replays/${priv.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound.body);
    const wrongToken = await get(`/api/replays/${priv.id}`, [pub.token]);
    expect(wrongToken.status).toBe(404);
    expect(wrongToken.body).toEqual(notFound.body);
    const player = await get(`/api/replays/${priv.id}`, [priv.token]);
    expect(player.status).toBe(200);
    expect(player.body.seat).toBe(0);
  });

  it('a share link, made by a player, opens a private replay to anyone', async () => {
    const stranger = await api(server.url, 'POST', `/api/replays/${priv.id}/share`, { seatToken: pub.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(notFound.body);
    const made = await api<ReplayShareResponse>(server.url, 'POST', `/api/replays/${priv.id}/share`, {
      seatToken: priv.token,
    });
    expect(made.status).toBe(200);
    expect(made.body.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.body.path).toBe(`/replay/${priv.id}?share=${made.body.shareId}`);
    const again = await api<ReplayShareResponse>(server.url, 'POST', `/api/replays/${priv.id}/share`, {
      seatToken: priv.token,
    });
    expect(again.body.shareId).toBe(made.body.shareId);
    const shared = await get(`/api/replays/${priv.id}?share=${made.body.shareId}`);
    expect(shared.status).toBe(200);
    expect(shared.body.seat).toBeNull();
    // The link shows the spectator's view, never a seat's.
    const seat = await get(`/api/replays/${priv.id}?seat=0&share=${made.body.shareId}`);
    expect(seat.status).toBe(403);
    // Another table's share id, or a changed one, opens nothing.
    const otherShare = (
      await api<ReplayShareResponse>(server.url, 'POST', `/api/replays/${pub.id}/share`, {
        seatToken: pub.token,
      })
    ).body.shareId;
    // One character changed (never to itself: an id ending in A would stay the same).
    const last = made.body.shareId.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [otherShare, `${made.body.shareId.slice(0, -1)}${last}`, 'x']) {
      const res = await get(`/api/replays/${priv.id}?share=${bad}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound.body);
    }
  });

  it('a running or malformed table is the same 404; bad parameters are clear 400s', async () => {
    const waiting = await table('public', false);
    for (const path of [`/api/replays/${waiting.id}`, '/api/replays/bad!id', '/api/replays/x']) {
      const res = await get(path, path.includes(waiting.id) ? [waiting.token] : []);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound.body);
    }
    const share = await api(server.url, 'POST', `/api/replays/${waiting.id}/share`, {
      seatToken: waiting.token,
    });
    expect(share.status).toBe(404);
    const seat = await get(`/api/replays/${pub.id}?seat=first`);
    expect(seat.status).toBe(400);
    expect(seat.body.code).toBe('bad-message');
    const token = await get(`/api/replays/${pub.id}`, ['not-a-token']);
    expect(token.status).toBe(400);
    expect(token.body.message).toMatch(/seat token/);
  });
});
