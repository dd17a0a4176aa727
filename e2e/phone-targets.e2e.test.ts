/**
 * On a phone (390×844) an opponent's Book is a collapsed row, yet a card that targets a
 * Position must show every legal target. Forced Liquidation is played on an opponent's Position
 * by tapping the card, then the lit Position, with no tap on the Book first; the game is then
 * played to its end, where the results are checked for raw codes in every language.
 */
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { pageProblems } from './axe.ts';
import { cardButton, handCards, playStep, promptKind } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';
import { rawCodes, switchLanguage } from './screen-checks.ts';
import { liquidationEdition } from './test-editions.ts';

const env = useServerAndBrowser();

it('plays a Forced Liquidation on an opponent’s Position by tapping it, the Book opening by itself', async () => {
  const context = await env.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const table = await startedTable(env.server.url, 'Alice', {
    bots: ['easy'],
    windowSeconds: 1,
    options: { edition: liquidationEdition() },
  });
  await openSeat(page, env.server.url, table);
  await page.locator('.nobid-table').waitFor();
  const deadline = Date.now() + 60_000;
  while ((await promptKind(page)) !== 'act' && Date.now() < deadline) {
    if (!(await playStep(page, { play: [] }))) await page.waitForTimeout(100);
  }
  expect(await promptKind(page)).toBe('act');

  const opponent = page.locator('.opponent').first();
  const theirBook = opponent.locator('.book');
  // Collapsed: the phone shows the row, not the Book.
  await expect(theirBook.isVisible()).resolves.toBe(false);
  const before = await opponent
    .locator('.card[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(before.length).toBeGreaterThan(0);

  const fl = page.locator('.hand .card[data-kind="forced-liquidation"]').first();
  const id = await fl.getAttribute('data-card');
  await page.locator(cardButton('.hand', id!)).tap();
  await expect(promptKind(page)).resolves.toBe('target');

  // The Book holding the targets is open now, untouched, and each target is on screen and is
  // what a tap at its centre reaches.
  await expect(theirBook.isVisible()).resolves.toBe(true);
  const lit = opponent.locator('.card.lit > .card-hit');
  await expect(lit.count()).resolves.toBe(before.length);
  for (let i = 0; i < (await lit.count()); i++) {
    await lit.nth(i).scrollIntoViewIfNeeded();
    const reached = await lit.nth(i).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.width > 20 && r.bottom <= innerHeight && r.top >= 0 && top === el;
    });
    expect(reached, `target ${i}`).toBe(true);
  }
  expect(await pageProblems(page)).toEqual([]);

  const target = await lit.first().getAttribute('data-card');
  await lit.first().tap();
  // No one holds a counter: it resolves, and the Position leaves their Book for the discard pile.
  await page
    .locator('.log-lines li', { hasText: /is Liquidated\./ })
    .first()
    .waitFor({ timeout: 15_000 });
  await expect(opponent.locator(`.card[data-card="${target}"]`).count()).resolves.toBe(0);
  await expect(handCards(page)).resolves.not.toContain(Number(id));

  // On to the end (a target of three): the results speak every language without a raw code.
  const end = Date.now() + 120_000;
  while (Date.now() < end && (await playStep(page, { play: ['position', 'order'] })) !== 'over') {
    await page.waitForTimeout(100);
  }
  await page.locator('.win-panel').waitFor();
  for (const lang of ['en', 'de', 'ko']) {
    await switchLanguage(page, lang);
    expect(await rawCodes(page, lang), lang).toEqual([]);
  }
  expect(await pageProblems(page)).toEqual([]);
  await context.close();
});
