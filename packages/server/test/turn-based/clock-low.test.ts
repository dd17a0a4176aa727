/**
 * "Your clock is low" by email, from a real server to a real SMTP server, on a virtual clock: the
 * seat whose clock runs is told once when a fifth of a move's time is left (4.8 h on a 24 h
 * profile), with the table's link, also when the server restarted in between (the timer is in
 * storage); not again in the same move; and again in its next move. The `low` event stands beside
 * the match log once per move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtp, type TestSmtp } from '@nobid/notify/testing';
import type { ViewUpdate } from '@nobid/protocol';
import { SPEED_PROFILES } from '@nobid/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { Browser } from '../helpers/accounts.ts';
import { TestClient } from '../helpers/client.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { serverWithMail, startedTurnBasedTable } from './http-table.ts';
import { HOUR } from './service.ts';

const P = SPEED_PROFILES['24h'];
const LOW = 0.2 * P.incrementMs!;
const clock = new VirtualClock();
const dataDir = mkdtempSync(join(tmpdir(), 'nobid-clock-low-'));
let smtp: TestSmtp;

const start = () =>
  serverWithMail(clock, smtp.url, { dataDir, duePoll: { pollMs: 24 * HOUR, batch: 100, claimMs: 60_000 } });

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function act(server: RunningServer, id: string, token: string): Promise<void> {
  const client = await TestClient.connect(server.url);
  expect((await client.hello(id, token)).ok).toBe(true);
  const view = (await client.waitFor((r) => r.event === 'view')).msg as ViewUpdate;
  expect(view.decisions.length).toBeGreaterThan(0);
  expect((await client.act({ type: 'draw' })).ok).toBe(true);
  client.close();
}

it('tells the seat once per move when its clock is low, across a restart', async () => {
  let server = await start();
  const anna = new Browser(server.url);
  const bert = new Browser(server.url);
  await anna.signUp('anna');
  await bert.signUp('bert');
  const prefs = { email: 'anna@example.org', emailMode: 'each', lang: 'en' };
  expect((await anna.call('PUT', '/api/notify/preferences', prefs)).status).toBe(200);
  const { id, tokens } = await startedTurnBasedTable(anna, bert);
  const t0 = clock.now();
  const lows = async () =>
    (await server.ctx.storage.readClockEvents(id)).filter((e) => e.event === 'low').map((e) => e.seat);

  // Anna's clock runs (48 h). Until 4.8 h are left, nothing is sent.
  await clock.runFor(P.startMs! - LOW - 1);
  await server.notices.settled();
  expect(smtp.received).toHaveLength(0);
  expect(await lows()).toEqual([]);

  // A restart just before: the new server finds the timer in storage and tells Anna on time.
  await server.close();
  server = await start();
  const mail = smtp.nextMail();
  await clock.runFor(2);
  const got = await mail;
  expect(got.subject).toBe('Your clock is running low at Anna, Bert');
  expect(got.to && 'value' in got.to ? got.to.value[0]?.address : null).toBe('anna@example.org');
  expect(got.text).toContain(`https://nobid.example/t/${id}`);
  expect(await lows()).toEqual([0]);
  const low = (await server.ctx.storage.readClockEvents(id)).find((e) => e.event === 'low')!;
  expect(low).toMatchObject({ at: t0 + P.startMs! - LOW, bankMs: LOW, version: 0 });

  // Not again in the same move: past the claim's lapse, up to a minute before the clock runs out.
  await clock.runFor(LOW - 2 * 60_000);
  await server.notices.settled();
  expect(smtp.received).toHaveLength(1);
  expect(await lows()).toEqual([0]);

  // Anna moves (two minutes left, plus a move's 24 h), Bert answers at once and Anna is told it
  // is her turn. Her next move has its own low notice, 4.8 h before her 24 h + 2 min run out.
  await act(server, id, tokens[0]!);
  const turn = smtp.nextMail();
  await act(server, id, tokens[1]!);
  expect((await turn).subject).toBe('Your turn at Anna, Bert');
  const second = smtp.nextMail();
  await clock.runFor(P.incrementMs! + 2 * 60_000 - LOW);
  expect((await second).subject).toBe('Your clock is running low at Anna, Bert');
  // Bert's clock ran too short a while to come near its mark: one low event per move of Anna's.
  expect(await lows()).toEqual([0, 0]);
  await server.notices.settled();
  expect(smtp.received).toHaveLength(3);
  await server.close();
});
