/**
 * (e) axe finds no serious or critical violations (Label in Name included) and every page has its
 * one h1: the lobby, the waiting room, the table (also with a reaction window open), the rules,
 * the imprint and the privacy page.
 */
import { expect, it } from 'vitest';
import { pageProblems } from './axe.ts';
import { createTable, logLines, playStep, promptKind, startGame } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

it('has no serious accessibility violations on the lobby, the table and the rules page, and plays by keyboard', async () => {
  // Reduced motion: axe must judge the settled page, not a card halfway through fading in.
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(env.server.url);
  await page.locator('.open-tables').waitFor();
  expect(await pageProblems(page)).toEqual([]);

  await createTable(page, env.server.url, { name: 'Dana', others: ['easy', 'easy'], windowSeconds: 3 });
  // The waiting room is its own chunk: judge it once it is drawn, not its loading line.
  await page.locator('#waiting-title').waitFor();
  expect(await pageProblems(page)).toEqual([]);
  await startGame(page);
  await page.locator('.hand .card-hit').first().waitFor();
  await expect(page.locator('.app-header .brand').textContent()).resolves.toMatch(/^▼▲\s*No Bid$/);
  await expect(page.title()).resolves.toMatch(/^No Bid · Turn \d+ · /);
  expect(await pageProblems(page)).toEqual([]);
  // Again while a reaction window is open (the bar is the part that changes most).
  const deadline = Date.now() + 60_000;
  while (!(await page.locator('.reaction-bar').count()) && Date.now() < deadline) {
    if (!(await playStep(page, { play: ['position'] }))) await page.waitForTimeout(100);
  }
  expect(await pageProblems(page)).toEqual([]);

  // Keyboard play: the digit of a raised Position or Leverage selects it, Enter plays it.
  let played = false;
  const until = Date.now() + 90_000;
  while (!played && Date.now() < until) {
    if ((await promptKind(page)) !== 'act') {
      if (!(await playStep(page))) await page.waitForTimeout(100);
      continue;
    }
    const hand = await page.$$eval('.hand .card[data-card]', (els) =>
      els.map((e) => e.classList.contains('raised') && /type-(position|leverage)/.test(e.className)),
    );
    const index = hand.indexOf(true);
    if (index < 0 || index > 9) {
      await playStep(page, { play: [] }); // nothing to play by key this turn: draw
      continue;
    }
    const name = await page.locator('.hand .card-hit').nth(index).getAttribute('aria-label');
    const before = (await logLines(page)).length;
    await page.keyboard.press(index === 9 ? '0' : String(index + 1));
    await expect(page.locator('.hand .card-hit').nth(index).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await page.keyboard.press('Enter');
    await page
      .locator('.log-lines li', { hasText: `You play ${name}.` })
      .first()
      .waitFor({ timeout: 10_000 });
    expect((await logLines(page)).length).toBeGreaterThan(before);
    played = true;
  }
  expect(played).toBe(true);

  await page.goto(`${env.server.url}/rules`);
  expect(await pageProblems(page)).toEqual([]);

  // The imprint and the privacy page, reached from the footer every page has.
  for (const [link, heading] of [
    ['Imprint', 'Imprint'],
    ['Privacy', 'Privacy'],
  ] as const) {
    await page.locator('.site-footer a', { hasText: link }).click();
    await page.locator('h1', { hasText: heading }).waitFor();
    await page.locator('.operator').waitFor();
    expect(await pageProblems(page)).toEqual([]);
  }
});
