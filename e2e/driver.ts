/**
 * Drives the web client the way a person does: through labels, roles and button names.
 */
import type { Page } from 'playwright-core';

export interface NewTable {
  readonly name: string;
  /** The seats after yours: 'human' or a bot level. */
  readonly others: readonly ('human' | 'easy' | 'medium' | 'hard')[];
  readonly windowSeconds?: number;
  readonly timerSeconds?: number;
  readonly language?: 'en' | 'de' | 'ko';
  readonly visibility?: 'public' | 'private';
}

/** Creates a table from the lobby form and returns its id (the page is left on the table). */
export async function createTable(page: Page, base: string, table: NewTable): Promise<string> {
  await page.goto(base);
  await page.locator('#create-name').fill(table.name);
  await page.locator('#create-seats').selectOption(String(table.others.length + 1));
  for (const [i, seat] of table.others.entries()) {
    await page.locator(`#seat-${i + 2}`).selectOption(seat);
  }
  if (table.language) await page.locator('#create-lang').selectOption(table.language);
  await page.locator('#create-window').fill(String(table.windowSeconds ?? 2));
  await page.locator('#create-timer').fill(String(table.timerSeconds ?? 60));
  if (table.visibility === 'private') await page.locator('input[name=visibility][value=private]').check();
  await page.locator('form.create-form button[type=submit]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

export async function joinTable(page: Page, base: string, tableId: string, name: string): Promise<void> {
  await page.goto(`${base}/t/${tableId}`);
  await page.locator('#join-name').fill(name);
  await page.locator('.seat-list button.btn-primary').first().click();
  await page.locator('.seat-list li.mine').waitFor();
}

export async function startGame(page: Page): Promise<void> {
  const start = page.locator('.waiting-room button.btn-big');
  await start.waitFor();
  await page.waitForFunction(() => {
    const b = document.querySelector<HTMLButtonElement>('.waiting-room button.btn-big');
    return b !== null && !b.disabled;
  });
  await start.click();
  await page.locator('.nobid-table').waitFor({ timeout: 30_000 });
}

/** The card ids in this page's hand, in order. */
export async function handCards(page: Page): Promise<number[]> {
  return page.$$eval('.hand button.card', (els) => els.map((e) => Number(e.getAttribute('data-card'))));
}

/**
 * Takes one step of a simple strategy for whatever this seat is asked right now; returns what it
 * did, or null when nothing was asked. Positions first, then Leverage, then draw; pass every window.
 */
export async function playSimply(page: Page): Promise<string | null> {
  if (await page.locator('.win-panel').count()) return 'over';
  const pass = page.locator('.reaction-bar .btn-pass:not([disabled])');
  if (await pass.count()) {
    await pass.click();
    return 'pass';
  }
  const prompt = page.locator('.prompt');
  if (!(await prompt.count())) return null;
  // Stop Loss, Stop Out and discards: take the first choice offered.
  const stopLoss = prompt.locator('.prompt-actions .btn').first();
  const title = (await prompt.locator('.prompt-title').textContent()) ?? '';
  const promptCards = prompt.locator('.prompt-actions button.card');
  if (await promptCards.count()) {
    await promptCards.first().click();
    return 'stop-out';
  }
  const raised = page.locator('.hand button.card.raised');
  if (/discard|ablegen|버리/i.test(title)) {
    const first = page.locator('.hand button.card').first();
    await first.click();
    await first.click();
    return 'discard';
  }
  if (await page.locator('.prompt .btn-draw, .prompt-actions').count()) {
    for (const type of ['position', 'leverage']) {
      const card = raised.and(page.locator(`.type-${type}`)).first();
      if (await card.count()) {
        await card.click();
        await card.click();
        return `play ${type}`;
      }
    }
  }
  const draw = prompt.getByRole('button', { name: /draw a card instead|stattdessen|대신/i });
  if (await draw.count()) {
    await draw.click();
    return 'draw';
  }
  if (await stopLoss.count()) {
    await stopLoss.click();
    return 'prompt';
  }
  return null;
}
