/**
 * Every path a doc names exists (the rule is in doc-paths.ts), and every decision in
 * docs/decisions/ has its line in the folder's index.
 */

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenDocPaths, docPaths } from './doc-paths.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const broken = (root: string) => brokenDocPaths(root).map((b) => `${b.file}:${b.line}: ${b.path}`);
const named = (markdown: string) => docPaths(markdown).map((p) => p.path);

describe('what a doc names as a path', () => {
  it('takes paths from code spans, links, fenced blocks and prose, with their lines', () => {
    const text = [
      'See `packages/server/src/table.ts` and [the rulings](../docs/rulings.md#r11).',
      '```sh',
      'node --import tsx packages/server/bench/actions.ts 200 8000',
      '```',
      'as docs/operations.md says, and `src/fonts.ts:12`.',
    ].join('\n');
    expect(docPaths(text)).toEqual([
      { line: 1, path: '../docs/rulings.md', link: true },
      { line: 1, path: 'packages/server/src/table.ts', link: false },
      { line: 3, path: 'packages/server/bench/actions.ts', link: false },
      { line: 5, path: 'src/fonts.ts', link: false },
      { line: 5, path: 'docs/operations.md', link: false },
    ]);
  });

  it('leaves URLs, npm names, routes, placeholders, output, the seeds and ratios alone', () => {
    const text = [
      '`@nobid/engine`, `@nobid/nobid/texts/*/cards.ftl?raw`, https://example.org/a.html, `redis://HOST:6379`',
      '`/lab`, `/t/:id`, `/etc/nginx/conf.d/x.conf`, `~/.npmrc`, [a route](/lab), [a site](https://x.org/y.md)',
      '`lessons/<lang>.ftl`, `texts/{lang}/rules.ftl`, `DATA_DIR/nobid.sqlite`, `$DIR/a.json`, `audit/…`',
      '`out/cards.pdf`, `packages/web/dist/index.html`, `../shared/seeds/a.md`, `shared/design/b.md`',
      'a ratio 1.5/2.0, and/or, I/O, `5 / 7` badges, the `--out DIR` flag',
    ].join('\n');
    expect(named(text)).toEqual([]);
  });

  it('keeps a glob and a brace list whole', () => {
    expect(named('`packages/*/src/**/*.test.ts`, `texts/{en,de,ko}.ftl`')).toEqual([
      'packages/*/src/**/*.test.ts',
      'texts/{en,de,ko}.ftl',
    ]);
  });
});

describe('how a path resolves', () => {
  const files = {
    'packages/press/src/fonts.ts': '',
    'packages/press/texts/en.ftl': '',
    'packages/press/texts/de.ftl': '',
    'packages/cli/src/sim/index.ts': '',
    'docs/rulings.md': '',
    'docs/bot-ladder.json': '{}',
  };

  it('finds nothing wrong when every path names a file or a folder that holds one', () => {
    const root = repo({
      ...files,
      'packages/press/README.md':
        '`src/fonts.ts`, `fonts.ts`, `texts/{en,de}.ftl`, `src/`, `packages/*/src/*.ts`',
      'docs/a.md':
        '`docs/rulings.md`, `cli/src/sim/index.ts`, [json](bot-ladder.json), [up](../packages/press/src/)',
      'README.md': '[rulings](docs/rulings.md), docs/bot-ladder.json',
    });
    expect(broken(root)).toEqual([]);
  });

  it('names each path that is missing, with its file and line', () => {
    const root = repo({
      ...files,
      'packages/press/README.md': '`src/fonts.ts`\n`src/gone.ts`, `texts/{en,ko}.ftl`',
      'docs/a.md': '`cli/src/sim/balance.ts`\n`packages/press/test/*.test.ts`',
      'README.md': 'see `src/fonts.ts` and docs/moved.md, `docs/README.md`',
    });
    expect(broken(root)).toEqual([
      'README.md:1: src/fonts.ts',
      'README.md:1: docs/README.md',
      'README.md:1: docs/moved.md',
      'docs/a.md:1: cli/src/sim/balance.ts',
      'docs/a.md:2: packages/press/test/*.test.ts',
      'packages/press/README.md:2: src/gone.ts',
      'packages/press/README.md:2: texts/{en,ko}.ftl',
    ]);
  });

  it('follows a link from its own folder only, as a Markdown viewer does', () => {
    const root = repo({ ...files, 'docs/a.md': '[rulings](docs/rulings.md) [rulings](rulings.md)' });
    expect(broken(root)).toEqual(['docs/a.md:1: docs/rulings.md']);
  });

  it('takes a folder the file declares for its short names', () => {
    const scenarios = { 'packages/nobid/scenarios/audit/a01.json': '{}' };
    const short = '`audit/a01.json`';
    expect(broken(repo({ ...scenarios, 'docs/r.md': short }))).toEqual(['docs/r.md:1: audit/a01.json']);
    const declared = `<!-- doc-paths: packages/nobid/scenarios/ -->\n${short}`;
    expect(broken(repo({ ...scenarios, 'docs/r.md': declared }))).toEqual([]);
  });
});

describe('the repository', () => {
  it('names no path in its Markdown that does not exist', () => {
    expect(broken(ROOT)).toEqual([]);
  });

  it('lists every decision in docs/decisions/README.md', () => {
    const folder = join(ROOT, 'docs/decisions');
    const index = readFileSync(join(folder, 'README.md'), 'utf8');
    const listed = new Set([...index.matchAll(/\]\(([^)#]+\.md)\)/g)].map((m) => m[1]));
    const decisions = readdirSync(folder).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(decisions.filter((f) => !listed.has(f))).toEqual([]);
  });
});
