/**
 * A prompt says in words what its timeout does (issue 32), and the sentence fits a phone:
 * - No Bid's hand-limit discard, at 390×844 in German: the cards it gives up and why ("die dir am
 *   wenigsten fehlen"), never a counter while another card will do, with the prompt and the hand
 *   in the window;
 * - Startups on the smallest phone the table checks (360×740, seven seats, German: the longest
 *   words): at most two lines, the prompt and the hand in the window, the page not scrolled. Only
 *   the seat that owes the decision reads it.
 */
import { DEFAULT_EDITION } from '@nobid/nobid/cards';
import { describe, expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { promptKind, tryClick } from './driver.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';
import { outsideWindow, pageScroll } from './screen-checks.ts';

const env = useServerAndBrowser();

/** The default cards with a hand limit of two: a turn that draws once more owes several discards. */
const tightHands = () => ({
  ...DEFAULT_EDITION,
  name: 'Browser test',
  version: 'tight-hands',
  notes: 'made by e2e/timeout-lines.e2e.test.ts',
  numbers: { ...DEFAULT_EDITION.numbers, handLimit: 2, target: 15 },
});

describe('the No Bid discard line on a phone', () => {
  it('390×844 in de: the cards and why, no counter while another will do, the hand in the window', async () => {
    const context = await screenContext(env.browser, 390, 844);
    const page = await context.newPage();
    const table = await startedTable(env.server.url, 'Jürgen', {
      bots: ['easy'],
      language: 'de',
      windowSeconds: 1,
      timerSeconds: 120,
      options: { edition: tightHands() },
    });
    await openSeat(page, env.server.url, table, 'de');
    await page.locator('.nobid-table').waitFor();
    await page
      .locator('.prompt[data-prompt=act], .prompt[data-prompt=discard]')
      .first()
      .waitFor({ timeout: 60_000 });
    if ((await promptKind(page)) === 'act')
      await tryClick(page.locator('.prompt[data-prompt=act] .prompt-actions .btn').last());
    await page.locator('.prompt[data-prompt=discard]').waitFor({ timeout: 30_000 });

    const kinds = await page.$$eval('.hand .card[data-kind]', (els) =>
      els.map((e) => e.getAttribute('data-kind') ?? ''),
    );
    const owed = kinds.length - 2;
    const line = (await page.locator('.prompt-default').textContent()) ?? '';
    expect(line).toMatch(
      owed > 1
        ? /^Wenn die Zeit abläuft: du legst .+ ab, die Karten, die dir am wenigsten fehlen\.$/
        : /^Wenn die Zeit abläuft: du legst .+ ab, die Karte, die dir am wenigsten fehlt\.$/,
    );
    if (kinds.filter((k) => k !== 'no-bid' && k !== 'circuit-breaker').length >= owed) {
      expect(line).not.toContain('No Bid');
      expect(line).not.toContain('Circuit Breaker');
    }
    expect(await outsideWindow(page, '.prompt, .hand .card[data-card]', 'y')).toEqual([]);
    await context.close();
  });
});

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
      // Read in one go: a bot's move may make it our turn between two separate reads.
      const { asked, described } = await page.evaluate(() => ({
        asked: document.querySelector('.su-table')?.getAttribute('data-decision') ?? null,
        described: document.querySelectorAll('.su-prompt-default').length,
      }));
      if (asked !== 'take' && asked !== 'play') {
        // Not our turn: nobody else's decision is described to us.
        expect(described).toBe(0);
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
