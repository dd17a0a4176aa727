/**
 * A human over the hand limit who lets the timer run out: one timer for the whole excess, and
 * its expiry gives up the cards a sensible player would (never the No Bid), in one action.
 */
import type { ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../src/apply.ts';
import { createTable, startTable } from '../src/lobby.ts';
import { positionGame } from './fixtures/positions.ts';
import { defaultingBots, serviceContext } from './helpers/service.ts';

/** No Bid from a position: seat 0 to act with eight cards, a No Bid first among them. */
const overTheLimit = positionGame('nobid-over-the-limit', {
  game: 'nobid',
  players: 2,
  setup: {
    deck: ['credit-line', 'scalp', 'ipo'],
    books: [[], []],
    hands: [
      [
        'no-bid',
        'circuit-breaker',
        'position-eurusd-long',
        'leverage',
        'scalp',
        'ipo',
        'margin-call',
        'recall',
      ],
      ['recall'],
    ],
  },
});

/** What the test reads of No Bid's state (the server holds it as the game's own). */
interface Table {
  readonly cards: { readonly kind: readonly string[] };
  readonly hands: readonly (readonly number[])[];
}
type Discard = { readonly type: string; readonly card: number; readonly more?: readonly number[] };

describe('a discard over the hand limit that times out', () => {
  it('runs on one timer for the whole excess and keeps the No Bid', async () => {
    const { ctx, clock, sent } = await serviceContext({
      games: [overTheLimit],
      connected: [0],
      bots: defaultingBots,
    });
    const created = await createTable(ctx, {
      settings: {
        game: overTheLimit.name,
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
        reactionWindowSeconds: 5,
        turnTimerSeconds: 60,
      },
      name: 'Ann',
    });
    const id = created.table.id;
    await startTable(ctx, id, created.seatToken!);
    const lastView = () => sent.filter((m) => m.to === 0 && m.event === 'view').at(-1)!.msg as ViewUpdate;

    // Nine cards after the extra draw: two over the limit of seven.
    await applyAction(ctx, id, { seat: 0, type: 'draw' } as never, {
      by: 'player',
      decisionId: lastView().decisionId!,
    });
    const asked = lastView();
    expect(asked.decisions.map((d) => d.kind)).toEqual(['discard']);
    const deadlines = (await ctx.storage.getTimers(id)).filter((t) => t.seat === 0 && t.kind === 'deadline');
    expect(deadlines).toHaveLength(1);
    expect(deadlines[0]!.dueAt - clock.now()).toBe(60_000);

    // The one timer runs out: the whole excess goes at once.
    expect(await clock.step()).toBe(true);
    expect(clock.now()).toBe(deadlines[0]!.dueAt);
    const log = (await ctx.storage.readLog(id)) as Discard[];
    expect(log).toHaveLength(2);
    const rt = await ctx.runtimes.get(id);
    const state = rt.state as Table;
    const kind = (card: number) => state.cards.kind[card];
    const timedOut = log[1]!;
    expect(timedOut.type).toBe('discard');
    const gone = [timedOut.card, ...(timedOut.more ?? [])].map(kind);
    expect(gone).toHaveLength(2);
    expect(gone).not.toContain('no-bid');
    expect(state.hands[0]!.map(kind)).toEqual(expect.arrayContaining(['no-bid', 'circuit-breaker']));
    expect(state.hands[0]).toHaveLength(7);
    // Seat 0 owes nothing more: the turn has moved on.
    expect(rt.game.decisions(rt.state)).toEqual([{ seat: 1, kind: 'act' }]);
    expect((await ctx.storage.getTimers(id)).filter((t) => t.seat === 0)).toEqual([]);
    await ctx.storage.close();
  });
});
