import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyJsonPatch, diffJson, JsonPatchError, jsonEqual } from './json-patch.ts';

const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('JSON patches (RFC 6902: add, remove, replace)', () => {
  it('turn any JSON value into any other, leaving the first as it was', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const before = JSON.stringify(a);
        const patched = applyJsonPatch(a, diffJson(a, b));
        expect(jsonEqual(patched, b)).toBe(true);
        expect(JSON.stringify(a)).toBe(before);
      }),
      { numRuns: 500 },
    );
  });

  it('are small for a small change: a grown pile is one add at its end, an equal value no patch', () => {
    const a = { hand: [3, 4, 5], discard: [1, 2], turn: 7, 'a/b~': 1 };
    const b = { hand: [3, 5], discard: [1, 2, 9], turn: 8, 'a/b~': 2 };
    expect(diffJson(a, a)).toEqual([]);
    expect(diffJson(a, b)).toEqual([
      { op: 'replace', path: '/hand', value: [3, 5] },
      { op: 'add', path: '/discard/-', value: 9 },
      { op: 'replace', path: '/turn', value: 8 },
      { op: 'replace', path: '/a~1b~0', value: 2 },
    ]);
    expect(applyJsonPatch(a, diffJson(a, b))).toEqual(b);
  });

  it('take an object with toJSON as its JSON (a game view holding its card table)', () => {
    const cards = { long: 'list', toJSON: () => ({ name: 'No Bid', version: '2' }) };
    expect(diffJson({ cards: { name: 'No Bid', version: '2' }, turn: 1 }, { cards, turn: 2 })).toEqual([
      { op: 'replace', path: '/turn', value: 2 },
    ]);
  });

  it('refuse a patch that does not fit the value (another base than its own)', () => {
    const patch = diffJson({ a: [1, 2] }, { a: [1, 2, 3], b: { c: 1 } });
    expect(() => applyJsonPatch({ x: 1 }, patch)).toThrow(JsonPatchError);
    expect(() => applyJsonPatch({ a: [] }, [{ op: 'remove', path: '/a/0' }])).toThrow(JsonPatchError);
    expect(() => applyJsonPatch({ a: 1 }, [{ op: 'replace', path: '/b', value: 1 }])).toThrow(JsonPatchError);
    expect(() => applyJsonPatch({ a: [1] }, [{ op: 'add', path: '/a/x', value: 1 }])).toThrow(JsonPatchError);
    expect(() => applyJsonPatch({}, [{ op: 'add', path: 'a', value: 1 }])).toThrow(JsonPatchError);
  });
});
