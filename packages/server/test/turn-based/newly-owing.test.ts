/**
 * Who is told "your turn" after a change (`newlyOwing`): the seats that owe a decision the change
 * showed them, except the player who just acted at the table. A window's last answer may be the
 * next player's own pass, given by their standing orders (a timer's action) while they were away:
 * then the turn that follows is news to them, and they are told.
 */
import { describe, expect, it } from 'vitest';
import type { TableChange } from '../../src/table/live-tables.ts';
import { newlyOwing } from '../../src/turn-based/notices.ts';

const DEADLINE = 1_000_000;

/** Three seats; seat 2 owes its turn after seat `actor`'s action, and every view moved. */
function change(actor: number, by: TableChange['by']): TableChange {
  const clocks = [0, 1, 2].map((seat) => ({
    seat,
    bankMs: 1000,
    runningSince: seat === 2 ? 0 : null,
    expiredAt: null,
    owes: seat === 2,
    deadline: seat === 2 ? DEADLINE : null,
  }));
  return {
    runtime: { clocks },
    action: { seat: actor, action: { type: 'pass' } },
    by,
    over: false,
    moved: [0, 1, 2, 'spectator'].map((viewer) => ({ viewer, view: null })),
  } as unknown as TableChange;
}

describe('newlyOwing', () => {
  it('tells the next player when another seat acted', () => {
    expect(newlyOwing(change(1, 'player'))).toEqual([{ seat: 2, deadline: DEADLINE }]);
  });

  it('does not tell the player who acted at the table', () => {
    expect(newlyOwing(change(2, 'player'))).toEqual([]);
  });

  it("tells the next player whose own standing orders closed the window (a timer's pass)", () => {
    expect(newlyOwing(change(2, 'timer'))).toEqual([{ seat: 2, deadline: DEADLINE }]);
    expect(newlyOwing(change(2, 'bot'))).toEqual([{ seat: 2, deadline: DEADLINE }]);
  });
});
