/** What every report page is made of: escaped text, tables, and vega-lite plots rendered to SVG in Node. */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export async function toSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

export const figure = async (spec: TopLevelSpec): Promise<string> => `<figure>${await toSvg(spec)}</figure>`;

export const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const trs = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${trs}\n</tbody></table>`;
}

/** A whole page around the report's parts. */
export function page(title: string, parts: readonly string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
figure { margin: 1rem 0; } table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.6rem; text-align: left; } th { background: #f3f3f3; }
td.sig { font-weight: bold; color: #b3261e; } p.note { color: #555; font-size: 0.9rem; }
</style></head><body>
${parts.join('\n')}
</body></html>
`;
}

// The plots' schema and width are the specs' own (`@nobid/sim`); the pages here only lay them out.
export { VEGA_SCHEMA, WIDTH } from '@nobid/sim';
