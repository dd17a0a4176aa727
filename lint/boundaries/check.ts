/**
 * The package-boundary rule: every workspace package is entered by its name, through the entry
 * points its `exports` map offers, along an edge its importer declares and the layering allows.
 * It fails
 * - an import (or module-relative URL) that leaves its package by a relative path;
 * - an import of another package's `src/` or of a subpath its `exports` map does not offer;
 * - an `@nobid/*` import the importer's package.json does not declare;
 * - a declared `@nobid/*` dependency that the layering forbids (engine ← games ← surfaces).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { specifiersOf } from './imports.ts';
import { ALLOWED_DEPENDENCIES } from './rules.ts';

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

interface WorkspacePackage {
  readonly name: string;
  readonly dir: string;
  readonly exports: readonly string[];
  readonly declared: ReadonlySet<string>;
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs|mts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'out', 'reports']);

function readPackages(root: string): WorkspacePackage[] {
  const base = join(root, 'packages');
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((d) => existsSync(join(base, d, 'package.json')))
    .map((d) => {
      const json = JSON.parse(readFileSync(join(base, d, 'package.json'), 'utf8'));
      const exportsMap = typeof json.exports === 'object' && json.exports ? Object.keys(json.exports) : ['.'];
      return {
        name: json.name as string,
        dir: join(base, d),
        exports: exportsMap,
        declared: new Set(Object.keys({ ...json.dependencies, ...json.devDependencies })),
      };
    });
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Does `subpath` ('.', './cards', './texts/en/x.ftl') match an exports key ('./texts/*')? */
function offered(keys: readonly string[], subpath: string): boolean {
  return keys.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head, tail] = key.split('*') as [string, string];
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

function inside(dir: string, path: string): boolean {
  return path === dir || path.startsWith(dir + sep);
}

export function checkBoundaries(repoRoot: string): Violation[] {
  const root = resolve(repoRoot);
  const packages = readPackages(root);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const violations: Violation[] = [];
  const add = (file: string, line: number, message: string) =>
    violations.push({ file: relative(root, file), line, message });

  for (const pkg of packages) {
    const allowed = ALLOWED_DEPENDENCIES[pkg.name];
    const pkgJson = join(pkg.dir, 'package.json');
    if (!allowed) {
      add(pkgJson, 1, `${pkg.name} has no place in the layering (lint/boundaries/rules.ts)`);
      continue;
    }
    for (const dep of pkg.declared) {
      if (dep.startsWith('@nobid/') && !allowed.includes('*') && !allowed.includes(dep))
        add(pkgJson, 1, `${pkg.name} may not depend on ${dep} (engine ← games ← surfaces)`);
    }
  }

  // Files outside every package (e2e, bench, scripts) belong to the repository: they may
  // use its folders, but enter a package only by its name, as any other importer.
  const scopes = [
    ...packages.map((p) => ({ dir: p.dir, files: sourceFiles(p.dir), pkg: p as WorkspacePackage | null })),
    {
      dir: root,
      files: ['e2e', 'bench', 'scripts']
        .map((d) => join(root, d))
        .filter(existsSync)
        .flatMap((d) => sourceFiles(d)),
      pkg: null,
    },
  ];
  for (const { dir, files, pkg } of scopes) {
    for (const file of files) {
      for (const spec of specifiersOf(readFileSync(file, 'utf8'))) {
        const where = (message: string) => add(file, spec.line, message);
        if (spec.text.startsWith('.')) {
          const target = resolve(dirname(file), spec.text.replace(/\?.*$/, ''));
          const owner = packages.find((p) => inside(p.dir, target));
          // A module-relative URL may read a repository file (deploy/…); never another package's.
          const leaves = spec.kind === 'url' ? owner !== undefined && owner !== pkg : !inside(dir, target);
          if (leaves || (pkg === null && owner !== undefined)) {
            where(
              `'${spec.text}' leaves ${relative(root, dir)} by a relative path` +
                (owner ? `: enter ${owner.name} by its name` : ''),
            );
          }
          continue;
        }
        if (spec.kind !== 'import' || !spec.text.startsWith('@nobid/')) continue;
        const [scope, name, ...rest] = spec.text.replace(/\?.*$/, '').split('/');
        const target = byName.get(`${scope}/${name}`);
        if (!target) {
          where(`'${spec.text}': no workspace package ${scope}/${name}`);
          continue;
        }
        const subpath = rest.length ? `./${rest.join('/')}` : '.';
        if (rest[0] === 'src') where(`'${spec.text}' reaches into ${target.name}'s src/: use an entry point`);
        else if (!offered(target.exports, subpath))
          where(`'${spec.text}': ${target.name} does not export '${subpath}' (its package.json exports)`);
        if (pkg && target !== pkg && !pkg.declared.has(target.name))
          where(`${pkg.name} imports ${target.name} without declaring it in its package.json`);
      }
    }
  }
  return violations;
}
