/**
 * Views sent as patches: RFC 6902 JSON Patch, the `add`, `remove` and `replace` operations over
 * JSON values (what a game's view is). `diffJson` makes the server's patch from the view a viewer
 * held to its new one (either may hold objects with `toJSON`, as `JSON.stringify` takes them);
 * `applyJsonPatch` is the client's side. Arrays are patched by index where
 * they keep their length, by appending or removing at their end where one is a prefix of the
 * other (a discard pile grows, a hand shrinks), and replaced whole otherwise; an object's keys
 * are patched one by one. A patch that does not fit the value it is applied to (another base
 * than the one it was made from) is refused with a `JsonPatchError`: the client then asks for a
 * whole view.
 */

export type JsonPatchOp =
  | { readonly op: 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string }
  | { readonly op: 'replace'; readonly path: string; readonly value: unknown };

export class JsonPatchError extends Error {
  override name = 'JsonPatchError';
}

/** RFC 6901: `~` and `/` in a key are escaped as `~0` and `~1`. */
const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeKey = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as JSON.stringify sees it: an object with `toJSON` (a game's card table) is its result. */
function asJson(v: unknown): unknown {
  return typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function'
    ? (v as { toJSON(): unknown }).toJSON()
    : v;
}

function diffInto(x: unknown, y: unknown, path: string, ops: JsonPatchOp[]): void {
  if (x === y) return;
  const a = asJson(x);
  const b = asJson(y);
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    if (a.length !== b.length) {
      // Only where one is the other's prefix; else the whole array goes (one op, not many).
      for (let i = 0; i < common; i++)
        if (!jsonEqual(a[i], b[i])) {
          ops.push({ op: 'replace', path, value: b });
          return;
        }
      for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
      for (let i = common; i < b.length; i++) ops.push({ op: 'add', path: `${path}/-`, value: b[i] });
      return;
    }
    for (let i = 0; i < common; i++) diffInto(a[i], b[i], `${path}/${i}`, ops);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a))
      if (!Object.hasOwn(b, key) || b[key] === undefined) {
        if (a[key] !== undefined) ops.push({ op: 'remove', path: `${path}/${escapeKey(key)}` });
      }
    for (const key of Object.keys(b)) {
      const value = b[key];
      if (value === undefined) continue; // JSON has no undefined: the key is not sent
      const p = `${path}/${escapeKey(key)}`;
      if (!Object.hasOwn(a, key) || a[key] === undefined) ops.push({ op: 'add', path: p, value });
      else diffInto(a[key], value, p, ops);
    }
    return;
  }
  if (a !== b) ops.push({ op: 'replace', path, value: b });
}

/** Whether two JSON values are equal (as their JSON texts would be, up to key order). */
export function jsonEqual(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  const a = asJson(x);
  const b = asJson(y);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    if (ka.length !== kb.length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** The patch that turns JSON value `a` into `b` (empty when they are equal). */
export function diffJson(a: unknown, b: unknown): JsonPatchOp[] {
  const ops: JsonPatchOp[] = [];
  diffInto(a, b, '', ops);
  return ops;
}

const clone = (v: unknown): unknown => (typeof v === 'object' && v !== null ? structuredClone(v) : v);

/** The parent container of a pointer and the last token, or the root (`parent` null). */
function locate(root: unknown, path: string): { parent: unknown; token: string } | null {
  if (path === '') return null;
  if (!path.startsWith('/')) throw new JsonPatchError(`not a JSON pointer: ${JSON.stringify(path)}`);
  const tokens = path.slice(1).split('/').map(unescapeKey);
  let parent: unknown = root;
  for (const token of tokens.slice(0, -1)) {
    parent = Array.isArray(parent)
      ? parent[indexOf(parent, token, false)]
      : isObject(parent) && Object.hasOwn(parent, token)
        ? parent[token]
        : undefined;
    if (typeof parent !== 'object' || parent === null) throw new JsonPatchError(`no ${path} to patch`);
  }
  return { parent, token: tokens.at(-1)! };
}

function indexOf(array: unknown[], token: string, adding: boolean): number {
  if (adding && token === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new JsonPatchError(`not an array index: ${token}`);
  const i = Number(token);
  if (i > array.length || (!adding && i === array.length))
    throw new JsonPatchError(`index ${i} is past the end (${array.length})`);
  return i;
}

/**
 * Applies `ops` to a copy of `doc` and returns it (`doc` is left as it was). Throws
 * `JsonPatchError` when an operation does not fit.
 */
export function applyJsonPatch(doc: unknown, ops: readonly JsonPatchOp[]): unknown {
  let root = clone(doc);
  for (const op of ops) {
    const at = locate(root, op.path);
    if (at === null) {
      if (op.op === 'remove') throw new JsonPatchError('cannot remove the whole document');
      root = clone(op.value);
      continue;
    }
    const { parent, token } = at;
    if (Array.isArray(parent)) {
      const i = indexOf(parent, token, op.op === 'add');
      if (op.op === 'add') parent.splice(i, 0, clone(op.value));
      else if (op.op === 'remove') parent.splice(i, 1);
      else parent[i] = clone(op.value);
    } else if (isObject(parent)) {
      const present = Object.hasOwn(parent, token);
      if (op.op !== 'add' && !present) throw new JsonPatchError(`no ${op.path} to ${op.op}`);
      if (op.op === 'remove') delete parent[token];
      // As an own property whatever the key (`__proto__` included), never a prototype change.
      else
        Object.defineProperty(parent, token, {
          value: clone(op.value),
          writable: true,
          enumerable: true,
          configurable: true,
        });
    } else throw new JsonPatchError(`no ${op.path} to patch`);
  }
  return root;
}
