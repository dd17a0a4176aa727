/**
 * What each page of the built client makes a browser download, from Vite's manifest and the
 * chunk list the build writes (vite-plugins.ts): the brotli bytes of the JavaScript a first
 * visit to the page loads, and which source modules went into the lobby's chunks. `npm run
 * bench` prints the sizes against issue 15's targets; the light-page e2e test checks the rule.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { CHUNK_MODULES_FILE } from '../vite-plugins.ts';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Source entries of the manifest (keys) that start each page; a missing one is an error. */
const ENTRY = 'index.html';
const texts = (lang: string) => `src/i18n/texts-${lang}.ts`;
/** A game's own texts (No Bid's cards, Startups' rules), which the pages showing it load. */
const gameTexts = (game: string, lang: string) => `src/i18n/game-texts/${game}-${lang}.ts`;
const TABLE = 'src/table/TablePage.tsx';
const LOBBY = 'src/lobby/LobbyPage.tsx';

/**
 * The pages measured and the manifest entries each loads on a cold visit: the app, the
 * language's texts (English only when a message is missing), the page's own chunks, and for a
 * table its game's client (table/registry.ts) and texts.
 */
export const PAGES: Readonly<Record<string, readonly string[]>> = {
  'lobby (en)': [ENTRY, texts('en'), LOBBY],
  'lobby (de)': [ENTRY, texts('de'), LOBBY],
  'lobby (ko)': [ENTRY, texts('ko'), LOBBY],
  'No Bid table (ko)': [
    ENTRY,
    texts('ko'),
    TABLE,
    'src/games/nobid/index.ts',
    'src/games/nobid/NobidTable.tsx',
    gameTexts('nobid', 'ko'),
  ],
  'Startups table (ko)': [
    ENTRY,
    texts('ko'),
    TABLE,
    'src/games/startups/index.ts',
    'src/games/startups/StartupsTable.tsx',
    gameTexts('startups', 'ko'),
  ],
  'rules (ko)': [
    ENTRY,
    texts('ko'),
    'src/rules/RulesPage.tsx',
    gameTexts('nobid', 'ko'),
    gameTexts('startups', 'ko'),
  ],
};

/** Issue 15's budgets, in brotli bytes of JavaScript (1 KB = 1000 bytes). */
export const BUDGETS: Readonly<Record<string, number>> = {
  'lobby (en)': 90_000,
  'lobby (de)': 90_000,
  'lobby (ko)': 90_000,
  'No Bid table (ko)': 150_000,
  'Startups table (ko)': 150_000,
};

/**
 * Source modules the lobby must not carry: every page's own folder but the shell pieces the
 * lobby shows (the header and the game options of the create form), and the libraries only a
 * table, the rules or the lab need.
 */
const LOBBY_FORBIDDEN =
  /^src\/(table|rules|lab|replay|games|tutorial)\/|node_modules\/(socket\.io-client|engine\.io-client|zod|vega|vega-lite)\/|\/(nobid|startups|press|sim|engine|bots)\/src\//;
const LOBBY_ALLOWED = new Set([
  'src/table/AppHeader.tsx',
  'src/table/brand.ts',
  'src/games/startups/OptionsFields.tsx',
  // The lobby's link to the lab, not the lab.
  'src/lab/LabLink.tsx',
]);

export interface PageWeight {
  readonly page: string;
  readonly files: readonly string[];
  readonly brotliBytes: number;
  readonly budget: number | null;
}

export function readManifest(dist: string): Manifest {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the client (npx vite build in packages/web)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk files a manifest entry loads before it runs (its static imports, transitively). */
export function chunkFiles(manifest: Manifest, entries: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no entry ${key}`);
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const e of entries) visit(e);
  return [...files].sort();
}

const brotliSize = (dist: string, file: string): number => {
  const pre = join(dist, `${file}.br`);
  if (existsSync(pre)) return readFileSync(pre).length;
  return brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
};

export function pageWeights(dist: string): PageWeight[] {
  const manifest = readManifest(dist);
  return Object.entries(PAGES).map(([page, entries]) => {
    const files = chunkFiles(manifest, entries);
    return {
      page,
      files,
      brotliBytes: files.reduce((sum, f) => sum + brotliSize(dist, f), 0),
      budget: BUDGETS[page] ?? null,
    };
  });
}

/** Every module of the lobby's chunks that belongs to another page (empty when the split holds). */
export function lobbyIntruders(dist: string): string[] {
  const manifest = readManifest(dist);
  const modules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  // The lobby's code, not its texts: a language's chunk holds card names the lobby never shows.
  return chunkFiles(manifest, [ENTRY, LOBBY])
    .flatMap((file) => modules[file] ?? [])
    .filter((m) => LOBBY_FORBIDDEN.test(m) && !LOBBY_ALLOWED.has(m));
}
