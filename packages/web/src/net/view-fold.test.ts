import type { JsonPatchOp, ViewPatchUpdate, ViewUpdate } from '@nobid/protocol';
import { describe, expect, it } from 'vitest';
import { type Folded, foldPatch, foldView } from './view-fold.ts';

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

describe('folding patches', () => {
  const whole = { ...view(2, 0, ['a'], 'x'), view: { hand: [1, 2], turn: 1 } } as ViewUpdate;
  const patch = (cursor: number, fromCursor: number, viewPatch: JsonPatchOp[]) =>
    ({ ...view(cursor, fromCursor, ['p'], 'y'), viewPatch }) as unknown as ViewPatchUpdate;
  const held = fold(whole);

  it('applies a patch on the view held at its base, and appends its events', () => {
    const next = foldPatch(held, patch(3, 2, [{ op: 'replace', path: '/turn', value: 2 }]), 1000);
    expect(next).not.toBe('resync');
    const f = next as Folded;
    expect(f.update!.view).toEqual({ hand: [1, 2], turn: 2 });
    expect(f.update!.decisionId).toBe('y');
    expect(f.events).toEqual(['a', 'p']);
    expect(whole.view).toEqual({ hand: [1, 2], turn: 1 });
  });

  it('asks for a whole view when the base is not the view held, or the patch does not fit', () => {
    expect(foldPatch(start, patch(3, 2, []), 1000)).toBe('resync');
    expect(foldPatch(held, patch(5, 4, []), 1000)).toBe('resync');
    expect(foldPatch(held, patch(3, 2, [{ op: 'remove', path: '/deck' }]), 1000)).toBe('resync');
  });

  it('drops a patch older than the view held', () => {
    expect(foldPatch(held, patch(2, 1, []), 1000)).toBe(held);
  });
});
