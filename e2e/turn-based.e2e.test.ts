/**
 * Issue 31: two friends (Anna, and Bert, whose account is Bartholomew) play a turn-based table
 * without being online together. Bert asks for an email on his move; Bert and Anna become friends on the Friends page; Anna makes a turn-based
 * table for him from there in two clicks ("New table" beside him, then "Create", after choosing a
 * day per move); Bert accepts the invite from "My games" and sits at the seat kept for him; Anna
 * starts. Bert's header fits his phone in every language. Both see every seat's clock beside its name. When Anna has moved, Bert's mail (a
 * real SMTP server in this test) links the table, his header counts the game under "My games",
 * and the page lists it; its link opens the table with his move.
 */
import { startSmtp, type TestSmtp } from '@nobid/notify/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from './accounts.ts';
import { pageProblems } from './axe.ts';
import { playStep, startGame } from './driver.ts';
import { screenContext } from './fixtures.ts';
import { freePort, launchBrowser, type RunningServer, startServer } from './harness.ts';
import { switchLanguage } from './screen-checks.ts';

let smtp: TestSmtp;
let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  smtp = await startSmtp();
  const port = await freePort();
  [server, browser] = await Promise.all([
    startServer({ port, env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}` } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
  await smtp?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/turn-based-${name}.png` });

it('plays a turn-based table between two accounts: clocks, the mail on your move, My games', async () => {
  const anna = await (await screenContext(browser, 1280, 800)).newPage();
  const bert = await (await screenContext(browser, 390, 844)).newPage();
  await signUp(anna, server.url, 'Anna');
  await signUp(bert, server.url, 'Bartholomew');
  // A signed-in player's header (My games, Friends, the account) fits a phone in every language:
  // its links wrap, and none runs off the window (German's ran the language switch off).
  await bert.locator('[data-testid=my-games-link]').waitFor();
  for (const lang of ['de', 'ko', 'en']) {
    await switchLanguage(bert, lang);
    // Measured against the phone's width: a mobile page that overflows widens its own window.
    const rights = await bert.$$eval('.header-nav > *', (els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().right)),
    );
    expect(Math.max(...rights), lang).toBeLessThanOrEqual(390);
  }

  // Bert asks for one email per move.
  await bert.locator('#notice-email').fill('bert@example.org');
  await bert.getByLabel('one email for each move').check();
  await bert.getByRole('button', { name: 'Save', exact: true }).click();
  await bert.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  // The note speaks the page's language, switched after it was said.
  await switchLanguage(bert, 'de');
  await bert.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
  await switchLanguage(bert, 'en');
  await shot(bert, 'notice-settings-390');

  // Bert asks Anna to be friends by her account name; she accepts on her Friends page.
  await bert.goto(`${server.url}/friends`);
  await bert.locator('#friend-name').fill('Anna');
  await bert.getByRole('button', { name: 'Ask to be friends' }).click();
  await bert.getByRole('status').filter({ hasText: /Asked/ }).waitFor();
  await anna.goto(`${server.url}/friends`);
  await anna.getByRole('button', { name: 'Accept' }).click();
  await anna
    .getByRole('status')
    .filter({ hasText: /your friend now/ })
    .waitFor();
  expect(await pageProblems(anna)).toEqual([]);

  // Anna makes a turn-based table for the two of them: "New table" beside Bert opens the lobby's
  // form with him invited (a turn-based table, his seat kept for him).
  await anna
    .locator('.friend-row', { hasText: 'Bartholomew' })
    .getByRole('button', { name: /^New table/ })
    .click();
  await expect.poll(() => anna.locator('#create-name').inputValue()).toBe('Anna');
  await expect(anna.locator('.seat-setting .kept-tag').textContent()).resolves.toMatch(/Bartholomew/);
  await anna.locator('#create-seats').selectOption('2');
  await anna.locator('#seat-2').selectOption('human');
  await anna.getByLabel(/^Turn-based/).check();
  await anna.locator('#create-speed').selectOption('24h');
  await expect(anna.locator('#create-window').count()).resolves.toBe(0);
  await anna.locator('.table-kind').scrollIntoViewIfNeeded();
  await shot(anna, 'lobby-1280');
  await anna.locator('form.create-form button[type=submit]').click();
  await anna.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const tableId = new URL(anna.url()).pathname.split('/').pop()!;
  // Bert's header counts the invite; he accepts it in My games and sits at his kept seat.
  await bert.goto(`${server.url}/my-games`);
  await expect.poll(() => bert.locator('[data-testid=my-games-link]').textContent()).toBe('My games (1)');
  await bert.getByRole('button', { name: 'Accept and sit down' }).click();
  await bert.waitForURL(new RegExp(`/t/${tableId}$`));
  await bert.locator('.seat-list li.mine').waitFor();
  await startGame(anna);
  await bert.locator('.nobid-table').waitFor();

  // Every seat's clock beside its name: a day per move, two days to start; the mover's runs.
  for (const page of [anna, bert]) {
    await expect.poll(() => page.locator('.seat-clock').count()).toBe(2);
    await expect(page.locator('.seat-clock.running').count()).resolves.toBe(1);
    await expect(page.locator('.seat-clocks').textContent()).resolves.toMatch(
      /Anna.*left.*Bartholomew.*left/,
    );
  }
  // Anna answers windows ahead: her seat's orders, kept by the server and shown back by the view.
  const orders = anna.locator('#orders-preset');
  await expect.poll(() => orders.inputValue()).toBe('always-ask');
  await orders.selectOption('ask-if-targeted');
  await anna.reload();
  await expect.poll(() => anna.locator('#orders-preset').inputValue()).toBe('ask-if-targeted');
  await expect(bert.locator('#orders-preset').inputValue()).resolves.toBe('always-ask');

  const moverSeat = await anna.locator('.seat-clock.running').getAttribute('data-seat');
  const mover = moverSeat === '0' ? anna : bert;
  const waiter = mover === anna ? bert : anna;
  await shot(anna, 'table-clocks-1280');
  await shot(bert, 'table-clocks-390');

  // The first player moves until the turn leaves them; Bert is told by email if it is his.
  const mail = smtp.nextMail();
  await moveUntilTurnLeaves(mover, moverSeat!);
  if (waiter === bert) {
    const got = await mail;
    expect(got.text).toContain(`/t/${tableId}`);
    // Bert's header counts the game; My games lists it, and its link opens the table.
    await bert.goto(`${server.url}/my-games`);
    await bert.getByRole('heading', { name: 'Games waiting for you' }).waitFor();
    await expect.poll(() => bert.locator('[data-testid=my-games-link]').textContent()).toBe('My games (1)');
    await expect(bert.locator('.my-game').count()).resolves.toBe(1);
    expect(await pageProblems(bert)).toEqual([]);
    await shot(bert, 'my-games-390');
    await bert.getByRole('link', { name: 'Open' }).click();
    await bert.waitForURL(new RegExp(`/t/${tableId}$`));
    await bert.locator('.nobid-table').waitFor();
  } else {
    // Anna asked for no mail: none is sent, and her My games lists the table.
    await anna.goto(`${server.url}/my-games`);
    await expect.poll(() => anna.locator('.my-game').count()).toBe(1);
    await shot(anna, 'my-games-1280');
    await anna.goto(`${server.url}/t/${tableId}`);
    await anna.locator('.nobid-table').waitFor();
  }

  // The other moves; the first player, back at the table, sees first what happened meanwhile.
  await moveUntilTurnLeaves(waiter, moverSeat === '0' ? '1' : '0');
  await mover.reload();
  await mover.locator('.since-banner').waitFor();
  await expect(mover.locator('.log-lines .since-mark').count()).resolves.toBe(1);
  expect(await mover.locator('.log-lines li.new').count()).toBeGreaterThan(0);
  await shot(mover, mover === anna ? 'since-1280' : 'since-390');
});

/**
 * Plays the page's seat until it owes nothing and its log has grown since the call: its clock
 * alone stops for a moment after a pass on a window, before the window closes and anything new
 * happens (a pass writes no line), and the table then would show nothing new since.
 */
async function moveUntilTurnLeaves(page: Page, seat: string): Promise<void> {
  const ownClock = page.locator(`.seat-clock.running[data-seat="${seat}"]`);
  const lines = page.locator('.log-lines li');
  const before = await lines.count();
  await expect
    .poll(
      async () => {
        if ((await ownClock.count()) === 0 && (await lines.count()) > before) return 'moved';
        await playStep(page);
        return 'playing';
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe('moved');
}
