/**
 * Where two values first differ, as a path (`hands[2][0]: 14 ≠ 9`), or null when they are
 * structurally equal. The conformance checks compare states, views and events with it, so that a
 * failure names the field that moved instead of printing two whole states.
 */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
    return `${path}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) !== Array.isArray(b) || ArrayBuffer.isView(a) !== ArrayBuffer.isView(b))
    return `${path}: ${kindOf(a)} ≠ ${kindOf(b)}`;
  if (Array.isArray(a) || ArrayBuffer.isView(a)) {
    const x = a as ArrayLike<unknown>;
    const y = b as ArrayLike<unknown>;
    if (x.length !== y.length) return `${path}.length: ${x.length} ≠ ${y.length}`;
    for (let i = 0; i < x.length; i++) {
      const d = firstDifference(x[i], y[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a instanceof Map || b instanceof Map || a instanceof Set || b instanceof Set)
    return firstDifference(entriesOf(a), entriesOf(b), path);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    // An absent key and one set to undefined read the same to every caller.
    if (x === undefined && y === undefined) continue;
    const d = firstDifference(x, y, `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

function entriesOf(v: object): unknown {
  if (v instanceof Map) return [...v.entries()];
  if (v instanceof Set) return [...v.values()];
  return v;
}

function kindOf(v: object): string {
  if (Array.isArray(v)) return 'array';
  if (ArrayBuffer.isView(v)) return v.constructor.name;
  return 'object';
}

function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'object' && v !== null) return Array.isArray(v) ? 'array' : 'object';
  return String(v);
}
