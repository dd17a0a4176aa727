/** Over HTTP, as two browsers would: a started two-seat turn-based toy table (24 h a move). */
import type { CreateTableResponse, JoinResponse } from '@nobid/protocol';
import { expect } from 'vitest';
import type { Browser } from '../helpers/accounts.ts';

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
