import { describe, expect, it } from 'vitest';
import { rungsOf } from './bot-ladder-data.ts';

describe('the bot ladder file', () => {
  it('reads a list of named numbers at the top, per game or under entries', () => {
    const list = [
      { level: 'easy', elo: 1000 },
      { level: 'hard', elo: 1400.5 },
    ];
    const rungs = [
      { label: 'easy', value: 1000 },
      { label: 'hard', value: 1400.5 },
    ];
    expect(rungsOf(list, 'nobid')).toEqual(rungs);
    expect(rungsOf({ nobid: { entries: list }, startups: [] }, 'nobid')).toEqual(rungs);
    expect(rungsOf({ nobid: { entries: list }, startups: [] }, 'startups')).toEqual([]);
    expect(rungsOf({ ladder: [{ name: 'medium', rating: 3 }, { name: 5 }] }, 'nobid')).toEqual([
      { label: 'medium', value: 3 },
    ]);
  });

  it('gives nothing for a missing or odd file', () => {
    expect(rungsOf(null, 'nobid')).toEqual([]);
    expect(rungsOf('text', 'nobid')).toEqual([]);
    expect(rungsOf({ nobid: 3 }, 'nobid')).toEqual([]);
  });
});
