/**
 * `npm run bench [-- --json] [-- --only name,name]`: every speed figure the issues ask for.
 * Each section lives in its own file and returns human-readable lines plus a JSON fragment that
 * is merged into one object (keyed by game, then by player count, so sections can add to it).
 */
import { sections } from './sections.ts';

export interface BenchSection {
  readonly name: string;
  run(args: readonly string[]): Promise<{ lines: string[]; json: Record<string, unknown> }>;
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? new Set((args[onlyIdx + 1] ?? '').split(',')) : null;

const merged: Record<string, unknown> = {};
for (const section of sections) {
  if (only && !only.has(section.name)) continue;
  const { lines, json: fragment } = await section.run(args);
  if (!json) {
    process.stdout.write(`\n== ${section.name} ==\n${lines.join('\n')}\n`);
  }
  for (const [key, value] of Object.entries(fragment)) {
    const prev = merged[key];
    merged[key] =
      prev && typeof prev === 'object' && value && typeof value === 'object' ? { ...prev, ...value } : value;
  }
}
if (json) process.stdout.write(`${JSON.stringify(merged, null, 2)}\n`);
