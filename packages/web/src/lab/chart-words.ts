/**
 * The simulator's plots in the page's language: the specs are `@nobid/sim`'s (the same the CLI
 * report draws), their English titles and labels swapped for the page's words. Only `title`
 * strings and the labels inside `data.values` are replaced, never a field name.
 */
import type { TopLevelSpec } from 'vega-lite';

type Json = unknown;

function walk(node: Json, words: ReadonlyMap<string, string>, inValues: boolean): Json {
  if (Array.isArray(node)) return node.map((n) => walk(n, words, inValues));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string' && (key === 'title' || inValues)) out[key] = words.get(value) ?? value;
    else out[key] = walk(value, words, inValues || key === 'values');
  }
  return out;
}

/** The spec with its words translated, its title replaced, and its width the page's column. */
export function localSpec(
  spec: TopLevelSpec,
  words: ReadonlyMap<string, string>,
  title?: string,
): TopLevelSpec {
  const local = walk(spec, words, false) as Record<string, Json>;
  return {
    ...local,
    ...(title ? { title } : {}),
    width: 'container',
    autosize: { type: 'fit-x', contains: 'padding' },
    padding: 8,
  } as TopLevelSpec;
}
