/** (a) One person plays two bots to the win screen, by clicking. */
import { expect, it } from 'vitest';
import { createTable, playStep, startGame } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

it('plays a whole game against two bots by clicking, to the win screen, a rematch and the lobby', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await createTable(page, env.server.url, { name: 'Alice', others: ['easy', 'easy'], windowSeconds: 0.5 });
  await startGame(page);
  const done: Record<string, number> = {};
  const deadline = Date.now() + 280_000;
  while (Date.now() < deadline) {
    const did = await playStep(page);
    if (did === 'over') break;
    if (did) done[did] = (done[did] ?? 0) + 1;
    else await page.waitForTimeout(150);
  }
  const panel = page.locator('.win-panel');
  await expect(panel.count()).resolves.toBe(1);
  // We really played: cards from our hand and answers to windows, all by clicking.
  expect((done['play position'] ?? 0) + (done['play leverage'] ?? 0) + (done.draw ?? 0)).toBeGreaterThan(2);
  expect(done.pass ?? 0).toBeGreaterThan(2);
  await expect(panel.locator('h2').textContent()).resolves.toMatch(/wins!|You win!|draw/);
  // Every player's final Book is listed, and the winner's Book counts 7 (unless a draw).
  await expect(panel.locator('.results li').count()).resolves.toBe(3);
  // The game in numbers names the viewer's own row "you", like every other line on the table.
  const rows = page.locator('.results-stats tbody th');
  await rows.first().waitFor({ timeout: 10_000 });
  await expect(rows.allTextContents()).resolves.toEqual([
    'Alice (you)',
    expect.stringMatching(/^Bot/),
    expect.stringMatching(/^Bot/),
  ]);
  // The header says the game is over, not the step the last turn stopped at.
  await expect(page.locator('#header-status').textContent()).resolves.toMatch(/^Turn \d+ · Game over$/);
  const title = (await panel.locator('h2').textContent()) ?? '';
  if (!/draw/.test(title)) {
    await expect(panel.locator('.results li.winner .count-badge').textContent()).resolves.toMatch(/^7 \/ 7$/);
  }
  // Rematch: a new table with the same seats, and we keep ours.
  const oldUrl = page.url();
  await page.getByRole('button', { name: 'Rematch', exact: true }).click();
  await page.waitForURL((url) => url.href !== oldUrl && /\/t\//.test(url.pathname));
  await page.locator('.seat-list li.mine, .nobid-table').first().waitFor();
  await page.getByRole('link', { name: 'Lobby' }).click();
  await page.locator('.lobby').waitFor();
});
