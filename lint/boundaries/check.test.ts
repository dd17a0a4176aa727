import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository of two packages, the engine and a game, with the files given. */
function repo(
  files: Record<string, string>,
  gameDeps: Record<string, string> = { '@nobid/engine': '0.1.0' },
) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  made.push(root);
  const all: Record<string, string> = {
    'packages/engine/package.json': JSON.stringify({
      name: '@nobid/engine',
      exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' },
    }),
    'packages/engine/src/index.ts': 'export const x = 1;\n',
    'packages/nobid/package.json': JSON.stringify({
      name: '@nobid/nobid',
      exports: { '.': './src/index.ts', './texts/*': './texts/*' },
      dependencies: gameDeps,
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const messages = (root: string) => checkBoundaries(root).map((v) => `${v.file}:${v.line}: ${v.message}`);

describe('the package-boundary rule', () => {
  it('accepts imports by package name through exported entry points', () => {
    const root = repo({
      'packages/nobid/src/index.ts': "import { x } from '@nobid/engine';\nimport './rules.ts';\n",
      'packages/nobid/src/rules.ts': "import type { x } from '@nobid/engine/testing';\n",
      'e2e/a.test.ts':
        "import { x } from '@nobid/nobid';\nimport en from '@nobid/nobid/texts/en/cards.ftl?raw';\n",
    });
    expect(messages(root)).toEqual([]);
  });

  it('fails an import that leaves its package by a relative path', () => {
    const root = repo({
      'packages/nobid/src/index.ts': "\n\nimport { x } from '../../engine/src/index.ts';\n",
    });
    expect(messages(root)).toEqual([
      "packages/nobid/src/index.ts:3: '../../engine/src/index.ts' leaves packages/nobid by a relative path: enter @nobid/engine by its name",
    ]);
  });

  it("fails a module-relative URL into another package's files, and a ?raw text import by path", () => {
    const root = repo({
      'packages/engine/src/texts.ts': "const dir = new URL('../../nobid/texts/', import.meta.url);\n",
      'packages/engine/src/raw.ts': "import en from '../../nobid/texts/en/cards.ftl?raw';\n",
    });
    expect(messages(root)).toHaveLength(2);
  });

  it("fails an import of another package's src/ or of a subpath it does not export", () => {
    const root = repo({
      'packages/nobid/src/index.ts':
        "import { x } from '@nobid/engine/src/rng.ts';\nimport '@nobid/engine/rng';\n",
    });
    expect(messages(root)).toEqual([
      "packages/nobid/src/index.ts:1: '@nobid/engine/src/rng.ts' reaches into @nobid/engine's src/: use an entry point",
      "packages/nobid/src/index.ts:2: '@nobid/engine/rng': @nobid/engine does not export './rng' (its package.json exports)",
    ]);
  });

  it('fails an undeclared edge and an edge the layering forbids', () => {
    const undeclared = repo({ 'packages/nobid/src/index.ts': "import { x } from '@nobid/engine';\n" }, {});
    expect(messages(undeclared)).toEqual([
      'packages/nobid/src/index.ts:1: @nobid/nobid imports @nobid/engine without declaring it in its package.json',
    ]);
    const upward = repo({
      'packages/engine/package.json': JSON.stringify({
        name: '@nobid/engine',
        exports: { '.': './src/index.ts' },
        dependencies: { '@nobid/nobid': '0.1.0' },
      }),
    });
    expect(messages(upward)).toEqual([
      'packages/engine/package.json:1: @nobid/engine may not depend on @nobid/nobid (engine ← games ← surfaces)',
    ]);
  });

  it('ignores imports in comments', () => {
    const root = repo({ 'packages/nobid/src/index.ts': "// import x from '../../engine/src/index.ts';\n" });
    expect(messages(root)).toEqual([]);
  });

  it('holds for this repository', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    expect(messages(root)).toEqual([]);
  });
});
