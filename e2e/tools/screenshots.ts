/**
 * Screenshots for looking at the client as a person would: lobby, waiting room, table and rules,
 * desktop (1280×800) and phone (390×844), in English and Korean.
 * Run: node --import tsx e2e/tools/screenshots.ts [outDir] (builds nothing: build the client first).
 */
import { mkdirSync } from 'node:fs';
import { createTable, playStep, startGame } from '../driver.ts';
import { launchBrowser, startServer } from '../harness.ts';

const out = process.argv[2] ?? '/tmp/nobid-shots';
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ['en', 'ko'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`[${lang} ${device}] page error:`, e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') console.error(`[${lang} ${device}] console:`, m.text());
      });
      await page.addInitScript((l) => localStorage.setItem('nobid.lang', l), lang);
      await page.goto(server.url);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/${lang}-${device}-lobby.png`, fullPage: true });
      await createTable(page, server.url, {
        name: lang === 'ko' ? '민지' : 'Alice',
        others: lang === 'en' && device === 'desktop' ? ['easy'] : ['medium', 'easy', 'hard'],
        windowSeconds: 4,
      });
      await page.screenshot({ path: `${out}/${lang}-${device}-waiting.png`, fullPage: true });
      await startGame(page);
      for (let i = 0; i < 40; i++) {
        const did = await playStep(page);
        if (did === 'over') break;
        await page.waitForTimeout(400);
        if (i === 12) await page.screenshot({ path: `${out}/${lang}-${device}-table.png`, fullPage: true });
        if (await page.locator('.reaction-bar').count()) {
          await page.screenshot({ path: `${out}/${lang}-${device}-window.png`, fullPage: true });
        }
      }
      await page.screenshot({ path: `${out}/${lang}-${device}-table2.png`, fullPage: true });
      if (lang === 'en' && device === 'desktop') {
        const end = Date.now() + 150_000;
        while (Date.now() < end && (await playStep(page)) !== 'over') await page.waitForTimeout(100);
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}/${lang}-${device}-win.png`, fullPage: true });
      }
      await page.goto(`${server.url}/rules`);
      await page.screenshot({ path: `${out}/${lang}-${device}-rules.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  server.cleanup();
}
