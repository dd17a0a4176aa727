/**
 * Build steps of the client beyond Vite's own: precompressed copies of every text file for the
 * server to send as they are (`@fastify/static`'s `preCompressed`), and a list of the modules in
 * each chunk, which the bench and the light-page test read to prove the lobby carries no table,
 * rules, lab or replay code (the manifest names chunks, not what went into them).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Where the chunk list is written, beside Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ftl)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Above this (the lab's chart library, 530 KB) brotli's best level costs seconds per build for a
 * few bytes. Every chunk a first visit loads stays below it: the entry chunk (265 KB) at level 9
 * was 5 KB heavier than at 11, on every page.
 */
const BIG_BYTES = 512 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir)) {
    const path = join(dir, entry);
    if ((await stat(path)).isDirectory()) {
      // Vite's manifest and our chunk list are the build's bookkeeping, never served.
      if (entry !== '.vite') out.push(...(await filesUnder(path)));
    } else out.push(path);
  }
  return out;
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text file of the build. */
export function precompress(outDir: string): Plugin {
  return {
    name: 'nobid:precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: body.length > BIG_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/** Zod's JSON Schema export: the two modules of `zod/v4/core` that make one. */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/**
 * A module of zod's JSON Schema export as the browser gets it: every name it exports, each a
 * function that throws when called. Only local exports are known to it: a re-export from another
 * module, or a default export, fails the build rather than be guessed at.
 */
export function jsonSchemaStub(source: string, file: string): string {
  if (/^export (default|\*)|^export \{[^}]*\} from/m.test(source))
    throw new Error(`${file}: a re-export or default export the JSON Schema stub does not know`);
  const names = [...source.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) (\w+)/gm)].map(
    (m) => m[1]!,
  );
  const local = [...source.matchAll(/^export \{[^}]*\};?$/gm)].map((m) => m[0]);
  return [
    `const unavailable = () => { throw new Error("zod's JSON Schema export is not in the web client (vite-plugins.ts)"); };`,
    ...names.map((name) => `export const ${name} = unavailable;`),
    ...local,
  ].join('\n');
}

/**
 * Zod's JSON Schema export (`toJSONSchema`, a schema's `~standard.jsonSchema`) is 5 KB of brotli
 * on every page that parses with zod (the tables, replays), and the client never makes a JSON
 * Schema nor reads a schema's `~standard`. Zod's classic schemas import it for those methods, so
 * the bundler cannot drop it: the browser build loads a stub in its place (`jsonSchemaStub`). A
 * zod whose schemas import a name the stub lacks fails the build, not a page.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'nobid:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!ZOD_JSON_SCHEMA.test(file)) return null;
      return { code: jsonSchemaStub(await readFile(file, 'utf8'), file), map: null };
    },
  };
}

/** `dist/.vite/chunk-modules.json`: each chunk's file and the source modules bundled into it. */
export function chunkModules(root: string): Plugin {
  return {
    name: 'nobid:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = Object.keys(item.modules)
          .map((id) => relative(root, id.split('?')[0]!).split('\\').join('/'))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}
