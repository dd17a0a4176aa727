/**
 * The Startups prompt says what a timeout plays (issue 32), and on the smallest phone the table
 * checks (360×740, seven seats, German: the longest words) the sentence takes at most two lines,
 * the prompt and the hand stay in the window and the page does not scroll. Only the seat that owes
 * the decision reads it.
 */
import { describe, expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';
import { outsideWindow, pageScroll } from './screen-checks.ts';

const env = useServerAndBrowser();

/** Own decisions to check: takes and plays, two turns. */
const DECISIONS = 4;

describe('the Startups timeout line on a phone', () => {
  it('7 seats at 360×740 in de: two lines at most, the hand in the window', async () => {
    const context = await screenContext(env.browser, 360, 740);
    const page = await context.newPage();
    const table = await startedTable(env.server.url, 'Jürgen', {
      game: 'startups',
      bots: Array.from({ length: 6 }, () => 'easy' as const),
      language: 'de',
      timerSeconds: 120,
    });
    await openSeat(page, env.server.url, table, 'de');
    await page.locator('.su-table').waitFor();
    const problems: string[] = [];
    const lines: string[] = [];
    const deadline = Date.now() + 120_000;
    while (lines.length < DECISIONS && Date.now() < deadline) {
      const asked = await page.locator('.su-table').getAttribute('data-decision');
      if (asked !== 'take' && asked !== 'play') {
        // Not our turn: nobody else's decision is described to us.
        expect(await page.locator('.su-prompt-default').count()).toBe(0);
        await page.waitForTimeout(100);
        continue;
      }
      const line = page.locator('.su-prompt-default');
      await line.waitFor();
      const shown = await line.evaluate((el) => ({
        text: el.textContent ?? '',
        height: el.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight) || 16,
      }));
      lines.push(shown.text);
      expect(shown.text).toMatch(/^Wenn die Zeit abläuft: du (ziehst|nimmst|investierst) .+\.$/);
      if (shown.height > shown.lineHeight * 2.5)
        problems.push(`${asked}: the line is ${shown.height}px tall`);
      for (const p of await outsideWindow(page, '.su-hand .su-card', 'y')) problems.push(`${asked}: ${p}`);
      for (const p of await outsideWindow(page, '.su-hand, .su-prompt')) problems.push(`${asked}: ${p}`);
      const scroll = await pageScroll(page);
      if (scroll.y !== 0) problems.push(`${asked}: the page is scrolled by ${scroll.y}px`);
      if (asked === 'play') await page.locator('.su-hand .su-card.live > .su-hit').first().click();
      await page
        .locator(
          asked === 'take'
            ? '.su-deck.live > .su-hit, .su-market .su-card.live > .su-hit'
            : 'button.su-btn-invest:not([disabled])',
        )
        .first()
        .click();
      await page
        .waitForFunction(
          (prev) => document.querySelector('.su-table')?.getAttribute('data-decision') !== prev,
          asked,
          { timeout: 10_000 },
        )
        .catch(() => {});
    }
    expect(problems).toEqual([]);
    expect(lines).toHaveLength(DECISIONS);
    await context.close();
  });
});
