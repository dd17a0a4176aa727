/**
 * No screen shows a raw code, in any language (issue 15: the waiting room said "language en ·
 * … · public"): no message id, no option value, no unformatted `{ $…}`, in the text a person
 * reads and in the names and descriptions a screen reader speaks. Every screen is scanned in
 * English, German and Korean: the lobby, the rules and the card gallery, a waiting room, a No
 * Bid table on the player's turn and with a reaction window open, and a Startups table.
 * (The layout test scans tables with a target prompt open; the phone test the results.)
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { playStep, promptKind } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';
import { rawCodes, switchLanguage } from './screen-checks.ts';

const env = useServerAndBrowser();
const LANGS = ['en', 'de', 'ko'] as const;

/** Scans the page as it is in every language; `screen` names it in the report. */
async function scanAll(page: Page, screen: string, problems: string[]): Promise<void> {
  for (const lang of LANGS) {
    await switchLanguage(page, lang);
    for (const code of await rawCodes(page, lang)) problems.push(`${screen} (${lang}): ${code}`);
  }
}

it('shows no raw code on any screen, in any language', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const problems: string[] = [];
  await page.goto(env.server.url);
  await page.locator('.lobby').waitFor();
  await scanAll(page, 'lobby', problems);
  await page.goto(`${env.server.url}/rules`);
  await page.locator('.gallery .card').first().waitFor();
  await scanAll(page, 'rules', problems);

  // A waiting room: a table made in the lobby, in German, public, two seats free for people.
  await switchLanguage(page, 'de');
  await page.goto(env.server.url);
  await page.locator('#create-name').fill('Jürgen');
  await page.locator('#create-seats').selectOption('3');
  await page.locator('#seat-2').selectOption('human');
  await page.locator('#create-lang').selectOption('de');
  await page.locator('form.create-form button[type=submit]').click();
  await page.locator('.waiting-room').waitFor();
  await scanAll(page, 'waiting room', problems);

  // A No Bid table: the player's turn, then a reaction window.
  const nobid = await startedTable(env.server.url, 'Alice', { bots: ['easy', 'medium'], windowSeconds: 4 });
  await openSeat(page, env.server.url, nobid, 'en');
  await page.locator('.nobid-table').waitFor();
  const seen = new Set<string>();
  const deadline = Date.now() + 60_000;
  while (seen.size < 2 && Date.now() < deadline) {
    if (!seen.has('window') && (await page.locator('.reaction-bar .btn-pass:not([disabled])').count())) {
      seen.add('window');
      await scanAll(page, 'No Bid table, reaction window', problems);
    }
    if (!seen.has('turn') && (await promptKind(page)) === 'act') {
      seen.add('turn');
      await scanAll(page, 'No Bid table, your turn', problems);
    }
    if (!(await playStep(page))) await page.waitForTimeout(100);
  }
  expect([...seen].sort()).toEqual(['turn', 'window']);

  // A Startups table, when it asks the player to take a card.
  const startups = await startedTable(env.server.url, 'Alice', { game: 'startups', bots: ['easy', 'easy'] });
  await openSeat(page, env.server.url, startups, 'en');
  await page.waitForFunction(
    () => document.querySelector('.su-table')?.getAttribute('data-decision') === 'take',
    null,
    {
      timeout: 30_000,
    },
  );
  await scanAll(page, 'Startups table', problems);

  expect(problems).toEqual([]);
});
