/**
 * Drives the web client the way a person does: through labels, roles and button names.
 */
import type { Locator, Page } from 'playwright-core';

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

/**
 * A card on the table is a face (`.card`, with its state: raised, dimmed, lit, type-…) with its
 * button laid over it (`.card-hit`, named by the card). `cardButton('.hand', id)` is the button.
 */
export const cardButton = (scope: string, id: number | string): string =>
  `${scope} .card[data-card="${id}"] > button.card-hit`;

/** The card ids in this page's hand, in order. */
export async function handCards(page: Page): Promise<number[]> {
  return page.$$eval('.hand .card[data-card]', (els) => els.map((e) => Number(e.getAttribute('data-card'))));
}

export async function logLines(page: Page): Promise<string[]> {
  return page.$$eval('.log-lines li', (els) => els.map((e) => e.textContent ?? ''));
}

/** What the prompt at the bottom asks now ('act', 'discard', ...), or null. */
export async function promptKind(page: Page): Promise<string | null> {
  const prompt = page.locator('.prompt[data-prompt]');
  return (await prompt.count()) ? prompt.getAttribute('data-prompt') : null;
}

/**
 * Clicks unless the control goes away first: the table moves on its own (timers, bots), so a
 * button seen a moment ago may be gone or disabled by the time it is clicked.
 */
export async function tryClick(locator: Locator): Promise<boolean> {
  try {
    await locator.click({ timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cursor each page showed just before `decide`'s last click. `playStep` waits for a cursor
 * newer than this one, not the one it read before deciding: a bot's update that lands between
 * the two is what the decision was made on, and taking it for our action's answer leaves the
 * next step reading a stale prompt (a turn that has in fact moved on to a hand-limit discard).
 */
const clickedAt = new WeakMap<Page, number>();

/** `tryClick`, noting the cursor the page shows at the moment of the click. */
async function stepClick(locator: Locator): Promise<boolean> {
  const page = locator.page();
  clickedAt.set(page, await shownCursor(page));
  return tryClick(locator);
}

/**
 * The seat's cursor the table shows now (it grows with every update the seat is sent, its own
 * actions' too), without waiting for one: -1 when there is no table.
 */
const shownCursor = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector('.nobid-table')?.getAttribute('data-cursor') ?? -1));

/** Clicks a hand card twice: select, then play (or discard). */
async function playCard(page: Page, selector: string): Promise<boolean> {
  const card = page.locator(selector).first();
  if (!(await card.count())) return false;
  const id = await card.getAttribute('data-card').catch(() => null);
  if (id === null) return false;
  const exact = page.locator(cardButton('.hand', id));
  if (!(await stepClick(exact))) return false;
  // A card with a target lights the legal ones: take the first (a player, a Position, a currency).
  if ((await promptKind(page)) === 'target') return pickFirstTarget(page);
  return stepClick(exact);
}

async function pickFirstTarget(page: Page): Promise<boolean> {
  const target = page
    .locator(
      '.opponent.lit .pick-seat, .book .card.lit > .card-hit, .prompt[data-prompt=target] .prompt-actions .btn',
    )
    .first();
  return stepClick(target);
}

/** Waits until the table shows a newer cursor than `before` (our action was taken), or 10 s. */
async function settled(page: Page, before: number): Promise<void> {
  await page
    .waitForFunction(
      (v) => Number(document.querySelector('.nobid-table')?.getAttribute('data-cursor') ?? -1) > v,
      before,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

export interface Strategy {
  /** Card types to play, in order of preference, among the raised (playable) cards. */
  readonly play: readonly string[];
  /** Draw instead of playing while the hand is smaller than this. */
  readonly drawBelow?: number;
}

export const POSITIONS_FIRST: Strategy = { play: ['position', 'leverage'] };

/**
 * Takes one step for whatever this seat is asked right now and returns what it did, or null when
 * nothing was asked: passes every window, takes the first choice of any other prompt, and on its
 * turn plays by `strategy` or draws.
 */
export async function playStep(page: Page, strategy: Strategy = POSITIONS_FIRST): Promise<string | null> {
  clickedAt.delete(page);
  const did = await decide(page, strategy);
  // Do not look again before the server has taken the action: a stale prompt would be answered twice.
  if (did && did !== 'over') await settled(page, clickedAt.get(page) ?? -1);
  return did;
}

async function decide(page: Page, strategy: Strategy): Promise<string | null> {
  if (await page.locator('.win-panel').count()) return 'over';
  const pass = page.locator('.reaction-bar .btn-pass:not([disabled])');
  if (await pass.count()) return (await stepClick(pass)) ? 'pass' : null;
  switch (await promptKind(page)) {
    case 'stop-loss':
    case 'target':
      return (await stepClick(page.locator('.prompt .prompt-actions .btn').last())) ? 'decline' : null;
    case 'stop-out':
      return (await stepClick(page.locator('.prompt .prompt-actions .card > .card-hit').first()))
        ? 'stop-out'
        : null;
    case 'discard':
      return (await playCard(page, '.hand .card[data-card]')) ? 'discard' : null;
    case 'act': {
      const hand = await handCards(page);
      if (hand.length >= (strategy.drawBelow ?? 0)) {
        for (const type of strategy.play) {
          if (await playCard(page, `.hand .card.raised.type-${type}`)) return `play ${type}`;
        }
      }
      return (await stepClick(page.locator('.prompt[data-prompt=act] .prompt-actions .btn').last()))
        ? 'draw'
        : null;
    }
    default:
      return null;
  }
}
