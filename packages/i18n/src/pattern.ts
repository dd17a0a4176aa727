/**
 * Is a text a Fluent pattern that formats as intended? For texts that arrive as data (an
 * edition's own card texts) rather than in .ftl files. Browser-safe: it parses with the same
 * `@fluent/bundle` parser that will format the text, which drops what it cannot read silently,
 * so a pattern is good only if it comes back as the one message it was written as.
 */
import { FluentResource } from '@fluent/bundle';

const PLACEABLE_VARIABLE = /\{[^}]*?\$([A-Za-z][\w-]*)/g;

/** The problem with `pattern`, or null; `variables` are the ones its message is given. */
export function patternProblem(pattern: string, variables: readonly string[]): string | null {
  if (pattern.trim() === '') return 'the text is empty';
  const lines = pattern.split('\n');
  if (lines.some((line, i) => i > 0 && /^\s*[.[*]/.test(line)))
    return 'a line starts with ".", "[" or "*", which Fluent reads as syntax: reword it';
  const resource = new FluentResource(`probe = ${lines.join('\n    ')}\n`);
  const body = (resource as unknown as { body: { id: string; value: unknown }[] }).body;
  if (body.length !== 1 || body[0]!.id !== 'probe' || body[0]!.value === null)
    return 'not a valid Fluent pattern (check the { } placeables)';
  for (const m of pattern.matchAll(PLACEABLE_VARIABLE)) {
    const name = m[1]!;
    if (!variables.includes(name))
      return `uses { $${name} }, but this card gives ${variables.length ? variables.map((v) => `$${v}`).join(', ') : 'no numbers'}`;
  }
  return null;
}
