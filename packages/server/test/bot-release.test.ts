/**
 * A bot's answer on a fake clock: its release time is drawn (and stored) before the bot is asked
 * to decide, the answer goes in at exactly that time however long the decision took within it,
 * and a decision that overruns is released when ready and counted as late.
 */
import type { SeatAction } from '@nobid/engine';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../src/apply.ts';
import type { BotProvider } from '../src/bot-players.ts';
import { createTable, startTable } from '../src/lobby.ts';
import type { TimerRecord } from '../src/storage/storage.ts';
import { blockerGame } from './fixtures/window-game.ts';
import { serviceContext } from './helpers/service.ts';
import type { VirtualClock } from './helpers/virtual-clock.ts';

interface Asked {
  seat: number;
  at: number;
  /** The seat's answer timer as stored when the bot was asked. */
  timer: TimerRecord | undefined;
  releaseInMs: number | undefined;
}

/** A human (seat 0) and two bots; seat 0 plays, the bots answer the window. */
async function oneWindow(think: (clock: VirtualClock, asked: Asked) => void) {
  const asked: Asked[] = [];
  let clockRef: VirtualClock | null = null;
  let ctxRef: Awaited<ReturnType<typeof serviceContext>>['ctx'] | null = null;
  const bots: BotProvider = {
    async choose(game, state, seat, _level, _random, releaseInMs) {
      const timers = await ctxRef!.storage.getTimers(id);
      const a = {
        seat,
        at: clockRef!.now(),
        timer: timers.find((t) => t.seat === seat && t.kind === 'bot'),
        releaseInMs,
      };
      asked.push(a);
      think(clockRef!, a);
      return game.defaultAction(state, seat) as SeatAction;
    },
  };
  const { ctx, clock, sent } = await serviceContext({ games: [blockerGame], connected: [0], bots });
  clockRef = clock;
  ctxRef = ctx;
  const created = await createTable(ctx, {
    settings: {
      game: 'blocker',
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'hard' }],
      reactionWindowSeconds: 5,
      turnTimerSeconds: 60,
      options: { blocks: 1, turnCap: 1 },
    },
    name: 'Ann',
  });
  const id = created.table.id;
  await startTable(ctx, id, created.seatToken!);
  const view = sent.filter((m) => m.to === 0 && m.event === 'view').at(-1)!.msg as { decisionId: string };
  await applyAction(ctx, id, { seat: 0, type: 'play' } as never, {
    by: 'player',
    decisionId: view.decisionId,
  });
  const opened = clock.now();
  // (Seat 0's own card: the server passes for it, on a drawn delay of its own.)
  const drawn = (await ctx.storage.getTimers(id)).filter((t) => t.kind === 'bot');
  const answeredAt = new Map<number, number>();
  while (answeredAt.size < 2 && (await clock.step())) {
    const log = await ctx.storage.readLog(id);
    for (const a of log as { seat: number; type: string }[])
      if (a.type === 'pass' && a.seat > 0 && !answeredAt.has(a.seat)) answeredAt.set(a.seat, clock.now());
  }
  return { asked, drawn, opened, answeredAt, metrics: ctx.botTurns.metrics };
}

describe('a bot answer', () => {
  it('is drawn before the decision, and released at the drawn time whatever the decision took', async () => {
    // Each decision "takes" 300 ms of the clock: less than any drawn delay (at least 600 ms).
    const { asked, drawn, opened, answeredAt, metrics } = await oneWindow((clock) => clock.advance(300));
    expect(drawn).toHaveLength(2);
    expect(asked).toHaveLength(2);
    for (const a of asked) {
      // When the bot was asked, its release time was already stored, in the future...
      expect(a.timer).toEqual(drawn.find((t) => t.seat === a.seat));
      expect(a.timer!.dueAt).toBeGreaterThan(a.at);
      expect(a.timer!.dueAt - opened).toBeGreaterThanOrEqual(600);
      // ...the bot was told how long it had...
      expect(a.releaseInMs).toBe(a.timer!.dueAt - a.at);
      // ...and the answer went in at that time exactly, not when the decision was ready.
      expect(answeredAt.get(a.seat)).toBe(a.timer!.dueAt);
    }
    // Both were asked at once, when the window opened, not at their release times.
    expect(asked.map((a) => a.at - opened)).toEqual([0, 300]);
    expect(metrics.late.count).toBe(0);
    expect(metrics.releasedOnTime).toBe(2);
  });

  it('that is ready only after its drawn time is released when ready, and counted late', async () => {
    // The first bot asked overruns its drawn time by 100 ms; the other answers at once.
    let calls = 0;
    const { asked, answeredAt, metrics } = await oneWindow((clock, a) => {
      if (calls++ === 0) clock.advance(a.timer!.dueAt - clock.now() + 100);
    });
    const [first, second] = asked;
    const ready = first!.timer!.dueAt + 100;
    expect(answeredAt.get(first!.seat)).toBe(Math.max(ready, second!.at));
    expect([metrics.late.count, metrics.late.maxMs]).toEqual([1, 100]);
  });
});
