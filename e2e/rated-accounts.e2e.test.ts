/**
 * Issue 16: two people sign up in two browser contexts (recovery codes shown once), play a rated
 * 3-seat No Bid game with a bot, and each sees their rating moved on their profile. The table is
 * made with the lobby form's Rated switch; its request gets a short turn cap (a No Bid option,
 * the default edition unchanged) so that the game ends within the suite's time.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUp } from './accounts.ts';
import { pageProblems } from './axe.ts';
import { joinTable, playStep, startGame } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

async function ordinal(page: Page, name: string): Promise<string | null> {
  await page.goto(`${env.server.url}/players/${name}`);
  await page.getByRole('heading', { name: `Player ${name}` }).waitFor();
  const shown = page.locator('[data-testid=ordinal-nobid]');
  return (await shown.count()) ? shown.textContent() : null;
}

it('rates a game between two accounts and a bot, and both profiles show the new ratings', async () => {
  const alice = await (await env.browser.newContext()).newPage();
  const bob = await (await env.browser.newContext()).newPage();
  await signUp(alice, env.server.url, 'Alice');
  await signUp(bob, env.server.url, 'Bob');
  expect(await ordinal(alice, 'Alice')).toBeNull();

  // A signed-in player sits down under the account's name: the lobby fills it in.
  await alice.goto(env.server.url);
  await expect.poll(() => alice.locator('#create-name').inputValue()).toBe('Alice');
  await alice.locator('#create-seats').selectOption('3');
  await alice.locator('#seat-2').selectOption('human');
  await alice.locator('#seat-3').selectOption('easy');
  await alice.locator('#create-window').fill('1');
  await alice.getByLabel(/^Rated/).check();
  let sentRated: unknown;
  await alice.route('**/api/tables', async (route) => {
    // The lobby's list polls the same path: only the form's POST is changed.
    if (route.request().method() !== 'POST') return route.continue();
    const body = JSON.parse(route.request().postData() ?? '{}') as { settings: Record<string, unknown> };
    sentRated = body.settings.rated;
    body.settings.options = { ...(body.settings.options as object), turnCap: 6 };
    await route.continue({ postData: JSON.stringify(body) });
  });
  await alice.locator('form.create-form button[type=submit]').click();
  await alice.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const tableId = new URL(alice.url()).pathname.split('/').pop()!;
  expect(sentRated).toBe(true);
  await joinTable(bob, env.server.url, tableId, 'Bob');
  await startGame(alice);
  await bob.locator('.nobid-table').waitFor();

  const deadline = Date.now() + 120_000;
  const over = { alice: false, bob: false };
  while (Date.now() < deadline && !(over.alice && over.bob)) {
    const [a, b] = await Promise.all([
      over.alice ? 'over' : playStep(alice),
      over.bob ? 'over' : playStep(bob),
    ]);
    over.alice ||= a === 'over';
    over.bob ||= b === 'over';
    if (!a && !b) await alice.waitForTimeout(150);
  }
  expect(over).toEqual({ alice: true, bob: true });
  // The results panel has a Rating column: a change for each human, none for the bot.
  await alice.locator('.results-stats thead th', { hasText: 'Rating' }).waitFor({ timeout: 10_000 });
  const cells = await alice.locator('.results-stats tbody tr td:last-child').allTextContents();
  expect(cells).toHaveLength(3);
  expect(cells[2]).toBe('–');
  expect(cells.slice(0, 2).every((c) => /^[+−]\d|^0$/.test(c))).toBe(true);

  // A newcomer's ordinal is 0.00; after one rated game both have moved (a draw at the cap too).
  const [a, b] = [await ordinal(alice, 'Alice'), await ordinal(bob, 'Bob')];
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  expect(a).not.toBe('0.00');
  expect(b).not.toBe('0.00');
  await alice.locator('[data-testid=rating-chart]').waitFor();
  expect(await pageProblems(alice)).toEqual([]);
  await expect(alice.locator('.profile-games li').first().textContent()).resolves.toMatch(/rated/);
  // The leaderboard lists both, and the bot is nowhere.
  await alice.goto(`${env.server.url}/leaderboard`);
  await alice.locator('.leaderboard').waitFor();
  expect(await pageProblems(alice)).toEqual([]);
  const names = await alice.locator('.leaderboard tbody td:nth-child(2)').allTextContents();
  expect(names.sort()).toEqual(['Alice', 'Bob']);
  // The bots' ladder names the lobby's three levels, and the rating is explained without formulas.
  const ladder = await alice.locator('[data-testid=bot-ladder] li').allTextContents();
  expect(ladder.map((l) => l.split(':')[0])).toEqual(['Bot (easy)', 'Bot (medium)', 'Bot (hard)']);
  const notes = (await alice.locator('.leaderboard-page .profile-sub').allTextContents()).join(' ');
  expect(notes).not.toMatch(/openskill|μ|σ|ordinal/);
});
