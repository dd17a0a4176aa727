/**
 * A phone's hand: on a 390 px phone the opening hand of five cards fits the width, every card
 * wholly in view (the row overlaps them a little); a longer hand scrolls sideways with the edge
 * that hides cards marked (and faded). It once scrolled with its fourth card cut and no cue.
 */
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';
import { outsideWindow, painted } from './screen-checks.ts';

const env = useServerAndBrowser();

it('shows a five-card hand whole on a 390 px phone, and marks a longer one as scrolling', async () => {
  const table = await startedTable(env.server.url, 'Alice', {
    bots: ['medium', 'medium', 'medium'],
    timerSeconds: 600,
  });
  const context = await screenContext(env.browser, 390, 844);
  const page = await context.newPage();
  await openSeat(page, env.server.url, table);
  const cards = page.locator('.hand .card[data-card]');
  await cards.first().waitFor();
  await painted(page);
  const n = await cards.count();
  const row = page.locator('.hand');
  const scrolls = await row.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  if (n <= 5) {
    expect(scrolls).toBe(false);
    expect(await outsideWindow(page, '.hand .card[data-card]')).toEqual([]);
  } else {
    expect(scrolls).toBe(true);
    expect(await row.evaluate((el) => el.hasAttribute('data-more-right'))).toBe(true);
  }
  await context.close();
});
