/**
 * A finished game's replay in the browser: a short No Bid game (the creator's seat played by a
 * bot while away, and a second player who never came and is still away), its results link to
 * the replay, the replay steps through the game, at every step with every final hand revealed and
 * nothing live (no prompt, no reaction bar, no "away" from today's presence), the hard bot's
 * analysis answers at one of our own decisions, and the end reveals every hand. A stranger (no
 * seat token) gets no replay of the private table.
 */
import { expect, it } from 'vitest';
import type { ApiTable } from './api-tables.ts';
import { openSeat } from './api-tables.ts';
import { pageProblems } from './axe.ts';
import { useServerAndBrowser } from './fixtures.ts';

// The creator never connects until the end: after a grace period of 0 a bot plays the seat.
const env = useServerAndBrowser({ GRACE_SECONDS: '0' });

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Alice (seat 0), Bob (seat 1, who takes his seat and never opens the table) and a bot. */
async function tableWithAbsentBob(base: string): Promise<ApiTable> {
  const created = await post<{ table: { id: string }; seat: number; seatToken: string }>(
    base,
    '/api/tables',
    {
      name: 'Alice',
      settings: {
        game: 'nobid',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'medium' }],
        language: 'en',
        reactionWindowSeconds: 0.5,
        turnTimerSeconds: 60,
        visibility: 'private',
        options: { turnCap: 4 },
      },
    },
  );
  const table = { id: created.table.id, seat: created.seat, token: created.seatToken };
  await post(base, `/api/tables/${table.id}/join`, { name: 'Bob' });
  await post(base, `/api/tables/${table.id}/start`, { seatToken: table.token });
  return table;
}

it('opens the replay from the results, steps through it, asks the hard bot and reveals the hands', async () => {
  const base = env.server.url;
  const table = await tableWithAbsentBob(base);
  for (let i = 0; ; i++) {
    const info = (await (await fetch(`${base}/api/tables/${table.id}`)).json()) as {
      status: string;
      seats: { connected: boolean; autoplay: boolean }[];
    };
    if (info.status === 'over') {
      // Today Bob is away, his seat played by a bot: what a replay must not show of a past turn.
      expect(info.seats[1]).toMatchObject({ connected: false, autoplay: true });
      break;
    }
    if (i > 240) throw new Error('the game did not end');
    await new Promise((r) => setTimeout(r, 500));
  }
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openSeat(page, base, table);
  await page.locator('.win-panel').waitFor();
  await page.getByRole('link', { name: 'Watch the replay' }).click();
  await page.waitForURL((url) => url.pathname === `/replay/${table.id}`);
  const position = page.locator('.replay-position');
  await expect(position.textContent()).resolves.toMatch(/^Step 1 of \d+/);
  const steps = Number(/of (\d+)/.exec((await position.textContent()) ?? '')![1]);
  expect(steps).toBeGreaterThan(4);

  // Forward and back, by button and by key; the log follows.
  const forward = page.getByRole('button', { name: 'Step forward' });
  await forward.click();
  await forward.click();
  await expect(position.textContent()).resolves.toMatch(/^Step 3 of/);
  const lines = await page.locator('.log-lines li').count();
  await page.keyboard.press('ArrowLeft');
  await expect(position.textContent()).resolves.toMatch(/^Step 2 of/);
  await expect(page.locator('.log-lines li').count()).resolves.toBeLessThanOrEqual(lines);

  // Every final hand may be revealed at any step of the finished game, and the choice holds as
  // one steps back and forward. A replay is not a live table: at no step a prompt ("Draw a card
  // instead"), a reaction bar, or "away" / "played by a bot" from today's presence.
  const reveal = page.getByLabel('Reveal all hands');
  await expect(reveal.isEnabled()).resolves.toBe(true);
  const hint = await page.locator('label', { has: reveal }).getAttribute('title');
  expect(hint).toBe('Every player’s hand as the game ended, shown at every step.');
  await reveal.check();
  await page.getByRole('button', { name: 'Step back' }).click();
  for (let step = 1; ; step++) {
    await expect(position.textContent()).resolves.toMatch(new RegExp(`^Step ${step} of`));
    await expect(reveal.isChecked()).resolves.toBe(true);
    await expect(page.locator('.reveal-seat').count()).resolves.toBe(3);
    await expect(page.getByRole('button', { name: 'Draw a card instead' }).count()).resolves.toBe(0);
    await expect(page.locator('.reaction-bar, .prompt, .tag-away').count()).resolves.toBe(0);
    await expect(page.getByText('played by a bot until they return').count()).resolves.toBe(0);
    if (step === steps) break;
    await forward.click();
  }
  await reveal.uncheck();
  await page.getByRole('button', { name: 'First step' }).click();

  // On to one of our own decisions with a choice, and ask the hard bot.
  const ask = page.getByRole('button', { name: 'What would the hard bot do?' });
  for (let i = 0; i < steps && (await ask.count()) === 0; i++) await forward.click();
  await ask.click();
  await page.locator('.analysis-table').waitFor({ timeout: 60_000 });
  // The headline names the row tagged as the bot's, and says why it plays it.
  const headline = (await page.locator('.analysis-choice').textContent()) ?? '';
  expect(headline).toMatch(/^The hard bot’s move: .+/);
  const botRow = page.locator('.analysis-table tr.bot-choice th');
  expect(await botRow.textContent()).toContain(headline.replace('The hard bot’s move: ', ''));
  await expect(page.locator('.analysis-why').textContent()).resolves.toMatch(
    /best win estimate|within noise|estimates higher|tried it most|only move/,
  );
  const rows = page.locator('.analysis-table tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.first().locator('td').first().textContent()).resolves.toMatch(/^\d+% \(\d+%–\d+%\)/);
  // Every searched row draws its interval; no two rows read the same.
  const searched = page.locator('.analysis-table tbody tr:not(.unsearched)');
  await expect(page.locator('.analysis-table .interval-bar').count()).resolves.toBe(await searched.count());
  const labels = await page.locator('.analysis-table tbody th').allTextContents();
  expect(new Set(labels).size).toBe(labels.length);
  await expect(page.locator('.analysis-table .tag-bot').count()).resolves.toBe(1);
  await expect(page.locator('.analysis-verdict').textContent()).resolves.toMatch(
    /Your move is the hard bot’s|best win estimate of the \d+ moves searched|ranks \d+ of \d+ searched|did not weigh your move|no move/,
  );
  // axe finds nothing serious, and the page has one h1.
  expect(await pageProblems(page)).toEqual([]);

  // The end: every hand revealed.
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect(position.textContent()).resolves.toMatch(
    new RegExp(`^Step ${steps} of ${steps} · Turn \\d+$`),
  );
  await reveal.check();
  await expect(page.locator('.reveal-seat').count()).resolves.toBe(3);
  await context.close();

  // A stranger has no seat token: the private table's replay does not exist for them.
  const stranger = await env.browser.newPage();
  await stranger.goto(`${base}/replay/${table.id}`);
  await stranger.getByRole('heading', { name: 'There is no replay here' }).waitFor();
  await stranger.close();
});
