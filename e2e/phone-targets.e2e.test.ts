/**
 * On a phone (390×844) an opponent's Book is a collapsed row, yet a card that targets a
 * Position must show every legal target. Forced Liquidation is played on an opponent's Position
 * by tapping the card, then the lit Position, with no tap on the Book first; the game is then
 * played to its end, where the results are checked for raw codes in every language.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { type ApiTableSettings, openSeat, startedTable } from './api-tables.ts';
import { pageProblems } from './axe.ts';
import { cardButton, handCards, playStep, promptKind } from './driver.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';
import { outsideWindow, pageScroll, painted, rawCodes, switchLanguage } from './screen-checks.ts';
import { liquidationEdition } from './test-editions.ts';

const env = useServerAndBrowser();

/**
 * Plays on (drawing) until it is the player's turn with a Forced Liquidation in hand: the deal
 * usually holds one, but not always, and the bots may end the game first (a target of three).
 * False when the game ended without one.
 */
async function forcedLiquidationTurn(page: Page, holders: number): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const turn = (await promptKind(page)) === 'act';
    if (turn && (await page.locator('.hand .card[data-kind="forced-liquidation"]').count()))
      // Too few opponents still hold a Position to target: the bots have liquidated them.
      return (await opponentsHolding(page)) >= holders;
    const did = await playStep(page, { play: [] });
    if (did === 'over') return false;
    if (!did) await page.waitForTimeout(100);
  }
  throw new Error('no turn with a Forced Liquidation in hand within a minute');
}

/** How many opponents hold a Position (a card in their Book). */
const opponentsHolding = (page: Page): Promise<number> =>
  page
    .locator('.opponent')
    .filter({ has: page.locator('.card[data-card]') })
    .count();

/** A started table of the liquidation edition, open at the player's turn with a Forced Liquidation. */
async function liquidationTurn(
  page: Page,
  name: string,
  bots: ApiTableSettings['bots'],
  lang: 'en' | 'de' = 'en',
  holders = 1,
): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const table = await startedTable(env.server.url, name, {
      bots,
      language: lang,
      windowSeconds: 1,
      options: { edition: liquidationEdition() },
    });
    await openSeat(page, env.server.url, table, lang);
    await page.locator('.nobid-table').waitFor();
    if (await forcedLiquidationTurn(page, holders)) return;
  }
  throw new Error(`six games gave no turn with a Forced Liquidation and ${holders} opponents' Positions`);
}

it('plays a Forced Liquidation on an opponent’s Position by tapping it, the Book opening by itself', async () => {
  const context = await screenContext(env.browser, 390, 844);
  const page = await context.newPage();
  await liquidationTurn(page, 'Alice', ['easy']);

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
  // No one holds a counter: it resolves, and the Position leaves their Book for the discard pile
  // (waited for as such: a bot's own Forced Liquidation may write "is Liquidated." first).
  await opponent.locator(`.card[data-card="${target}"]`).waitFor({ state: 'detached', timeout: 15_000 });
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

/**
 * The smallest phone with the most seats (360×740, five opponents), in German (the longest
 * words): Forced Liquidation lights a Position in every opponent's Book at once, five Books open. Each lit Position, the prompt, the stack and the hand are then on the screen as it is,
 * without scrolling, and a tap at a Position's centre reaches it.
 */
it('shows every lit Position of five opponents on a 360×740 phone, the prompt and the hand with them', async () => {
  const context = await screenContext(env.browser, 360, 740);
  const page = await context.newPage();
  await liquidationTurn(page, 'Jürgen', ['easy', 'easy', 'easy', 'easy', 'easy'], 'de', 4);
  const fl = page.locator('.hand .card[data-kind="forced-liquidation"]').first();
  await page.locator(cardButton('.hand', (await fl.getAttribute('data-card'))!)).tap();
  await expect(promptKind(page)).resolves.toBe('target');
  await painted(page);

  // Each opponent started with an Opening; a draw or two later most still hold one.
  await expect(page.locator('.opponent.has-targets').count()).resolves.toBeGreaterThanOrEqual(4);
  const problems = [
    ...(await outsideWindow(page, '.opponent .card.lit, .prompt, .stack, .hand')),
    ...(await outsideWindow(page, '.hand .card[data-card]', 'y')),
    ...(await page.$$eval('.card.lit > .card-hit', (els) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === el ? [] : [`lit ${el.getAttribute('data-card')} is covered or off screen`];
      }),
    )),
  ];
  const scroll = await pageScroll(page);
  if (scroll.y !== 0) problems.push(`the page is scrolled by ${scroll.y}px`);
  expect(problems).toEqual([]);
  expect(await pageProblems(page)).toEqual([]);
  await context.close();
});
