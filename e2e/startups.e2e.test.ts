/**
 * Startups in the browser: the lobby offers it with 3–7 seats; one person plays a whole game
 * against two bots by clicking (deck and market takes, investments and market plays, all from
 * the controls the server's legal actions light up) and reaches the final scoring table.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const decision = (page: Page) => page.locator('.su-table').getAttribute('data-decision');

/** Waits until the table asks something other than `was` (or the game ends). */
async function moved(page: Page, was: string): Promise<void> {
  await page
    .waitForFunction(
      (prev) => {
        if (document.querySelector('.su-scoring')) return true;
        return document.querySelector('.su-table')?.getAttribute('data-decision') !== prev;
      },
      was,
      { timeout: 15_000 },
    )
    .catch(() => {});
}

/** One step of a simple player: returns what it did, or null when nothing was asked. */
async function playStep(page: Page, n: number, taken: Record<string, number>): Promise<string | null> {
  if (await page.locator('.su-scoring').count()) return 'over';
  const asked = await decision(page);
  if (asked === 'take') {
    // Take a market card with coins on it twice (each costs the game a turn); otherwise draw.
    const market = page.locator('.su-market button.su-card.live');
    const rich = page.locator(
      '.su-market button.su-card.live[data-coins="2"], .su-market button.su-card.live[data-coins="3"]',
    );
    const deck = page.locator('button.su-deck.live');
    if ((await rich.count()) > 0 && (taken['take-market'] ?? 0) < 2) {
      await rich.first().click();
      await moved(page, 'take');
      return 'take-market';
    }
    if (await deck.count()) {
      await deck.click();
      await moved(page, 'take');
      return 'take-deck';
    }
    await market.first().click();
    await moved(page, 'take');
    return 'take-market';
  }
  if (asked === 'play') {
    // The deck is closed while you put a card down, and says why.
    await expect(page.locator('.su-deck').getAttribute('aria-description')).resolves.toBe(
      'you have already taken a card this turn',
    );
    await page.locator('.su-hand button.su-card.live').first().click();
    const toMarket = page.locator('button.su-btn-to-market:not([disabled])');
    if (n % 3 === 0 && (await toMarket.count())) {
      await toMarket.click();
      await moved(page, 'play');
      return 'to-market';
    }
    await page.locator('button.su-btn-invest').click();
    await moved(page, 'play');
    return 'invest';
  }
  return null;
}

it('offers Startups with 3 to 7 seats and plays a whole game against bots to the scoring table', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url);
  await page.locator('#create-name').fill('Alice');
  await page.locator('#create-game').selectOption('startups');
  await expect(page.locator('#create-game option[value=startups]').textContent()).resolves.toBe('Startups');
  await expect(page.$$eval('#create-seats option', (os) => os.map((o) => o.textContent))).resolves.toEqual([
    '3',
    '4',
    '5',
    '6',
    '7',
  ]);
  await page.locator('#create-seats').selectOption('3');
  await page.locator('#seat-2').selectOption('easy');
  await page.locator('#seat-3').selectOption('medium');
  await page.locator('form.create-form button[type=submit]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const start = page.locator('.waiting-room button.btn-big');
  await page.waitForFunction(() => {
    const b = document.querySelector<HTMLButtonElement>('.waiting-room button.btn-big');
    return b !== null && !b.disabled;
  });
  await start.click();
  await page.locator('.su-table').waitFor({ timeout: 30_000 });

  // The deck shows what drawing costs before you draw.
  await expect(page.locator('.su-deck .su-draw-cost').textContent()).resolves.toMatch(
    /^Draw: (pay \d+|free)$/,
  );

  const done: Record<string, number> = {};
  const deadline = Date.now() + 150_000;
  let n = 0;
  while (Date.now() < deadline) {
    const did = await playStep(page, n, done);
    if (did === 'over') break;
    if (did) {
      done[did] = (done[did] ?? 0) + 1;
      n++;
    } else await page.waitForTimeout(150);
  }
  const scoring = page.locator('.su-scoring');
  await expect(scoring.count()).resolves.toBe(1);
  // We really played, by clicking: takes from the deck and puts down.
  expect(done['take-deck'] ?? 0).toBeGreaterThan(2);
  expect((done.invest ?? 0) + (done['to-market'] ?? 0)).toBeGreaterThan(4);

  // One row per company, a column per player, then the totals and the winner.
  await expect(scoring.locator('tbody tr').count()).resolves.toBe(6);
  await expect(scoring.locator('thead th').count()).resolves.toBe(5);
  const totals = await scoring.locator('tfoot tr.su-total td').allTextContents();
  expect(totals.slice(0, 3).every((x) => /^-?\d+$/.test(x))).toBe(true);
  await expect(scoring.locator('h2').textContent()).resolves.toMatch(
    / wins with -?\d+\.$|^You win with -?\d+!$/,
  );
  const payments = await scoring.locator('td.su-payments').allTextContents();
  expect(payments.some((p) => / pays .+ \d+ → \d+/.test(p) || /most:|tied|nobody/.test(p))).toBe(true);
  const log = await page.$$eval('.log-lines li', (els) => els.map((e) => e.textContent ?? ''));
  expect(log.some((l) => /^You draw .+ from the deck/.test(l))).toBe(true);
  expect(log.some((l) => /^Alice invests in /.test(l))).toBe(true);
  expect(log.at(-1)).toMatch(/^The game is over\. .+ wins with -?\d+\.$/);

  await expect(page.getByRole('button', { name: 'Rematch' }).count()).resolves.toBe(1);
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await page.locator('.lobby').waitFor();
});
