import { describeBudget, HARD_BUDGET } from '@nobid/bots';
import { DEFAULT_EDITION } from '@nobid/nobid/cards';
import { type GameRecord, playSimGame, summariseRecords } from '@nobid/sim';
import { describe, expect, it } from 'vitest';
import { batchesOf, labSimConfig } from './sim-config.ts';

describe("the lab's runs", () => {
  it('cover every game once, in batches that keep every worker busy', () => {
    for (const [games, workers] of [
      [1, 4],
      [1000, 2],
      [5000, 4],
      [7, 3],
    ] as const) {
      const seen = batchesOf(games, workers).flatMap(({ from, to }) =>
        Array.from({ length: to - from }, (_, i) => from + i),
      );
      expect(seen).toEqual([...Array(games).keys()]);
      expect(batchesOf(games, workers).length).toBeGreaterThanOrEqual(Math.min(games, workers));
    }
  });

  it('give the same summary whichever batch a worker plays first', () => {
    const run = { edition: DEFAULT_EDITION, players: 3, games: 24, seed: 'lab', level: 'easy' } as const;
    const config = labSimConfig(run);
    const inOrder = Array.from({ length: run.games }, (_, g) => playSimGame(config, g));
    // Two "workers", each with its own configuration and bots, playing the batches backwards.
    const workers = [labSimConfig(run), labSimConfig(run)];
    const records = new Array<GameRecord>(run.games);
    batchesOf(run.games, 2)
      .reverse()
      .forEach(({ from, to }, b) => {
        for (let g = from; g < to; g++) records[g] = playSimGame(workers[b % 2]!, g);
      });
    expect(summariseRecords(config, records)).toEqual(summariseRecords(config, inOrder));
    expect(summariseRecords(config, records).games).toBe(24);
  });

  it("play hard as the lobby's hard bot, each seat with its own memory", () => {
    const run = { edition: DEFAULT_EDITION, players: 4, games: 1, seed: 'lab', level: 'hard' } as const;
    const { bots } = labSimConfig(run);
    for (const bot of bots) expect(bot.name).toBe(`ismcts(${describeBudget(HARD_BUDGET)})`);
    expect(new Set(bots).size).toBe(4);
  });
});
