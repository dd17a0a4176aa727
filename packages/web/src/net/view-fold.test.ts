import type { ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { type Folded, foldView } from './view-fold.ts';

const view = (cursor: number, fromCursor: number, events: unknown[], decisionId: string | null = null) =>
  ({ cursor, fromCursor, events, decisionId, serverNow: 1000 }) as unknown as ViewUpdate;

const start: Folded = { update: null, events: [], skew: 0 };
const fold = (...views: ViewUpdate[]) => views.reduce((held, v) => foldView(held, v, 1000), start);

describe('folding views', () => {
  it('appends each newer view’s events, and starts afresh on a whole history', () => {
    const held = fold(view(2, 0, ['a', 'b']), view(3, 2, ['c']), view(7, 6, ['d']));
    expect(held.events).toEqual(['a', 'b', 'c', 'd']);
    expect(fold(view(2, 0, ['a']), view(3, 2, ['b']), view(3, 0, ['a', 'b'])).events).toEqual(['a', 'b']);
  });

  it('keeps the events once when the same cursor comes again (a sync, an auto-pass echo)', () => {
    const held = fold(view(2, 0, ['a']), view(3, 0, ['a', 'b'], 'x'), view(3, 2, ['b'], 'x'));
    expect(held.events).toEqual(['a', 'b']);
    expect(held.update!.decisionId).toBe('x');
  });

  it('drops a view older than the one held: the decision on screen never goes back', () => {
    const held = fold(view(2, 0, ['a'], 'old'), view(4, 3, ['c'], 'new'), view(3, 2, ['b'], 'old'));
    expect(held.update!.decisionId).toBe('new');
    expect(held.events).toEqual(['a', 'c']);
  });
});
