/**
 * What the browser loads reaches no Node built-in: every module the web client's sources import,
 * followed through relative imports and the workspace packages' `exports` maps (the catalog, the
 * games, the simulator...), names no `node:` module. A package that read files (the catalog's old
 * scenario runner did) would otherwise sit in the browser's bundle as a module that throws when
 * loaded. Read as text, as the boundary lint reads imports; external npm packages are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specifiersOf } from './boundaries/imports.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BUILTINS = new Set(builtinModules);
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function packageDirs(): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of readdirSync(join(ROOT, 'packages'))) {
    const json = join(ROOT, 'packages', dir, 'package.json');
    if (existsSync(json))
      out.set(JSON.parse(readFileSync(json, 'utf8')).name as string, join(ROOT, 'packages', dir));
  }
  return out;
}
const PACKAGES = packageDirs();

/** `@nobid/x/sub` to the file its package's exports map names, or null for a non-source export. */
function resolveWorkspace(spec: string): string | null {
  const name = spec.split('/').slice(0, 2).join('/');
  const dir = PACKAGES.get(name);
  if (!dir) return null;
  const sub = `.${spec.slice(name.length)}`;
  const exportsMap = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports as Record<
    string,
    string
  >;
  const target = exportsMap[sub === '.' ? '.' : sub];
  return target && SOURCE.test(target) ? join(dir, target) : null;
}

function resolveRelative(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
  return null;
}

/** How often each module is named by an `import type` or `export type` statement. */
function typeOnlyCounts(source: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of source.matchAll(/\b(?:import|export)\s+type\s[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g))
    counts.set(m[2]!, (counts.get(m[2]!) ?? 0) + 1);
  return counts;
}

/** Every Node built-in reached from `entries`, with the file that names it. */
function nodeImportsReached(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const typeOnly = typeOnlyCounts(source);
    for (const { text, kind } of specifiersOf(source)) {
      if (kind !== 'import') continue;
      // A type-only import is erased by the build: it loads nothing.
      const erased = typeOnly.get(text) ?? 0;
      if (erased > 0) {
        typeOnly.set(text, erased - 1);
        continue;
      }
      if (text.startsWith('node:') || BUILTINS.has(text)) found.push(`${relative(ROOT, file)}: ${text}`);
      const next = text.startsWith('.') ? resolveRelative(file, text) : resolveWorkspace(text);
      if (next) queue.push(next);
    }
  }
  return found;
}

function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return webSources(path);
    return SOURCE.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('the browser bundle', () => {
  it("reaches no Node built-in from the web client's sources", () => {
    expect(nodeImportsReached(webSources(join(ROOT, 'packages/web/src')))).toEqual([]);
  });

  it('can use the catalog: every game, its bots and its figures', () => {
    expect(nodeImportsReached([join(ROOT, 'packages/catalog/src/index.ts')])).toEqual([]);
  });

  it('would catch a package that reads files', () => {
    expect(nodeImportsReached([join(ROOT, 'packages/scenario/src/file.ts')])).toContain(
      'packages/scenario/src/file.ts: node:fs',
    );
  });
});
