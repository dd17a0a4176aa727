/** Where the publisher's seed rulebooks live: ../shared/seeds beside the repo, or NOBID_SEEDS_DIR. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../src/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SEEDS_DIR = process.env.NOBID_SEEDS_DIR ?? path.resolve(repoRoot, '..', 'shared', 'seeds');

/** The seed file names start with these prefixes (shared/seeds/README.md). */
const SEED_PREFIX: Readonly<Record<Lang, string>> = { en: '003_', de: '001_', ko: '000_' };

export function readSeed(lang: Lang): string {
  if (!existsSync(SEEDS_DIR)) {
    throw new Error(`seed rulebooks not found in ${SEEDS_DIR}; set NOBID_SEEDS_DIR to the seeds directory`);
  }
  const file = readdirSync(SEEDS_DIR).find((f) => f.startsWith(SEED_PREFIX[lang]) && f.endsWith('.txt'));
  if (!file) throw new Error(`no ${SEED_PREFIX[lang]}… seed for "${lang}" in ${SEEDS_DIR}`);
  return readFileSync(path.join(SEEDS_DIR, file), 'utf8');
}
