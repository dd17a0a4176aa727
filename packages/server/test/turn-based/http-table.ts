/**
 * Over HTTP, as two browsers would: a real server that mails its notices to a test SMTP server, on
 * a virtual clock, and a started two-seat turn-based toy table (24 h a move) on it.
 */
import type { CreateTableResponse, JoinResponse } from '@nobid/protocol';
import { expect } from 'vitest';
import { type ServerOptions, startServer } from '../../src/server.ts';
import type { Browser } from '../helpers/accounts.ts';
import { FAST_TIMING, NO_LIMITS, TEST_GAMES } from '../helpers/server.ts';
import { silentLogger } from '../helpers/service.ts';
import type { VirtualClock } from '../helpers/virtual-clock.ts';

/** The toy games' server on `clock`, mailing to `smtpUrl` with links to nobid.example. */
export function serverWithMail(
  clock: VirtualClock,
  smtpUrl: string,
  more: Pick<ServerOptions, 'dataDir' | 'duePoll'> = { dataDir: ':memory:' },
) {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    games: TEST_GAMES,
    clock,
    timing: FAST_TIMING,
    logger: silentLogger,
    webDist: null,
    notify: { smtpUrl, publicUrl: 'https://nobid.example' },
    ...NO_LIMITS,
    ...more,
  });
}

/** `anna` creates it and sits first, `bert` joins; returns the table and both seat tokens. */
export async function startedTurnBasedTable(anna: Browser, bert: Browser) {
  const settings = {
    game: 'fifteen',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    kind: 'turn-based',
    speed: '24h',
  };
  const created = await anna.call<CreateTableResponse>('POST', '/api/tables', { settings, name: 'Anna' });
  const id = created.body.table.id;
  const joined = await bert.call<JoinResponse>('POST', `/api/tables/${id}/join`, { name: 'Bert' });
  const tokens = [created.body.seatToken!, joined.body.seatToken];
  expect((await anna.call('POST', `/api/tables/${id}/start`, { seatToken: tokens[0] })).status).toBe(200);
  return { id, tokens };
}
