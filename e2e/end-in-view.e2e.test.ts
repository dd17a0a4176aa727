/**
 * The end of a game is in view: at a six-seat No Bid table, on a 1280×800 screen and on a 390 px
 * phone, the result's title and its actions (Rematch, Watch the replay, Back to lobby) are on
 * screen when the results appear, without scrolling. Six Books once pushed them about 400 px
 * down, inside the table's own scroll area, with no hint.
 */
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';
import { outsideWindow, painted } from './screen-checks.ts';

// The creator never connects until the end: after a grace period of 0 a bot plays the seat.
const env = useServerAndBrowser({ GRACE_SECONDS: '0' });

it('shows the result and its actions at the end of a six-seat game, on a laptop and on a phone', async () => {
  const base = env.server.url;
  const table = await startedTable(base, 'Alice', {
    bots: ['medium', 'medium', 'medium', 'medium', 'medium'],
    windowSeconds: 0.5,
    options: { turnCap: 3 },
  });
  for (let i = 0; ; i++) {
    const info = (await (await fetch(`${base}/api/tables/${table.id}`)).json()) as { status: string };
    if (info.status === 'over') break;
    if (i > 240) throw new Error('the game did not end');
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    const context = await screenContext(env.browser, width, height);
    const page = await context.newPage();
    await openSeat(page, base, table);
    await page.locator('.win-panel .win-actions').waitFor();
    await painted(page);
    const actions = page.locator('.win-panel .win-actions');
    await expect(actions.getByRole('button', { name: 'Rematch' }).count()).resolves.toBe(1);
    expect(await outsideWindow(page, '.win-panel h2, .win-actions .btn'), `${width}×${height}`).toEqual([]);
    await context.close();
  }
});
