import { describe, expect, it } from 'vitest';
import { rungsOf } from './bot-ladder-data.ts';

describe('the bot ladder file', () => {
  it('reads a list of named numbers at the top, per game or under entries', () => {
    const list = [
      { level: 'hard', elo: 1400.5 },
      { level: 'easy', elo: 1000 },
    ];
    const rungs = [
      { level: 'easy', value: 1000 },
      { level: 'hard', value: 1400.5 },
    ];
    expect(rungsOf(list, 'nobid')).toEqual(rungs);
    expect(rungsOf({ nobid: { entries: list }, startups: [] }, 'nobid')).toEqual(rungs);
    expect(rungsOf({ nobid: { entries: list }, startups: [] }, 'startups')).toEqual([]);
    expect(rungsOf({ ladder: [{ name: 'medium', rating: 3 }, { name: 5 }] }, 'nobid')).toEqual([
      { level: 'medium', value: 3 },
    ]);
  });

  it('shows players the three lobby levels only, easiest first, not the research rungs', () => {
    const levels = [
      { level: 'easy', elo: 0 },
      { level: 'medium', elo: 535.9 },
      { level: 'hard (round 4)', elo: 575.7 },
      { level: 'hard + hand inference', elo: 587.7 },
      { level: 'hard', elo: 593.1 },
      { level: 'hard @600', elo: 633.7 },
    ];
    expect(rungsOf({ nobid: { levels } }, 'nobid')).toEqual([
      { level: 'easy', value: 0 },
      { level: 'medium', value: 535.9 },
      { level: 'hard', value: 593.1 },
    ]);
  });

  it('gives nothing for a missing or odd file', () => {
    expect(rungsOf(null, 'nobid')).toEqual([]);
    expect(rungsOf('text', 'nobid')).toEqual([]);
    expect(rungsOf({ nobid: 3 }, 'nobid')).toEqual([]);
  });
});
