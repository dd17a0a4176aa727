/**
 * A finished game's replay in the browser: a short No Bid game (the creator's seat played by a
 * bot while away), its results link to the replay, the replay steps through the game, the hard
 * bot's analysis answers at one of our own decisions, and the end reveals every hand. A stranger
 * (no seat token) gets no replay of the private table.
 */
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { pageProblems } from './axe.ts';
import { useServerAndBrowser } from './fixtures.ts';

// The creator never connects until the end: after a grace period of 0 a bot plays the seat.
const env = useServerAndBrowser({ GRACE_SECONDS: '0' });

it('opens the replay from the results, steps through it, asks the hard bot and reveals the hands', async () => {
  const base = env.server.url;
  const table = await startedTable(base, 'Alice', {
    bots: ['medium', 'medium'],
    windowSeconds: 0.5,
    options: { turnCap: 4 },
  });
  for (let i = 0; ; i++) {
    const info = (await (await fetch(`${base}/api/tables/${table.id}`)).json()) as { status: string };
    if (info.status === 'over') break;
    if (i > 240) throw new Error('the game did not end');
    await new Promise((r) => setTimeout(r, 500));
  }
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openSeat(page, base, table);
  await page.locator('.win-panel').waitFor();
  await page.getByRole('link', { name: 'Watch the replay' }).click();
  await page.waitForURL((url) => url.pathname === `/replay/${table.id}`);
  const position = page.locator('.replay-position');
  await expect(position.textContent()).resolves.toMatch(/^Step 1 of \d+/);
  const steps = Number(/of (\d+)/.exec((await position.textContent()) ?? '')![1]);
  expect(steps).toBeGreaterThan(4);

  // Forward and back, by button and by key; the log follows.
  const forward = page.getByRole('button', { name: 'Step forward' });
  await forward.click();
  await forward.click();
  await expect(position.textContent()).resolves.toMatch(/^Step 3 of/);
  const lines = await page.locator('.log-lines li').count();
  await page.keyboard.press('ArrowLeft');
  await expect(position.textContent()).resolves.toMatch(/^Step 2 of/);
  await expect(page.locator('.log-lines li').count()).resolves.toBeLessThanOrEqual(lines);

  // A replay is not a live table: no prompt, no reaction bar, no "away" from today's presence.
  // Every final hand may be revealed at any step, and the choice holds as one steps back.
  const reveal = page.getByLabel('Reveal all hands');
  await expect(reveal.isEnabled()).resolves.toBe(true);
  await reveal.check();
  await expect(page.locator('.reveal-seat').count()).resolves.toBe(3);
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(position.textContent()).resolves.toMatch(/^Step 1 of/);
  await expect(reveal.isChecked()).resolves.toBe(true);
  await expect(page.locator('.reveal-seat').count()).resolves.toBe(3);
  await reveal.uncheck();
  await forward.click();

  // On to one of our own decisions with a choice, and ask the hard bot.
  const ask = page.getByRole('button', { name: 'What would the hard bot do?' });
  for (let i = 0; i < steps && (await ask.count()) === 0; i++) await forward.click();
  // Our own decision is shown as it stood, without live controls.
  await expect(page.getByRole('button', { name: 'Draw a card instead' }).count()).resolves.toBe(0);
  await expect(page.locator('.reaction-bar').count()).resolves.toBe(0);
  await expect(page.locator('.tag-away').count()).resolves.toBe(0);
  await ask.click();
  await page.locator('.analysis-table').waitFor({ timeout: 60_000 });
  // The headline names the row tagged as the bot's, and says why it plays it.
  const headline = (await page.locator('.analysis-choice').textContent()) ?? '';
  expect(headline).toMatch(/^The hard bot’s move: .+/);
  const botRow = page.locator('.analysis-table tr.bot-choice th');
  expect(await botRow.textContent()).toContain(headline.replace('The hard bot’s move: ', ''));
  await expect(page.locator('.analysis-why').textContent()).resolves.toMatch(
    /best win estimate|within noise|estimates higher|tried it most|only move/,
  );
  const rows = page.locator('.analysis-table tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.first().locator('td').first().textContent()).resolves.toMatch(/^\d+% \(\d+%–\d+%\)/);
  // Every searched row draws its interval; no two rows read the same.
  const searched = page.locator('.analysis-table tbody tr:not(.unsearched)');
  await expect(page.locator('.analysis-table .interval-bar').count()).resolves.toBe(await searched.count());
  const labels = await page.locator('.analysis-table tbody th').allTextContents();
  expect(new Set(labels).size).toBe(labels.length);
  await expect(page.locator('.analysis-table .tag-bot').count()).resolves.toBe(1);
  await expect(page.locator('.analysis-verdict').textContent()).resolves.toMatch(
    /Your move is the hard bot’s|best win estimate of the \d+ moves searched|ranks \d+ of \d+ searched|did not weigh your move|no move/,
  );
  // axe finds nothing serious, and the page has one h1.
  expect(await pageProblems(page)).toEqual([]);

  // The end: every hand revealed.
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect(position.textContent()).resolves.toMatch(
    new RegExp(`^Step ${steps} of ${steps} · Turn \\d+$`),
  );
  await reveal.check();
  await expect(page.locator('.reveal-seat').count()).resolves.toBe(3);
  await context.close();

  // A stranger has no seat token: the private table's replay does not exist for them.
  const stranger = await env.browser.newPage();
  await stranger.goto(`${base}/replay/${table.id}`);
  await stranger.getByRole('heading', { name: 'There is no replay here' }).waitFor();
  await stranger.close();
});
