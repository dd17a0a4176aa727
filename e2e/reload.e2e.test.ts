/**
 * (c) A reload mid-game comes back to the same seat and state; a server restart shows
 * "Reconnecting…" and then the same seat again.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTable, handCards, logLines, playStep, promptKind, startGame } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

/** Plays until it is this seat's turn to act again, after at least `turns` of its own actions. */
async function playUntilMyTurn(page: Page, turns: number): Promise<void> {
  let acted = 0;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (acted >= turns && (await promptKind(page)) === 'act') return;
    const did = await playStep(page);
    if (did === 'over') throw new Error('the game ended before the reload');
    if (did?.startsWith('play') || did === 'draw') acted++;
    if (!did) await page.waitForTimeout(150);
  }
  throw new Error('never got the turn back');
}

async function snapshot(page: Page) {
  return {
    hand: await handCards(page),
    me: await page.locator('.my-name').textContent(),
    myBook: await page.$$eval('.my-book .book .card[data-card]', (els) =>
      els.map((e) => e.getAttribute('data-card')),
    ),
    turn: await page.locator('.status-turn').textContent(),
    log: await logLines(page),
  };
}

it('comes back to the same seat and state after a reload and after a server restart', async () => {
  const page = await env.browser.newPage();
  await createTable(page, env.server.url, { name: 'Carol', others: ['easy', 'medium'], windowSeconds: 1 });
  await startGame(page);
  await playUntilMyTurn(page, 2);
  const before = await snapshot(page);
  expect(before.hand.length).toBeGreaterThan(0);

  await page.reload();
  await page.locator('.prompt[data-prompt=act]').waitFor({ timeout: 20_000 });
  const after = await snapshot(page);
  expect(after.me).toBe(before.me);
  expect(after.turn).toBe(before.turn);
  expect(after.hand).toEqual(before.hand);
  expect(after.myBook).toEqual(before.myBook);
  expect(after.log).toEqual(before.log);

  // The server dies mid-game: the page says so and keeps the seat; it comes back by itself.
  await env.server.kill();
  await page.getByText('Reconnecting…').waitFor({ timeout: 15_000 });
  env.server = await env.server.restart();
  await page.getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('.prompt[data-prompt=act]').waitFor({ timeout: 20_000 });
  const restarted = await snapshot(page);
  expect(restarted.me).toBe(before.me);
  expect(restarted.hand).toEqual(before.hand);
  expect(restarted.myBook).toEqual(before.myBook);
});
