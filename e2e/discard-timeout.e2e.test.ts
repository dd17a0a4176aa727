/**
 * A hand far over the limit (issue 32): the discard prompt says in words which cards its timeout
 * gives up (never a counter while another card will do), the timeout gives up the whole excess
 * at once, and a player who chooses sets cards aside in the one prompt until the last goes.
 */
import { DEFAULT_EDITION } from '@nobid/nobid/cards';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { cardButton, handCards, promptKind, tryClick } from './driver.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

/** The default cards with a hand limit of two: a turn that draws once more owes five discards. */
const tightHands = () => ({
  ...DEFAULT_EDITION,
  name: 'Browser test',
  version: 'tight-hands',
  notes: 'made by e2e/discard-timeout.e2e.test.ts',
  numbers: { ...DEFAULT_EDITION.numbers, handLimit: 2, target: 15 },
});

const cursorOf = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector('.nobid-table')?.getAttribute('data-cursor') ?? -1));

/** Opens a table against an easy bot and waits for the player's own hand-limit discard. */
async function handLimitDiscard(page: Page, timerSeconds: number): Promise<void> {
  const table = await startedTable(env.server.url, 'Alice', {
    bots: ['easy'],
    windowSeconds: 1,
    timerSeconds,
    options: { edition: tightHands() },
  });
  await openSeat(page, env.server.url, table);
  await page.locator('.nobid-table').waitFor();
  // The bot's turn may come first, with its own discard; ours follows our act (drawn for us, or
  // the extra draw we click).
  await page
    .locator('.prompt[data-prompt=act], .prompt[data-prompt=discard]')
    .first()
    .waitFor({ timeout: 60_000 });
  if ((await promptKind(page)) === 'act')
    await tryClick(page.locator('.prompt[data-prompt=act] .prompt-actions .btn').last());
  await page.locator('.prompt[data-prompt=discard]').waitFor({ timeout: 30_000 });
}

const COUNTERS = new Set(['no-bid', 'circuit-breaker']);

it('names the cards its timeout gives up, none a counter while another will do, and gives them up at once', async () => {
  const context = await screenContext(env.browser, 1280, 800);
  const page = await context.newPage();
  await handLimitDiscard(page, 5);

  const kinds = await page.$$eval('.hand .card[data-kind]', (els) =>
    els.map((e) => e.getAttribute('data-kind')),
  );
  const owed = kinds.length - 2;
  expect(owed).toBeGreaterThan(1);
  const line = (await page.locator('.prompt-default').textContent()) ?? '';
  expect(line).toMatch(/^When the timer runs out: you discard .+\.$/);
  const others = kinds.filter((k) => !COUNTERS.has(k ?? '')).length;
  if (others >= owed) {
    expect(line).not.toContain('No Bid');
    expect(line).not.toContain('Circuit Breaker');
  }

  // The one timer runs out: the first update after it leaves the hand at the limit.
  const before = await cursorOf(page);
  await page.waitForFunction(
    (v) => Number(document.querySelector('.nobid-table')?.getAttribute('data-cursor') ?? -1) > v,
    before,
    { timeout: 30_000 },
  );
  expect(await handCards(page)).toHaveLength(2);
  await context.close();
});

it('sets confirmed cards aside in the one prompt, and the last one owed sends them all', async () => {
  const context = await screenContext(env.browser, 1280, 800);
  const page = await context.newPage();
  await handLimitDiscard(page, 60);

  const hand = await handCards(page);
  const owed = hand.length - 2;
  for (let i = 0; i < owed - 1; i++) {
    const card = (await handCards(page))[0]!;
    await page.locator(cardButton('.hand', card)).click();
    await page.locator(cardButton('.hand', card)).click();
    // Set aside: out of the hand, into the prompt, nothing sent yet.
    await page.locator(cardButton('.prompt', card)).waitFor();
    expect(await handCards(page)).toHaveLength(hand.length - i - 1);
    expect(await promptKind(page)).toBe('discard');
  }
  const last = (await handCards(page))[0]!;
  await page.locator(cardButton('.hand', last)).click();
  await expect(page.locator('.prompt .btn-primary').textContent()).resolves.toMatch(/^Discard .+ and .+$/);
  await page.locator('.prompt .btn-primary').click();
  await page.waitForFunction(
    () => document.querySelectorAll('.hand .card[data-card]').length === 2,
    undefined,
    {
      timeout: 10_000,
    },
  );
  await context.close();
});
