/**
 * The module specifiers a source file names: static and dynamic imports, re-exports, and file
 * URLs built relative to the module (`new URL('../x', import.meta.url)`), which reach files as
 * surely as an import does. Read as text: comments are stripped first, strings are not parsed.
 */
export interface Specifier {
  readonly text: string;
  readonly line: number;
  /** 'url': a `new URL(…, import.meta.url)`; the rest are module imports. */
  readonly kind: 'import' | 'url';
}

const PATTERNS: readonly { re: RegExp; kind: Specifier['kind'] }[] = [
  { re: /\b(?:import|export)\s[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g, kind: 'import' },
  { re: /\bimport\s*(['"])([^'"]+)\1/g, kind: 'import' },
  { re: /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g, kind: 'import' },
  { re: /\bnew URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g, kind: 'url' },
];

/** Blanks out comments but keeps line breaks, so line numbers stay right. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (m, lead: string) => lead + ' '.repeat(m.length - lead.length));
}

export function specifiersOf(source: string): Specifier[] {
  const text = stripComments(source);
  const found: Specifier[] = [];
  for (const { re, kind } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ text: m[2]!, line, kind });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
