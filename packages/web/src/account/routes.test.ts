import { describe, expect, it } from 'vitest';
import { parseRoute } from '../router.ts';

describe('the account pages’ routes', () => {
  it('reads the account, a profile (its name decoded) and a game’s leaderboard', () => {
    expect(parseRoute('/account')).toEqual({ page: 'account' });
    expect(parseRoute('/players/%EB%AF%BC%EC%A7%80')).toEqual({ page: 'profile', name: '민지' });
    expect(parseRoute('/players/%E0%A4%A')).toEqual({ page: 'lobby' });
    expect(parseRoute('/leaderboard')).toEqual({ page: 'leaderboard', game: 'nobid' });
    expect(parseRoute('/leaderboard/startups')).toEqual({ page: 'leaderboard', game: 'startups' });
    expect(parseRoute('/leaderboard/chess')).toEqual({ page: 'lobby' });
  });
});
