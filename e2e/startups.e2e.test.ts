/**
 * Startups in the browser: the lobby offers it with 3–7 seats; one person plays a whole game
 * against two heuristic bots (their games are shorter than random bots') by clicking, with deck
 * and market takes, investments and market plays all from the controls that the server's legal
 * actions light up, one turn by keyboard alone, and reaches the final scoring table.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pageProblems } from './axe.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

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
    // Take a market card with coins on it once (it costs the game a round); otherwise draw.
    // A card is a face (`.su-card`, with its state) and the button over it (`.su-hit`).
    const market = page.locator('.su-market .su-card.live > .su-hit');
    const rich = page.locator(
      '.su-market .su-card.live[data-coins="2"] > .su-hit, .su-market .su-card.live[data-coins="3"] > .su-hit',
    );
    const deck = page.locator('.su-deck.live > .su-hit');
    if ((await rich.count()) > 0 && (taken['take-market'] ?? 0) < 1) {
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
    await expect(page.locator('.su-deck > .su-hit').getAttribute('aria-description')).resolves.toBe(
      'you have already taken a card this turn',
    );
    await page.locator('.su-hand .su-card.live > .su-hit').first().click();
    const toMarket = page.locator('button.su-btn-to-market:not([disabled])');
    // Into the market twice (each card there invites the bots to take it, which lengthens the game).
    if (n % 3 === 0 && (taken['to-market'] ?? 0) < 2 && (await toMarket.count())) {
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
  // axe needs a page of an explicit context.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(env.server.url);
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
  await page.locator('#seat-2').selectOption('medium');
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
  // The header and the window's title name the game being played, not the other one.
  await expect(page.locator('.app-header .brand').textContent()).resolves.toMatch(/^▼▲\s*Startups$/);
  await expect(page.title()).resolves.toMatch(/^Startups · Turn \d+ · /);

  // The deck shows what drawing costs before you draw.
  await expect(page.locator('.su-deck .su-draw-cost').textContent()).resolves.toMatch(
    /^Draw: (pay \d+|free)$/,
  );

  // The first turn by keyboard alone: D draws, 1 picks the first hand card, I invests it.
  await page.waitForFunction(
    () => document.querySelector('.su-table')?.getAttribute('data-decision') === 'take',
    null,
    {
      timeout: 30_000,
    },
  );
  expect(await pageProblems(page)).toEqual([]);
  const handBefore = await page.locator('.su-hand .su-card').count();
  await page.keyboard.press('d');
  await moved(page, 'take');
  await expect(page.locator('.su-hand .su-card').count()).resolves.toBe(handBefore + 1);
  await page.keyboard.press('1');
  await expect(
    page.locator('.su-hand .su-card[data-index="0"] > .su-hit').getAttribute('aria-pressed'),
  ).resolves.toBe('true');
  expect(await pageProblems(page)).toEqual([]);
  await page.keyboard.press('i');
  await moved(page, 'play');
  await expect(page.locator('.su-me .su-investments li').count()).resolves.toBe(1);

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

  // One row per company, a column per player, then the totals and the winner (the results
  // panel under it has a table of its own).
  const table = scoring.locator('.su-scoring-table');
  await expect(table.locator('tbody tr[data-company]').count()).resolves.toBe(6);
  await expect(table.locator('thead th').count()).resolves.toBe(4);
  // Alice's own column is marked "(you)"; nobody else's.
  await expect(table.locator('thead th .you').allTextContents()).resolves.toEqual([' (you)']);
  const totals = await table.locator('tfoot tr.su-total td').allTextContents();
  expect(totals.slice(0, 3).every((x) => /^-?\d+$/.test(x))).toBe(true);
  await expect(scoring.locator('h2').textContent()).resolves.toMatch(
    / wins with -?\d+\.$|^You win with -?\d+!$/,
  );
  const payments = await scoring.locator('td.su-payments').allTextContents();
  // Every company says who pays whom and how much, or why nobody pays.
  expect(payments).toHaveLength(6);
  for (const p of payments) {
    expect(p).toMatch(
      /^((.+ pays .+|You pay .+) \d+ coins?, worth \d+)+$|ha(s|ve) the most and nobody else|tied at the top|nobody holds it/,
    );
  }
  const log = await page.$$eval('.log-lines li', (els) => els.map((e) => e.textContent ?? ''));
  expect(log.some((l) => /^You draw .+ from the deck/.test(l))).toBe(true);
  // Alice reads her own moves as "you", never by her name.
  expect(log.some((l) => /^You invest in /.test(l))).toBe(true);
  expect(log.filter((l) => l.includes('Alice'))).toEqual([]);
  expect(log.at(-1)).toMatch(/^The game is over\. (.+ wins|You win) with -?\d+\.$/);

  expect(await pageProblems(page)).toEqual([]);
  // (exact: the chat's quick phrase "Rematch?" is a button too.)
  await expect(page.getByRole('button', { name: 'Rematch', exact: true }).count()).resolves.toBe(1);
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await page.locator('.lobby').waitFor();
  // Off a table, the site's name, which offers both games.
  await expect(page.locator('.app-header .brand').textContent()).resolves.toMatch(/No Bid & Startups$/);
  await expect(page.title()).resolves.toBe('No Bid & Startups');
});
