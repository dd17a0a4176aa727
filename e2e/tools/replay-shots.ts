/**
 * Screenshots of the replay viewer: a short No Bid and a short Startups game played by bots
 * (the creator's seat too, after a grace period of 0), then the replay opened as the creator in
 * en, de and ko at 1280×800 and 390×844, at a decision with the hard bot's analysis shown and at
 * the end with every hand revealed.
 *   node --import tsx e2e/tools/replay-shots.ts [out-dir]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer } from '../harness.ts';

const out = process.argv[2] ?? 'replay-shots';
mkdirSync(out, { recursive: true });

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

async function finishedTable(base: string, game: 'nobid' | 'startups') {
  const created = await post<{ table: { id: string }; seatToken: string }>(base, '/api/tables', {
    name: 'Alice',
    settings: {
      game,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'medium' }, { kind: 'bot', level: 'medium' }],
      reactionWindowSeconds: 0.5,
      visibility: 'private',
      options: { turnCap: game === 'nobid' ? 5 : 8 },
    },
  });
  const id = created.table.id;
  await post(base, `/api/tables/${id}/start`, { seatToken: created.seatToken });
  for (;;) {
    const info = (await (await fetch(`${base}/api/tables/${id}`)).json()) as { status: string };
    if (info.status === 'over') return { id, token: created.seatToken };
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function open(page: Page, base: string, t: { id: string; token: string }, lang: string) {
  await page.addInitScript(
    ([key, seat, language]) => {
      localStorage.setItem(key, seat);
      localStorage.setItem('nobid.lang', language);
    },
    [`nobid.seat.${t.id}`, JSON.stringify({ seat: 0, token: t.token }), lang] as const,
  );
  await page.goto(`${base}/replay/${t.id}`);
  await page.locator('.replay-bar').waitFor();
}

const server = await startServer({ env: { GRACE_SECONDS: '0' } });
const browser = await launchBrowser();
try {
  const tables = {
    nobid: await finishedTable(server.url, 'nobid'),
    startups: await finishedTable(server.url, 'startups'),
  };
  for (const [game, table] of Object.entries(tables)) {
    for (const lang of ['en', 'de', 'ko']) {
      for (const [size, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        if (size === 'phone' && lang === 'de') continue;
        const page = await browser.newPage({ viewport });
        await open(page, server.url, table, lang);
        // Forward to the first decision of our own that offers a choice, and ask the bot.
        const ask = page.locator('.analysis button');
        for (let i = 0; i < 200 && (await ask.count()) === 0; i++)
          await page.locator('.replay-steps button').nth(3).click();
        if ((await ask.count()) > 0) {
          await ask.click();
          await page.locator('.analysis-table').waitFor({ timeout: 60_000 });
        }
        await page.screenshot({ path: join(out, `${game}-${lang}-${size}-analysis.png`), fullPage: true });
        await page.locator('.replay-steps button').nth(4).click();
        await page.locator('.replay-options input[type=checkbox]').check();
        await page.screenshot({ path: join(out, `${game}-${lang}-${size}-end.png`), fullPage: true });
        await page.close();
      }
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
  server.cleanup();
}
