/**
 * What the layout tests measure on a page, in the page: elements outside the window, card names
 * wider than their box, labels drawn over each other, and raw codes in the text a person reads
 * or hears (message ids, option values, unformatted Fluent placeables).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The elements of `selector` that are not wholly inside the window, as "text: rect" lines.
 * `axis: 'y'` checks the vertical extent only (a phone's hand scrolls sideways by design).
 */
export async function outsideWindow(
  page: Page,
  selector: string,
  axis: 'xy' | 'y' = 'xy',
): Promise<string[]> {
  return page.$$eval(
    selector,
    (els, ax) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const inY = r.top >= -0.5 && r.bottom <= innerHeight + 0.5;
        const inX = r.left >= -0.5 && r.right <= innerWidth + 0.5;
        if (r.width > 0 && inY && (ax === 'y' || inX)) return [];
        const what = el.getAttribute('data-kind') ?? el.className;
        return [
          `${what}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        ];
      }),
    axis,
  );
}

/** The document scrolled (the page itself, not a row inside it) since it was laid out. */
export const pageScroll = (page: Page): Promise<{ x: number; y: number }> =>
  page.evaluate(() => ({ x: scrollX, y: scrollY }));

/**
 * Every text on a card face under `scope` that is wider than its box (scrollWidth >
 * clientWidth): names, bands, pairs, directions, cities, company names. Boxes not laid out
 * (a collapsed Book) are skipped; their cards are measured where they are shown.
 */
export async function clippedCardTexts(page: Page, scope: string): Promise<string[]> {
  await painted(page);
  return page.$$eval(`${scope} :is(.card, .su-card) [data-fit]`, (els) =>
    els.flatMap((el) => {
      const e = el as HTMLElement;
      if (e.clientWidth === 0) return [];
      if (e.scrollWidth <= e.clientWidth) return [];
      return [`"${e.textContent?.replace(/\u00ad/g, '')}" ${e.scrollWidth} > ${e.clientWidth}`];
    }),
  );
}

/**
 * Waits for two frames: what a person sees is the page as painted, after the resize observers
 * have fitted faces that just appeared (a dialog opened, a Book expanded).
 */
export const painted = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

/** How many card texts `clippedCardTexts` would look at (so that a pass means something). */
export const measuredCardTexts = (page: Page, scope: string): Promise<number> =>
  page.$$eval(
    `${scope} :is(.card, .su-card) [data-fit]`,
    (els) => els.filter((e) => (e as HTMLElement).clientWidth > 0).length,
  );

/** Pairs of `selector` elements whose boxes overlap ("played by …" labels on the stack). */
export async function overlapping(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) => {
    const rects = els.map((e) => e.getBoundingClientRect());
    const hits: string[] = [];
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          hits.push(`${els[i]!.textContent} / ${els[j]!.textContent}`);
      }
    return hits;
  });
}

function ftlIds(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^([a-z][a-z0-9-]*)\s*=/gm)].map((m) => m[1]!);
}

function ftlFiles(dir: string, name?: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...ftlFiles(path, name));
    else if (entry.name.endsWith('.ftl') && (!name || entry.name === name)) out.push(path);
  }
  return out;
}

/**
 * The codes that must never reach the screen: every message id of the client and the games
 * that has a dash in it (a single word like "deck" could be a real word), and the settings'
 * values and the rules' reason codes a forgotten `t()` would show as they are.
 */
export function rawCodeList(): { ids: string[]; codes: string[] } {
  const files = [
    ...ftlFiles(join(ROOT, 'packages/web/src')),
    ...ftlFiles(join(ROOT, 'packages/nobid/texts'), 'cards.ftl'),
    ...ftlFiles(join(ROOT, 'packages/startups/texts')),
  ];
  const ids = [...new Set(files.flatMap(ftlIds))].filter((id) => id.includes('-'));
  const codes = [
    'nobid',
    'hand-limit',
    'wide-spread',
    'positive-carry',
    'stop-loss',
    'stop-out',
    'no-bid',
    'circuit-breaker',
  ];
  return { ids, codes };
}

/**
 * Raw codes in what the page shows and says: its visible text and the names, descriptions and
 * tooltips of its elements. Language codes count only as words of their own ("language en").
 * Outside English the settings' English values count too ("public", "easy", "startups"): in
 * English they are words ("the discard pile is public", "Bot 2 (easy)").
 */
export async function rawCodes(page: Page, lang: string): Promise<string[]> {
  const { ids, codes } = rawCodeList();
  const english = ['public', 'private', 'human', 'easy', 'medium', 'hard', 'startups'];
  const words = [...codes, 'en', 'de', 'ko', ...(lang === 'en' ? [] : english)];
  return page.evaluate(
    ({ ids, words }) => {
      // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is the point, not hidden nodes' text.
      const texts = [document.body.innerText, document.title];
      for (const el of document.querySelectorAll(
        '[aria-label], [aria-description], [title], [placeholder]',
      )) {
        for (const a of ['aria-label', 'aria-description', 'title', 'placeholder']) {
          const v = el.getAttribute(a);
          if (v) texts.push(v);
        }
      }
      const all = texts.join('\n');
      const found = new Set<string>();
      for (const m of all.matchAll(/\{\s*\$[^}]*\}|\{\s*[a-z-]+\s*\}/g)) found.add(m[0]);
      // Whole tokens only: "hand-limit" but not "no-bid" inside "no-bid-name" (that one is found by itself).
      const tokens = new Set(
        all.match(/(?<![\p{L}\p{N}_-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\p{L}\p{N}_-])/gu) ?? [],
      );
      for (const id of ids) if (tokens.has(id)) found.add(id);
      for (const w of words) if (tokens.has(w)) found.add(w);
      return [...found];
    },
    { ids, words },
  );
}

/** Switches the UI language with the header's switch and waits for the page to speak it. */
export async function switchLanguage(page: Page, lang: string): Promise<void> {
  await page.locator('.lang-switch select').selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  // Card faces refit their names after the new texts are laid out.
  await page.waitForTimeout(150);
}
