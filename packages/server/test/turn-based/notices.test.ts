/**
 * "Your turn" by email from a real server to a real SMTP server: a player who chose email is told
 * when a turn-based table waits for them, with the table's link (what else a notice may say is
 * `@nobid/notify`'s `factsOf`, tested there with a hand passed along); the mover is not told; a player who chose no email gets none; and the mail's one-click unsubscribe
 * (RFC 8058), posted as a mail provider does (a form body, no cookie, no Origin), passes the
 * server's cross-site guard and stops the next notice.
 */

import { rawHeader, startSmtp, type TestSmtp } from '@nobid/notify/testing';
import type { ViewUpdate } from '@nobid/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { Browser } from '../helpers/accounts.ts';
import { TestClient } from '../helpers/client.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { serverWithMail, startedTurnBasedTable } from './http-table.ts';

let smtp: TestSmtp;
let server: RunningServer;
const clock = new VirtualClock();

beforeAll(async () => {
  smtp = await startSmtp();
  server = await serverWithMail(clock, smtp.url);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function seatedClient(id: string, token: string): Promise<{ client: TestClient; view: ViewUpdate }> {
  const client = await TestClient.connect(server.url);
  expect((await client.hello(id, token)).ok).toBe(true);
  const got = await client.waitFor((r) => r.event === 'view');
  return { client, view: got.msg as ViewUpdate };
}

describe('"your turn" by email at a turn-based table', () => {
  it('tells the waiting player, not the mover, with the link and no card; one click unsubscribes', async () => {
    const anna = new Browser(server.url);
    const bert = new Browser(server.url);
    await anna.signUp('anna');
    await bert.signUp('bert');
    const wantsMail = await bert.call('PUT', '/api/notify/preferences', {
      email: 'bert@example.org',
      emailMode: 'each',
      lang: 'de',
    });
    expect(wantsMail.status).toBe(200);
    const { id, tokens } = await startedTurnBasedTable(anna, bert);

    // Anna moves: Bert owes the next turn and is told, in German, with the table's link.
    const a = await seatedClient(id, tokens[0]!);
    const mail = smtp.nextMail();
    expect((await a.client.act({ type: 'draw' })).ok).toBe(true);
    const got = await mail;
    expect(got.to && 'value' in got.to ? got.to.value[0]?.address : null).toBe('bert@example.org');
    expect(got.text).toContain(`https://nobid.example/t/${id}`);
    expect(got.subject).toContain('Anna, Bert');
    const b = await seatedClient(id, tokens[1]!);

    // Bert moves: Anna chose no email, so nothing is sent to anyone.
    const sentBefore = smtp.received.length;
    expect((await b.client.act({ type: 'draw' })).ok).toBe(true);
    await server.notices.settled();
    expect(smtp.received.length).toBe(sentBefore);

    // One click from Bert's mail provider: a form POST with no cookie and no Origin.
    const unsubscribe = rawHeader(got, 'list-unsubscribe')?.match(/<(https:[^>]+)>/)?.[1];
    expect(unsubscribe).toBeDefined();
    const path = new URL(unsubscribe!).pathname;
    const clicked = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect((await bert.call<{ emailMode: string }>('GET', '/api/notify/preferences')).body.emailMode).toBe(
      'off',
    );

    // Anna moves again: Bert owes a turn, but asked for no more mail.
    const aView = await a.client.waitFor((r) => r.event === 'view');
    expect(aView).toBeDefined();
    expect((await a.client.act({ type: 'draw' })).ok).toBe(true);
    await server.notices.settled();
    expect(smtp.received.length).toBe(sentBefore);
    a.client.close();
    b.client.close();
  });

  it("puts the account's notice settings in its download, and forgets them with the account", async () => {
    const cleo = new Browser(server.url);
    const id = (await cleo.signUp('cleo')).body.user.id;
    await cleo.call('PUT', '/api/notify/preferences', { email: 'cleo@example.org', emailMode: 'digest' });
    const data = await cleo.call<{ notifications: { preferences: { email: string } } }>(
      'GET',
      '/api/account/data',
    );
    expect(JSON.stringify(data.body.notifications)).toContain('cleo@example.org');
    expect(
      (await cleo.call('POST', '/api/account/delete', { password: 'correct horse battery' })).status,
    ).toBe(200);
    expect((await server.notifier.store.preferences(id)).email).toBeNull();
  });
});
