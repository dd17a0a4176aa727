/**
 * A friend's invitation and request as mail and push: each names the friend and links the page
 * that answers it (My games, Friends), never a table's deadline; a daily digest keeps each of them
 * as its own line beside a table's turn, and a request has no table to name.
 */
import { describe, expect, it } from 'vitest';
import { type FriendRequestEvent, friendRequestFactsOf, inviteFactsOf } from '../src/facts.ts';
import { digestEmail, noticeEmail, pushPayload } from '../src/messages.ts';

const BASE = 'https://nobid.example';
const UNSUBSCRIBE = `${BASE}/notify/unsubscribe/x`;
const en = { lang: 'en', timeZone: 'UTC' } as const;
const invite = inviteFactsOf(
  { account: { id: 'b' }, table: { id: 't1', name: 'Anna' }, game: 'No Bid', from: 'Anna' },
  1,
);
// A careless caller passes more than a name: only the name is kept, on one line.
const request = friendRequestFactsOf(
  { account: { id: 'b' }, from: 'Cora\r\nBcc: x@y', hand: ['Margin Call'] } as unknown as FriendRequestEvent,
  2,
);

describe('a friend’s notices', () => {
  it('names the friend and links the page that answers it, with no deadline', () => {
    const mail = noticeEmail(invite, en, BASE, UNSUBSCRIBE);
    expect(mail.subject).toBe('Anna invites you to a table of No Bid');
    expect(mail.text).toContain(`Open My games: ${BASE}/my-games`);
    expect(mail.text).not.toMatch(/before|time limit/);
    const asked = noticeEmail(request, { lang: 'ko', timeZone: 'UTC' }, BASE, UNSUBSCRIBE);
    expect(asked.subject).toBe('Cora Bcc: x@y님이 친구 요청을 보냈습니다');
    expect(asked.text).toContain(`${BASE}/friends`);
    expect(JSON.stringify(request)).not.toContain('Margin');
    expect(pushPayload(request, en, BASE)).toEqual({
      title: 'Cora Bcc: x@y asks to be your friend',
      body: 'Cora Bcc: x@y asks to be your friend on No Bid. Accept or decline on your Friends page.',
      url: `${BASE}/friends`,
      tag: 'friend-request-Cora Bcc: x@y',
    });
  });

  it('keeps each invitation and request as its own line of a digest, after the tables that wait, in the order they came', () => {
    const turn = {
      kind: 'your-turn',
      tableId: 't2',
      tableName: 'Bert, Anna',
      game: 'Startups',
      deadline: Date.UTC(2026, 11, 8, 12),
      at: 3,
    } as const;
    const digest = digestEmail([request, invite, turn], en, BASE, UNSUBSCRIBE);
    expect(digest.subject).toBe('3 notices from No Bid');
    expect(digest.text).toMatch(/^What is waiting for you:/);
    const lines = digest.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      '- Bert, Anna (Startups): Dec 8, 2026, 12:00 PM UTC',
      '- Anna invites you to a table of No Bid',
      '- Cora Bcc: x@y asks to be your friend',
    ]);
    // Tables alone keep their subject.
    expect(digestEmail([turn], en, BASE, UNSUBSCRIBE).subject).toBe('One table is waiting for you');
  });
});
