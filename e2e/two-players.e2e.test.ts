/**
 * (b) Two browser contexts play each other, and one cancels the other's card with No Bid. Then
 * one leaves, and the other sees that seat "played by a bot until they return".
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTable, joinTable, logLines, playStep, startGame, tryClick } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser({ GRACE_SECONDS: '2' });

/** Answers the opponent's card with No Bid whenever this page holds one. */
async function cancelIfPossible(page: Page, opponent: string): Promise<boolean> {
  const bar = page.locator('.reaction-bar');
  const noBid = bar.getByRole('button', { name: /^No Bid \([1-9]\d*\)$/ });
  const top = page.locator('.stack .stack-entry').last();
  try {
    // The window may close at any moment: every look is short and a vanished bar means "no".
    if (!(await noBid.count()) || (await noBid.isDisabled({ timeout: 500 }))) return false;
    const by = (await top.locator('.stack-by').textContent({ timeout: 500 })) ?? '';
    if (!by.includes(`played by ${opponent}`)) return false;
  } catch {
    return false;
  }
  return tryClick(noBid);
}

/** Alice's new table with Bob in the other seat, started; its id. */
async function newGame(alice: Page, bob: Page): Promise<string> {
  const tableId = await createTable(alice, env.server.url, {
    name: 'Alice',
    others: ['human'],
    windowSeconds: 4,
  });
  await joinTable(bob, env.server.url, tableId, 'Bob');
  await startGame(alice);
  await bob.locator('.nobid-table').waitFor();
  return tableId;
}

it('lets one player cancel the other’s card with No Bid', async () => {
  const alice = await (await env.browser.newContext()).newPage();
  const bob = await (await env.browser.newContext()).newPage();
  const tableId = await newGame(alice, bob);
  // A third person follows the invite link without taking a seat: they watch, seeing no hand.
  const carol = await (await env.browser.newContext()).newPage();
  await carol.goto(`${env.server.url}/t/${tableId}`);
  await carol.locator('.nobid-table').waitFor();
  await expect(carol.locator('.opponent').count()).resolves.toBe(2);
  await expect(carol.locator('.hand').count()).resolves.toBe(0);
  await carol.context().close();
  // Hoard cards (a No Bid turns up soon) and play one once the hand is big.
  const strategy = { play: ['leverage', 'position', 'drawdown'], drawBelow: 6 };
  // Each reads their own card as "Your …", the other's by name.
  const cancelled = /(Alice’s|Bob’s|Your) .+ is cancelled by No Bid\./;
  const deadline = Date.now() + 240_000;
  let answered = 0;
  let games = 1;
  while (Date.now() < deadline) {
    if (await cancelIfPossible(alice, 'Bob')) answered++;
    if (await cancelIfPossible(bob, 'Alice')) answered++;
    if ((await logLines(alice)).some((l) => cancelled.test(l))) break;
    const [a, b] = await Promise.all([playStep(alice, strategy), playStep(bob, strategy)]);
    if (a === 'over' || b === 'over') {
      // A game can end before either holds a No Bid at the right moment: deal another.
      if (answered > 0 || games >= 3) break;
      games++;
      await newGame(alice, bob);
      continue;
    }
    if (!a && !b) await alice.waitForTimeout(150);
  }
  expect(answered).toBeGreaterThan(0);
  // Both sides read the same cancel in their logs.
  await alice.locator('.log-lines li', { hasText: cancelled }).first().waitFor({ timeout: 10_000 });
  await bob.locator('.log-lines li', { hasText: cancelled }).first().waitFor({ timeout: 10_000 });

  // Bob leaves; after the grace period a bot plays his seat, and Alice is told so.
  await bob.context().close();
  await alice
    .locator('.opponent', { hasText: 'Bob' })
    .getByText('played by a bot until they return')
    .waitFor({ timeout: 30_000 });
});
