/**
 * Chat and watching in the browser: a quick phrase sent from an English seat reads in Korean at
 * the other seat, and someone in the lobby opens the running game from "Games to watch" with one
 * click and sees the Watching badge, while the players see the spectators' count. On a phone
 * the quick phrases are one row that scrolls sideways, faded at the edge that hides more.
 */
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openSeat as openApiSeat, startedTable } from './api-tables.ts';
import { pageProblems } from './axe.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${env.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function openSeat(browser: Browser, tableId: string, seat: number, token: string, lang: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.addInitScript(
    ([key, value, language]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('nobid.lang', language);
    },
    [`nobid.seat.${tableId}`, JSON.stringify({ seat, token }), lang] as const,
  );
  await page.goto(`${env.server.url}/t/${tableId}`);
  await page.locator('.nobid-table').waitFor();
  return page;
}

const chatLine = (page: Page, text: string) => page.locator('.chat-line', { hasText: text });

it('a quick phrase reads in each player’s language; a spectator from the watch list sees the badge', async () => {
  type Created = { table: { id: string }; seatToken: string };
  const created = await post<Created>('/api/tables', {
    name: 'Ann',
    settings: {
      game: 'nobid',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      turnTimerSeconds: 600,
      visibility: 'public',
    },
  });
  const id = created.table.id;
  const joined = await post<{ seatToken: string }>(`/api/tables/${id}/join`, { name: 'Bo' });
  await post(`/api/tables/${id}/start`, { seatToken: created.seatToken });
  const ann = await openSeat(env.browser, id, 0, created.seatToken, 'en');
  const bo = await openSeat(env.browser, id, 1, joined.seatToken, 'ko');

  await ann.getByRole('button', { name: 'Nice No Bid!', exact: true }).click();
  await chatLine(bo, '멋진 노 비드!').waitFor({ timeout: 10_000 });
  await chatLine(ann, 'Nice No Bid!').waitFor();
  expect(await bo.locator('.chat-line', { hasText: 'Nice No Bid!' }).count()).toBe(0);
  // Free text is sent as written, and shown as text.
  await bo.getByRole('textbox', { name: '테이블에 한마디' }).fill('<b>안녕</b>');
  await bo.getByRole('button', { name: '보내기' }).click();
  await chatLine(ann, '<b>안녕</b>').waitFor({ timeout: 10_000 });
  expect(await ann.locator('.chat-line b').count()).toBe(0);
  // The chat with lines in it (mute and report on each) passes axe like the rest of the table.
  expect(await pageProblems(bo)).toEqual([]);

  const carol = await (await env.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await carol.addInitScript(() => localStorage.setItem('nobid.lang', 'en'));
  await carol.goto(env.server.url);
  await carol.getByRole('link', { name: 'Watch the game of Ann, Bo' }).click();
  await carol.locator('.watching-badge', { hasText: 'Watching' }).waitFor({ timeout: 10_000 });
  await carol.locator('.nobid-table').waitFor();
  expect(await carol.locator('.hand').count()).toBe(0);
  await ann.locator('.spectator-count', { hasText: '1 spectator' }).waitFor({ timeout: 10_000 });
  // The spectator reads the players' chat (its tab on a phone).
  await carol.getByRole('tab', { name: 'Chat' }).click();
  await chatLine(carol, 'Nice No Bid!').waitFor({ timeout: 10_000 });
});

it('on a phone every quick phrase is in full view: the row wraps, nothing is cut at an edge', async () => {
  const context = await screenContext(env.browser, 360, 740);
  const page = await context.newPage();
  const table = await startedTable(env.server.url, 'Jürgen', { bots: ['medium'], language: 'de' });
  await openApiSeat(page, env.server.url, table, 'de');
  await page.getByRole('tab', { name: /^Chat/ }).click();
  const row = page.locator('.chat-phrases');
  await row.getByRole('button', { name: 'Hallo!' }).waitFor();
  // Nine German phrases are wider than a 360 px phone: they take two lines or more, none hidden.
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(false);
  const cut = await row.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('button')]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > innerWidth;
      })
      .map((b) => b.textContent);
  });
  expect(cut).toEqual([]);
  // The input's hint fits its box, and a line says when it was written.
  const fits = await page.locator('.chat-input').evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = style.font;
    const pad = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    return ctx.measureText(input.placeholder).width + pad <= input.clientWidth;
  });
  expect(fits).toBe(true);
  await row.getByRole('button', { name: 'Revanche?' }).click();
  await chatLine(page, 'Revanche?').waitFor({ timeout: 10_000 });
  await expect(page.locator('.chat-line .chat-time').first().textContent()).resolves.toMatch(/\d{1,2}:\d{2}/);
  await context.close();
});
