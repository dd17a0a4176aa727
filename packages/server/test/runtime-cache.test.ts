/** The runtime cache is only a cache: a dropped table comes back from storage exactly as it was. */
import { toyGame } from '@nobid/engine/testing';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../src/apply.ts';
import { createTable, joinTable, startTable } from '../src/lobby.ts';
import { serviceContext } from './helpers/service.ts';

describe('the runtime cache', () => {
  it('drops the tables it is told to and rebuilds them from seed + log on the next use', async () => {
    const { ctx } = await serviceContext({ games: [toyGame], connected: [0, 1] });
    const human = { kind: 'human' };
    const created = await createTable(ctx, {
      settings: { game: 'fifteen', seats: [human, human] },
      name: 'Ann',
    });
    const id = created.table.id;
    await joinTable(ctx, id, { name: 'Bob' });
    await startTable(ctx, id, created.seatToken!);
    await applyAction(ctx, id, { seat: 0, type: 'draw' } as never, { by: 'timer' });
    const before = await ctx.runtimes.get(id);
    expect(ctx.runtimes.sweep((rt) => rt.table.status === 'waiting')).toBe(1);
    expect(ctx.runtimes.size()).toBe(0);
    const after = await ctx.runtimes.get(id);
    expect(after).not.toBe(before);
    expect(after.state).toEqual(before.state);
    expect(after.timers).toEqual(before.timers);
    expect(after.table).toEqual(before.table);
    // What each viewer was last sent is rebuilt from the log too: the same cursors, the same ids.
    expect([0, 1].map((s) => after.cursors!.decisionId(s))).toEqual(
      [0, 1].map((s) => before.cursors!.decisionId(s)),
    );
    expect(after.cursors!.seq(0)).toBe(1);
    await ctx.storage.close();
  });
});
