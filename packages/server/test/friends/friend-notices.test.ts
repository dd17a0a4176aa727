/**
 * A friend's request and invitation reach the other account by email, through a real SMTP server
 * (issue 31): in that account's language, naming the friend, linking the page where it is answered
 * (Friends, My games), and only for an account that asked for email. Accepting a request, or
 * asking someone who had asked first (friends at once), mails nobody.
 */
import { startSmtp, type TestSmtp } from '@nobid/notify/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { serverWithMail } from '../turn-based/http-table.ts';
import { Friend } from './friends-api.ts';

let smtp: TestSmtp;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await serverWithMail(new VirtualClock(), smtp.url);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const wantsMail = async (friend: Friend, email: string, lang: 'en' | 'de' | 'ko') =>
  expect(
    (await friend.call('PUT', '/api/notify/preferences', { email, emailMode: 'each', lang })).status,
  ).toBe(200);

it('mails a friend request and an invitation to the account asked, in its language, with the page that answers it', async () => {
  const anna = await Friend.signedUp(server.url, 'Anna');
  const bert = await Friend.signedUp(server.url, 'Bert');
  const cora = await Friend.signedUp(server.url, 'Cora');
  await wantsMail(bert, 'bert@example.org', 'de');
  await wantsMail(anna, 'anna@example.org', 'ko');

  // Anna asks Bert: Bert is told in German, with a link to his Friends page.
  let mail = smtp.nextMail();
  expect((await anna.act('request', 'Bert')).status).toBe(200);
  const asked = await mail;
  expect(asked.to && 'value' in asked.to ? asked.to.value[0]?.address : null).toBe('bert@example.org');
  expect(asked.subject).toBe('Anna möchte mit dir befreundet sein');
  expect(asked.text).toContain('https://nobid.example/friends');

  // Bert accepts: nobody is mailed (Anna sees it on her page).
  const sent = smtp.received.length;
  expect((await bert.act('accept', 'Anna')).status).toBe(200);
  // Cora asked no mail: her request to Anna mails Anna (in Korean); Anna's answer mails nobody.
  mail = smtp.nextMail();
  expect((await cora.act('request', 'Anna')).status).toBe(200);
  const toAnna = await mail;
  expect(toAnna.subject).toContain('Cora');
  expect(toAnna.text).toContain('친구');
  expect(smtp.received.length).toBe(sent + 1);
  // Anna asking Cora back makes them friends at once: no request, so no mail to Cora or anyone.
  expect((await anna.act('request', 'Cora')).status).toBe(200);
  expect((await anna.names()).friends.sort()).toEqual(['Bert', 'Cora']);

  // Anna makes a turn-based table for Bert and Cora: Bert is told, with a link to My games.
  mail = smtp.nextMail();
  const table = await anna.createTurnBased(3, ['Bert', 'Cora']);
  expect(table.status).toBe(201);
  const invited = await mail;
  expect(invited.subject).toBe('Anna lädt dich an einen Tisch fifteen ein');
  expect(invited.text).toContain('https://nobid.example/my-games');
  await server.notifier.settled();
  // Cora chose no email: the two mails to Bert and the one to Anna are all there is.
  expect(smtp.received.map((m) => m.to && 'value' in m.to && m.to.value[0]?.address)).toEqual([
    'bert@example.org',
    'anna@example.org',
    'bert@example.org',
  ]);
});
