/**
 * The browser build's stand-in for zod's JSON Schema export (vite-plugins.ts): it exports every
 * name zod's own modules export, so nothing that imports them breaks, and each throws a clear
 * error when called instead of producing a wrong schema.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonSchemaStub } from '../vite-plugins.ts';

// zod is a dependency of the packages the client bundles (@nobid/protocol, @nobid/nobid).
const zodRoot = dirname(createRequire(import.meta.resolve('@nobid/protocol')).resolve('zod/package.json'));
const MODULES = ['json-schema-processors.js', 'to-json-schema.js'].map((f) => join(zodRoot, 'v4/core', f));

const importCode = (code: string) =>
  import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

describe("the web client's stand-in for zod's JSON Schema export", () => {
  for (const file of MODULES) {
    it(`exports every name of zod/v4/core/${file.split('/').pop()}, each throwing when called`, async () => {
      const real = await import(/* @vite-ignore */ pathToFileURL(file).href);
      const stub = await importCode(jsonSchemaStub(readFileSync(file, 'utf8'), file));
      expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort());
      for (const name of Object.keys(stub))
        expect(() => stub[name](), name).toThrow("zod's JSON Schema export is not in the web client");
    });
  }

  it('refuses a module it cannot stand in for: a re-export from elsewhere', () => {
    expect(() => jsonSchemaStub("export { a } from './a.js';\n", 'x.js')).toThrow(/re-export/);
  });
});
