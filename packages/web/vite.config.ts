import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkModules, precompress, zodWithoutJsonSchema } from './vite-plugins.ts';

// The client is built into packages/web/dist, which the server serves. In development
// (`npx vite packages/web`) the API and the socket are proxied to a server on port 8080.
const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.NOBID_BACKEND ?? 'http://localhost:8080';

/**
 * The client runs in a browser: a Node built-in reached from its imports is a mistake in a
 * package's browser-safe entry, so the build fails on it instead of shipping a polyfill or an
 * empty stub that breaks at run time.
 */
function noNodeBuiltins(): Plugin {
  const builtins = new Set(builtinModules);
  return {
    name: 'nobid:no-node-builtins',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id.startsWith('node:') || builtins.has(id.split('/')[0] ?? id))
        this.error(
          `${importer ?? 'the entry'} imports the Node built-in "${id}": the web client runs in a browser`,
        );
      return null;
    },
  };
}

/**
 * Zod compiles schemas to functions when it may, and finds out by calling `Function('')`: under
 * the server's Content Security Policy (no eval) that probe is a violation report on every page
 * load. Its global config is read from `globalThis.__zod_globalConfig` when its core loads, so
 * the browser build sets `jitless` there first, in zod's own module (a module of ours could run
 * after the first parse: the bundle's shared chunk holds zod and the card data it parses).
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'nobid:zod-without-eval',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      return { code: `globalThis.__zod_globalConfig ??= { jitless: true };\n${code}`, map: null };
    },
  };
}

export default defineConfig({
  root,
  // The one contact setting (CONTACT_URL), shared with the printed booklet's imprint page.
  define: {
    'import.meta.env.VITE_CONTACT_URL': JSON.stringify(
      process.env.CONTACT_URL ?? process.env.VITE_CONTACT_URL ?? '',
    ),
  },
  plugins: [
    noNodeBuiltins(),
    zodWithoutEval(),
    zodWithoutJsonSchema(),
    react(),
    chunkModules(root),
    precompress(fileURLToPath(new URL('dist', import.meta.url))),
  ],
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // A schema is a value like any other: one nobody uses is dropped, so a constant imported from
      // a module of schemas (@nobid/protocol) does not bring zod into the lobby.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
