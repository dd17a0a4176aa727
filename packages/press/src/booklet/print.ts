/**
 * Prints an HTML page to PDF with the Debian Chromium through playwright-core. The page's own
 * @page rule decides the paper (preferCSSPageSize), so the rulebook HTML alone sets A5.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Debian's Chromium, or NOBID_CHROMIUM; the browser tests launch it the same way. */
export const CHROMIUM_PATH = process.env.NOBID_CHROMIUM ?? '/usr/bin/chromium';
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

const PAGE_NUMBER =
  '<div style="width:100%;text-align:center;font:7pt DejaVu Sans,sans-serif;color:#555"><span class="pageNumber"></span></div>';

/** Prints each page in one browser session (a launch costs seconds; printing is fast). */
export async function printHtmlToPdfs(htmls: readonly string[]): Promise<Uint8Array[]> {
  // A fresh profile each time: nothing from an earlier run can change the output.
  const profile = mkdtempSync(join(tmpdir(), 'nobid-press-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  try {
    const pdfs: Uint8Array[] = [];
    for (const html of htmls) {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      pdfs.push(
        await page.pdf({
          preferCSSPageSize: true,
          printBackground: true,
          // Page numbers in the bottom margin the page's @page rule leaves free.
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: PAGE_NUMBER,
        }),
      );
      await page.close();
    }
    return pdfs;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export const printHtmlToPdf = async (html: string): Promise<Uint8Array> =>
  (await printHtmlToPdfs([html]))[0]!;
