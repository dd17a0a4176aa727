/**
 * Prints an HTML page to PDF with Chromium through playwright-core. The page's own @page rule
 * decides the paper (preferCSSPageSize), so the rulebook HTML alone sets A5. The browser is found
 * by @nobid/tools (NOBID_CHROMIUM, the system's, Playwright's cache); the fonts are the press's
 * own files from npm (fonts.ts), given to the page as @font-face rules, never the machine's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTool, requireTool } from '@nobid/tools';
import type { BrowserContext, Page } from 'playwright-core';
import { bookletFaces } from '../fonts.ts';

/** The browser the press prints with, or undefined when this machine has none. */
export const chromiumPath = (): string | undefined => findTool('chromium');
/** Its path; a MissingToolError (one line: how to get one) when there is none. */
export const requireChromium = (): string => requireTool('chromium', 'printing a booklet PDF');

/** Headless and offline: without the background-networking flags the closed network stalls it. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The made-up origin the pages load their fonts from; the printer answers it from the files. */
const FONT_ORIGIN = 'https://fonts.press.invalid';
const fonts = () => bookletFaces().map((face, i) => ({ face, url: `${FONT_ORIGIN}/${i}.ttf` }));

/** The page with the press's fonts declared first, under the family names its CSS already uses. */
export function withPressFonts(html: string): string {
  const rules = fonts().map(
    ({ url, face }) =>
      `@font-face { font-family: '${face.family}'; src: url('${url}') format('truetype'); font-weight: ${face.weight}; font-style: ${face.style}; }`,
  );
  return intoHead(html, `<style>\n${rules.join('\n')}\n</style>`);
}

/** `markup` first in the page's head (before its own styles, which so still win). */
const intoHead = (html: string, markup: string): string =>
  /<head>/i.test(html) ? html.replace(/<head>/i, (head) => `${head}\n${markup}\n`) : markup + html;

/** Answers the pages' font requests from the npm font files (a browser context or one page). */
export async function serveFonts(target: BrowserContext | Page): Promise<void> {
  const byUrl = new Map(fonts().map((f) => [f.url, f.face.file]));
  await target.route(`${FONT_ORIGIN}/**`, async (route) => {
    const file = byUrl.get(route.request().url());
    if (!file) return route.fulfill({ status: 404 });
    return route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': 'font/ttf', 'access-control-allow-origin': '*' },
    });
  });
}

// Page numbers in the bottom margin the page's @page rule leaves free, as a page margin box:
// Chromium draws a footer template apart from the page, where no @font-face reaches (its digits
// came from whatever fonts the machine had); a margin box is part of the page and its fonts.
// The covers carry no number, as a publisher's covers never do: the first page, and a page
// named cover (the back cover: `page: cover` in its CSS).
const PAGE_NUMBERS = `<style>@page { @bottom-center { content: counter(page); font: 7pt 'DejaVu Sans', sans-serif; color: #555; } } @page :first { @bottom-center { content: none; } } @page cover { @bottom-center { content: none; } }</style>`;
const NUMBER_FONT = "7pt 'DejaVu Sans'";

/**
 * Runs `use` with a printer: HTML in, PDF out, every page printed in one browser session (a
 * launch costs seconds; printing is fast), several at once if `use` asks.
 */
export async function withPrinter<T>(
  use: (print: (html: string) => Promise<Uint8Array>) => Promise<T>,
): Promise<T> {
  const executablePath = requireChromium();
  // A fresh profile each time: nothing from an earlier run can change the output.
  const profile = mkdtempSync(join(tmpdir(), 'nobid-press-chromium-'));
  // Loaded here: playwright is most of what importing the press costs, and only printing needs it.
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  try {
    await serveFonts(context);
    return await use(async (html) => {
      const page = await context.newPage();
      try {
        await page.setContent(withPressFonts(intoHead(html, PAGE_NUMBERS)), { waitUntil: 'load' });
        // The margin boxes' font is loaded only when asked for: a page set in serif alone would
        // print without numbers.
        await page.evaluate((font) => document.fonts.load(font), NUMBER_FONT);
        await page.evaluate(() => document.fonts.ready);
        return await page.pdf({ preferCSSPageSize: true, printBackground: true });
      } finally {
        await page.close();
      }
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Prints each page, one after another, in one browser session. */
export const printHtmlToPdfs = (htmls: readonly string[]): Promise<Uint8Array[]> =>
  withPrinter(async (print) => {
    const pdfs: Uint8Array[] = [];
    for (const html of htmls) pdfs.push(await print(html));
    return pdfs;
  });

export const printHtmlToPdf = async (html: string): Promise<Uint8Array> =>
  (await printHtmlToPdfs([html]))[0]!;
