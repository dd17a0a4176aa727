import type { SeatInfo } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { seatsForInvites } from '../turn-based/InviteFriendsField.tsx';
import { invitedFromQuery, mayTake, newTableWith, withKeptSeats } from './kept-seats.ts';

const seat = (n: number, extra: Partial<SeatInfo> = {}): SeatInfo => ({
  seat: n,
  kind: 'human',
  name: null,
  taken: false,
  connected: false,
  autoplay: false,
  ...extra,
});

describe('seats kept for invited friends', () => {
  it('carry over from the table info to presence, until the seat is taken', () => {
    const table = [
      seat(0, { taken: true, name: 'Ann' }),
      seat(1, { reservedFor: 'bob' }),
      seat(2, { reservedFor: 'cy' }),
    ];
    const presence = [
      seat(0, { taken: true, name: 'Ann', connected: true }),
      seat(1),
      seat(2, { taken: true, name: 'Cy' }),
    ];
    expect(withKeptSeats(table, presence).map((s) => s.reservedFor ?? null)).toEqual([null, 'bob', null]);
  });

  it('may be taken by their invited account only', () => {
    expect(mayTake(seat(1, { reservedFor: 'bob' }), 'bob')).toBe(true);
    expect(mayTake(seat(1, { reservedFor: 'bob' }), 'dave')).toBe(false);
    expect(mayTake(seat(1, { reservedFor: 'bob' }), null)).toBe(false);
    expect(mayTake(seat(1), null)).toBe(true);
    expect(mayTake(seat(1, { taken: true }), 'bob')).toBe(false);
    expect(mayTake(seat(1, { kind: 'bot' }), 'bob')).toBe(false);
  });
});

describe("the Friends page's link to the lobby", () => {
  it('names the friends, and the lobby reads them back once each', () => {
    expect(newTableWith(['bob', 'Chloé'])).toBe('/?invite=bob,Chlo%C3%A9');
    expect(invitedFromQuery('?invite=bob,Chlo%C3%A9,,bob')).toEqual(['bob', 'Chloé']);
    expect(invitedFromQuery('')).toEqual([]);
  });
});

describe('the seats a new table needs for its invites', () => {
  it('turns bots into humans first, then adds seats the game allows', () => {
    expect(seatsForInvites(['easy', 'human'], 1, 5, 'human')).toEqual(['easy', 'human']);
    expect(seatsForInvites(['easy', 'easy'], 2, 5, 'human')).toEqual(['human', 'human']);
    expect(seatsForInvites(['easy'], 3, 3, 'human')).toEqual(['human', 'human', 'human']);
    expect(seatsForInvites(['easy'], 3, 2, 'human')).toEqual(['human', 'human']);
  });
});
