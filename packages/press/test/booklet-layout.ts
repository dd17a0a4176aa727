/**
 * The booklet's HTML laid out in Chromium as it prints: print media, at the A5 text width. Tests
 * measure the layout here (line breaks, figures) instead of guessing from the PDF's text.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium, serveFonts, withPressFonts } from '../src/booklet/print.ts';

export type Browser = Awaited<ReturnType<typeof chromium.launch>>;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS], headless: true });

/** A5 (148 mm) less the @page side margins (2 × 12 mm), in CSS pixels. */
export const TEXT_WIDTH_PX = Math.round(((148 - 24) / 25.4) * 96);

/** Runs `measure` on the laid-out page, then closes it. */
export async function withBookletPage<T>(
  browser: Browser,
  html: string,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await browser.newPage({ viewport: { width: TEXT_WIDTH_PX, height: 1000 } });
  try {
    await page.emulateMedia({ media: 'print' });
    // The fonts the printer gives the page, so what is measured is what prints.
    await serveFonts(page);
    await page.setContent(withPressFonts(html), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return await measure(page);
  } finally {
    await page.close();
  }
}
