import type { GameRecord } from '@nobid/sim';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../usage-error.ts';
import { parseSimFlags } from '../args.ts';
import { assemble, batchesOf } from '../batches.ts';
import { parseQueueAddress, shownUrl } from './connection.ts';
import { checkRunId, defaultBatch } from './coordinator.ts';
import { jobIdOf } from './job.ts';

const record = (turns: number) => ({ turns }) as unknown as GameRecord;

describe('a run cut into batches', () => {
  it('covers every game of every run once, in order, and puts the records back by index', () => {
    const batches = batchesOf([5, 3], 2);
    expect(batches).toEqual([
      { run: 0, from: 0, to: 2 },
      { run: 0, from: 2, to: 4 },
      { run: 0, from: 4, to: 5 },
      { run: 1, from: 0, to: 2 },
      { run: 1, from: 2, to: 3 },
    ]);
    const parts = batches.reverse().map((batch) => ({
      batch,
      records: Array.from({ length: batch.to - batch.from }, (_, i) =>
        record(batch.run * 10 + batch.from + i),
      ),
    }));
    expect(assemble([5, 3], parts).map((run) => run.map((r) => r.turns))).toEqual([
      [0, 1, 2, 3, 4],
      [10, 11, 12],
    ]);
  });

  it('refuses a run with a game missing or a batch of the wrong size', () => {
    expect(() =>
      assemble([3], [{ batch: { run: 0, from: 0, to: 2 }, records: [record(0), record(1)] }]),
    ).toThrow('game 2 of run 0 was never played');
    expect(() => assemble([2], [{ batch: { run: 0, from: 0, to: 2 }, records: [record(0)] }])).toThrow(
      'came back with 1 records',
    );
  });

  it('batches by the slowest bot, and small runs still spread over sixteen batches', () => {
    const spec = (bots: string, games: string) => {
      const flags = { game: 'nobid', players: '2', games, bots };
      return { flags, config: parseSimFlags(flags) };
    };
    expect(defaultBatch([spec('easy', '100000')])).toBe(200);
    expect(defaultBatch([spec('medium,easy', '100000')])).toBe(50);
    expect(defaultBatch([spec('hard,easy', '100000')])).toBe(4);
    expect(defaultBatch([spec('easy', '2000')])).toBe(125);
    expect(defaultBatch([spec('easy', '3')])).toBe(1);
  });
});

describe('the queue options', () => {
  it('takes redis:// and rediss:// URLs and hides a password in messages', () => {
    const a = parseQueueAddress('redis://:secret@db.example:6380/2');
    expect(a).toEqual({ url: 'redis://:secret@db.example:6380/2', prefix: 'nobid' });
    expect(shownUrl(a)).not.toContain('secret');
    expect(parseQueueAddress('rediss://db.example', 'team-a').prefix).toBe('team-a');
  });

  it('refuses what is not a Redis URL, a bad prefix and a bad run id, saying why', () => {
    expect(() => parseQueueAddress('db.example:6379')).toThrow(UsageError);
    expect(() => parseQueueAddress('http://db.example')).toThrow('redis:// or rediss://');
    expect(() => parseQueueAddress('redis://db.example', 'a:b')).toThrow('--prefix');
    expect(() => checkRunId('a.b')).toThrow('--run-id');
    expect(checkRunId('run_2-b')).toBe('run_2-b');
  });

  it('names a batch by its run and place, without the ":" BullMQ refuses', () => {
    const id = jobIdOf('abc', { run: 1, from: 50, to: 100 });
    expect(id).toBe('abc.1.50-100');
    expect(id).not.toContain(':');
  });
});
