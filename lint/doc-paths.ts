/**
 * Every repository path that a Markdown file names must exist, so that a reader who follows a
 * doc lands on a file and not on the place a file used to be.
 *
 * What counts as a path. In every Markdown file of the repository (output folders aside), a token
 * of a link target, of an inline code span, of a fenced code block or of the prose that contains a
 * `/` and either ends in `/` (a folder) or in a file extension (`.ts`, `.md`, `.json`…). A
 * `:line` or `:key` after the extension is dropped; `{a,b}` is expanded and each alternative
 * checked; a glob (`*`) must match at least one file. Not repository paths, so never checked:
 * - URLs (`https://…`, `redis://…`), npm names (`@nobid/engine`), absolute routes and files
 *   (`/lab`, `/etc/…`), home paths (`~/…`);
 * - placeholders: a `<…>`, a `$…`, a `{…}` without a comma, or a folder in capitals (`DATA_DIR/`);
 * - output: a path through a folder .gitignore names for output (`out/`, `dist/`, `data/`…);
 * - the seeds and design briefs, which live beside the repository (`shared/…`, `../shared/…`);
 * - the few example names in `EXAMPLES` below, each with the reason it is one.
 *
 * How a path resolves (it exists if one of these holds):
 * - a link target: relative to the Markdown file's folder only, as a Markdown viewer follows it;
 * - anything else, relative to
 *   1. the Markdown file's folder (`bot-ladder.json` beside docs/bot-ladder.md);
 *   2. in a package, the package and its `src/` (`src/fonts.ts`, `nobid/charts.ts` in a README);
 *   3. the repository root (`packages/server/src/watch/watch-list.ts`, `docs/rulings.md`);
 *   4. `packages/` (`cli/src/sim/index.ts`, as the package folders are named);
 *   5. a folder the file declares in a comment, `<!-- doc-paths: packages/nobid/scenarios/ -->`,
 *      for a doc that names many files in one folder by their short names.
 * A folder exists when it holds a file. The files are those on disk, output folders aside, so a
 * fresh clone sees what the repository holds.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** Folders that hold output or other people's code (.gitignore), never a doc or a doc's subject. */
const OUTPUT_FOLDERS = new Set(['node_modules', 'dist', 'data', 'out', 'reports', '.vite', '.git']);

/** Names that look like paths but are examples in prose, each with the reason it is one. */
export const EXAMPLES: ReadonlyMap<string, string> = new Map([
  ['svg/', 'the folder `nobid cards` writes the SVG faces into, inside its --out folder'],
  ['png/', 'the folder `nobid cards` writes the PNG faces into, inside its --out folder'],
]);

export interface DocPath {
  readonly line: number;
  readonly path: string;
  /** A link target resolves against the Markdown file's folder only. */
  readonly link: boolean;
}

export interface BrokenDocPath extends DocPath {
  readonly file: string;
}

/** Every file under root, relative to it with `/`, output folders aside. */
export function repoFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (OUTPUT_FOLDERS.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

const EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,5}$/;
/** URLs, npm names, absolute and home paths, placeholders. */
const NOT_A_PATH = /:\/\/|^[@/~]|^mailto:|[<>$[\]()|'"`=…]|\{[^},]*\}/;

/** Whether a token names a repository path (see the header for what does not). */
export function looksLikePath(token: string): boolean {
  if (!token.includes('/') || NOT_A_PATH.test(token)) return false;
  if (!token.endsWith('/') && !EXTENSION.test(token)) return false;
  const segments = token.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  if (segments.some((s) => OUTPUT_FOLDERS.has(s) || /^[A-Z][A-Z0-9_]*$/.test(s))) return false;
  if (/^(\.\.\/)*shared\//.test(token)) return false;
  // Ratios and versions (`1.5/2.0`) have no letter before their extension.
  return /[A-Za-z_]/.test(token.replace(EXTENSION, ''));
}

/** A token of text: a run of path characters, `{a,b}` kept whole. */
const TOKEN = /(?:\{[^{}\s]*\}|[^\s(),;"'=|{}])+/g;

function tokens(text: string): string[] {
  return (text.match(TOKEN) ?? [])
    .map((t) =>
      t
        .replace(/^[*_:!?]+/, '')
        .replace(/(\.[A-Za-z][A-Za-z0-9]{0,5}):[\w.:-]*$/, '$1')
        .replace(/[*_.:!?]+$/, ''),
    )
    .filter((t) => t.length > 0);
}

/** The paths a Markdown text names, with their lines. */
export function docPaths(markdown: string): DocPath[] {
  const found: DocPath[] = [];
  let fence = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const add = (path: string, link: boolean) => {
      if (link ? !/^[a-z][a-z0-9+.-]*:|^\//i.test(path) : looksLikePath(path))
        found.push({ line, path, link });
    };
    if (/^\s*(```|~~~)/.test(text)) {
      fence = !fence;
      return;
    }
    if (fence) {
      for (const t of tokens(text)) add(t, false);
      return;
    }
    let rest = text.replace(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, target: string) => {
      const path = target.split('#')[0]!;
      if (path !== '') add(path, true);
      return ']';
    });
    rest = rest.replace(/`([^`]+)`/g, (_, code: string) => {
      for (const t of tokens(code)) add(t, false);
      return ' ';
    });
    for (const t of tokens(rest)) add(t, false);
  });
  return found;
}

/** The folders a file declares for its short paths: `<!-- doc-paths: a/ b/ -->`. */
export function declaredFolders(markdown: string): string[] {
  return [...markdown.matchAll(/<!--\s*doc-paths:([^>]*?)-->/g)].flatMap((m) => m[1]!.trim().split(/\s+/));
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expandBraces(path: string): string[] {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]!
    .split(',')
    .flatMap((alt) => expandBraces(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)));
}

function globRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') source += '[^/]*';
    else source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}${glob.endsWith('/') ? '' : '(/|$)'}`);
}

/** Whether a repository-relative path names a file, a folder holding a file, or (a glob) any file. */
function existsIn(files: readonly string[], fileSet: ReadonlySet<string>, path: string): boolean {
  const clean = normalize(path).split(sep).join('/');
  if (clean === '..' || clean.startsWith('../')) return false;
  if (clean.includes('*')) {
    const re = globRegExp(clean);
    return files.some((f) => re.test(f));
  }
  if (fileSet.has(clean.replace(/\/$/, ''))) return true;
  const folder = clean.endsWith('/') ? clean : `${clean}/`;
  return files.some((f) => f.startsWith(folder));
}

/** The Markdown paths that name nothing in the repository, file by file. */
export function brokenDocPaths(root: string): BrokenDocPath[] {
  const files = repoFiles(root);
  const fileSet = new Set(files);
  const broken: BrokenDocPath[] = [];
  for (const file of files.filter((f) => f.endsWith('.md'))) {
    const markdown = readFileSync(join(root, file), 'utf8');
    const folder = dirname(file);
    const pkg = /^packages\/[^/]+/.exec(file)?.[0];
    const bases = [
      folder,
      ...(pkg ? [pkg, `${pkg}/src`] : []),
      '.',
      'packages',
      ...declaredFolders(markdown),
    ];
    for (const found of docPaths(markdown)) {
      if (EXAMPLES.has(found.path)) continue;
      const ok = expandBraces(found.path).every((path) =>
        found.link
          ? existsIn(files, fileSet, join(folder, path))
          : bases.some((base) => existsIn(files, fileSet, join(base, path))),
      );
      if (!ok) broken.push({ file, ...found });
    }
  }
  return broken;
}
