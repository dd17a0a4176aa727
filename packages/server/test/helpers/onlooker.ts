/**
 * What someone without a seat can see of a table: every public route, the spectator feed and the
 * server's log, taken as one picture, so that a leak test can say that nothing in it moved.
 */
import type { ViewUpdate } from '@nobid/protocol';
import { expect } from 'vitest';
import type { TestClient } from './client.ts';

/** From another machine (through a proxy): `/metrics` is refused to it, as to any stranger. */
export const REMOTE = { 'x-forwarded-for': '203.0.113.7' };

/** Every GET route that answers someone with no seat at the table (and no session). */
export const publicRoutes = (id: string) => [
  '/api/watch',
  '/api/tables',
  `/api/tables/${id}`,
  `/api/tables/${id}/ratings`,
  `/api/replays/${id}`,
  `/api/replays/${id}?seat=spectator`,
  '/api/leaderboard/nobid',
  '/api/players/Ann',
  '/api/games',
  '/api/site',
  '/api/health',
  '/api/ready',
  '/api/account',
  '/api/account/data',
  '/api/friends',
  '/api/invites',
  '/api/admin/chat/reports',
  `/t/${id}`,
  '/metrics',
];

export interface Picture {
  /** Per route: status, content type and body, as sent. */
  readonly routes: Record<string, string>;
  /** Each spectator's current view (asked for with `sync`), without `serverNow`. */
  readonly spectators: unknown[];
  /** What each spectator was pushed since the previous picture (the `sync` answers aside). */
  readonly pushed: string[][];
  /** Log lines written since the previous picture. */
  readonly logged: string[];
}

/**
 * Someone with no seat: polls every public route, syncs each spectator socket, and reads the log
 * lines written since the last look (`logLines`: every line the server wrote).
 */
export function onlooker(url: string, id: string, spectators: TestClient[], logLines: readonly string[]) {
  const seen = spectators.map(() => 0);
  let logged = logLines.length;
  return async (): Promise<Picture> => {
    const routes: Record<string, string> = {};
    for (const path of publicRoutes(id)) {
      const res = await fetch(`${url}${path}`, { headers: REMOTE });
      routes[path] = `${res.status} ${res.headers.get('content-type')}\n${await res.text()}`;
    }
    const views: unknown[] = [];
    const pushed: string[][] = [];
    for (const [i, c] of spectators.entries()) {
      expect(await c.send('sync', {})).toMatchObject({ ok: true });
      // The answer to `sync` comes last: anything pushed on this socket before it came first.
      const got = c.received.slice(seen[i]);
      seen[i] = c.received.length;
      const answer = got.pop()!;
      expect(answer.event).toBe('view');
      const { serverNow: _ticks, ...view } = answer.msg as ViewUpdate;
      views.push(view);
      pushed.push(got.map((r) => r.event));
    }
    const lines = logLines.slice(logged);
    logged = logLines.length;
    return { routes, spectators: views, pushed, logged: lines };
  };
}

/** The seat's current view: `sync` answers it before its ack. */
export async function current(c: TestClient): Promise<ViewUpdate> {
  expect(await c.send('sync', {})).toMatchObject({ ok: true });
  return c.lastView()!;
}
