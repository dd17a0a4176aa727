/**
 * The import circles inside each package's `src/`: groups of files that reach one another through
 * relative imports (type imports included: a circle of types is still a circle a reader must walk
 * round). Read as text, as the boundary lint reads imports (`boundaries/imports.ts`); imports
 * between packages go one way already (`lint/boundaries`), so only a package's own files can
 * close a circle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { specifiersOf } from './boundaries/imports.ts';

const SOURCE = /\.(ts|tsx|mts)$/;

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourcesUnder(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Each circle as the sorted paths of its files, relative to `src`; circles sorted by their first file. */
export function importCycles(src: string): string[][] {
  const files = new Set(sourcesUnder(src));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .filter((s) => s.kind === 'import' && s.text.startsWith('.'))
      .map((s) => resolve(dirname(file), s.text))
      .filter((target) => files.has(target));
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components: a component of more than one file is a circle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfImport = component.length === 1 && (edges.get(v) ?? []).includes(v);
    if (component.length > 1 || selfImport) cycles.push(component.map((f) => relative(src, f)).sort());
  };
  for (const v of [...files].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every package folder of the repository that has a `src/`. */
export function packageSources(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const src = join(root, 'packages', dir, 'src');
    if (existsSync(src)) out.set(dir, src);
  }
  return out;
}
