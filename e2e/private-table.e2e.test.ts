/**
 * A private table's game is its players' alone: a guest who watched its waiting room through the
 * link, and a stranger who opens the link after the start, are both told so in their language,
 * never left on "Connecting…" or an empty waiting room.
 */
import { expect, it } from 'vitest';
import { createTable, startGame } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

it('tells a guest of the waiting room, and a stranger after the start, that the game is private', async () => {
  const host = await (await env.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const id = await createTable(host, env.server.url, {
    name: 'Ann',
    others: ['easy'],
    visibility: 'private',
  });

  const guest = await (await env.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await guest.goto(`${env.server.url}/t/${id}`);
  await guest.locator('.waiting-room').waitFor();

  await startGame(host);
  await guest.locator('h1', { hasText: 'This game is private' }).waitFor({ timeout: 15_000 });
  await expect(guest.locator('.nobid-table').count()).resolves.toBe(0);

  const stranger = await (await env.browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  // The page's own clock, so that the fading below is moved on, not waited out.
  await stranger.clock.install();
  await stranger.addInitScript(() => localStorage.setItem('nobid.lang', 'ko'));
  await stranger.goto(`${env.server.url}/t/${id}`);
  await stranger.locator('h1', { hasText: '비공개 게임입니다' }).waitFor({ timeout: 15_000 });
  // It stays said after the refusal itself has faded (problems fade after 6 s).
  await stranger.clock.runFor(6_500);
  await expect(stranger.locator('h1', { hasText: '비공개 게임입니다' }).count()).resolves.toBe(1);
  for (const p of [host, guest, stranger]) await p.context().close();
});
