/**
 * What the built client is made of: this package's sources and those of every `@nobid/*`
 * package it bundles (their `src/` and `texts/`), found through package.json, never through
 * a path into another package. Their content hash is written next to the build, so a server
 * notices a stale `dist/` after a `git pull` (mtimes are no help: git checkouts reset them).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { WEB_ROOT } from './paths.ts';

// (public/: files copied as they are, such as the service worker sw.js)
const SOURCE_DIRS = ['src', 'texts', 'public'];
const OWN_FILES = ['index.html', 'vite.config.ts', 'vite-plugins.ts', 'package.json'];

interface PackageJson {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/**
 * The folder of the package whose entry is `entry`: the nearest package.json above it (a
 * package's exports need not offer `./package.json`).
 */
function packageRootOf(entry: string, name: string): string {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && readJson(file).name === name) return dir;
  }
  throw new Error(`no package.json of ${name} above ${entry}`);
}

/** The folders of this package and of every workspace package it depends on, transitively. */
function packageRoots(): string[] {
  const roots = new Map<string, string>();
  const visit = (root: string) => {
    const pkg = readJson(join(root, 'package.json'));
    if (roots.has(pkg.name)) return;
    roots.set(pkg.name, root);
    const require = createRequire(join(root, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      if (!dep.startsWith('@nobid/')) continue;
      visit(packageRootOf(require.resolve(dep), dep));
    }
  };
  visit(WEB_ROOT);
  return [...roots.values()];
}

function filesUnder(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
}

/** Every file the client build reads, in a stable order. */
export function clientInputFiles(): string[] {
  const files: string[] = [];
  for (const root of packageRoots()) {
    for (const dir of SOURCE_DIRS) filesUnder(join(root, dir), files);
    for (const file of OWN_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  }
  return files;
}

/** A hash of every file the client build reads. */
export function clientInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of clientInputFiles()) {
    hash.update(relative(WEB_ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
