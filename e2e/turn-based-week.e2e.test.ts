/**
 * Issue 31's acceptance check: three accounts play a rated three-seat turn-based No Bid table
 * (a day per move) over a simulated week, on a server clock the test moves ahead (no sleeps).
 * Every move mails the next player through a real SMTP server, and the next move is made from
 * the page the mail's link opens. Standing orders answer the windows of the cards played, so no
 * one is asked while away. The server is restarted mid-game on the same data and port, and
 * nothing is lost. The third player goes away: her clock runs out, the others skip her seat
 * (not before the skip grace), a bot plays it after the second period, and she takes it back by
 * opening the table. The game ends at its turn cap (a No Bid option: the default edition, so
 * the table can be rated), and every account's rating moves.
 */
import { startSmtp, type TestSmtp } from '@nobid/notify/testing';
import type { PlayerProfile } from '@nobid/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from './accounts.ts';
import { joinTable, playStep, type Strategy, startGame } from './driver.ts';
import { screenContext } from './fixtures.ts';
import { freePort, launchBrowser, type RunningServer, startServer } from './harness.ts';
import { type ServerClock, serverClock } from './server-clock.ts';

const HOUR = 3_600_000;
/** How long a page may take to show what the server did (a loaded machine). */
const SHOWN = { timeout: 15_000 };
/** Turns in the game: the third player's second turn is skipped, her third is the bot's. */
const TURNS = 12;

let smtp: TestSmtp;
let clock: ServerClock;
let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  smtp = await startSmtp();
  clock = serverClock();
  const port = await freePort();
  [server, browser] = await Promise.all([
    startServer({
      port,
      entry: clock.start.entry,
      env: {
        ...clock.start.env,
        SMTP_URL: smtp.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
  clock?.cleanup();
  await smtp?.close();
});

interface Player {
  readonly name: string;
  readonly page: Page;
  readonly email: string;
  seat: number;
}

/** One Position on the turn (the others' standing orders answer its windows), then the turn ends. */
const ONE_POSITION: Strategy = { play: ['position'] };
const END_TURN: Strategy = { play: [] };

it('plays a rated turn-based game of three accounts over a week: mails, orders, a restart, a run-out seat', async () => {
  const players: Player[] = [];
  for (const [name, width, height] of [
    ['Anna', 1280, 800],
    ['Bert', 390, 844],
    ['Cleo', 1280, 800],
  ] as const) {
    const page = await (await screenContext(browser, width, height)).newPage();
    players.push({ name, page, email: `${name.toLowerCase()}@example.org`, seat: -1 });
  }
  const [anna, bert, cleo] = players as [Player, Player, Player];
  await Promise.all(
    players.map(async (p) => {
      await signUp(p.page, server.url, p.name);
      // One email for each move.
      await p.page.locator('#notice-email').fill(p.email);
      await p.page.getByLabel('one email for each move').check();
      await p.page.getByRole('button', { name: 'Save', exact: true }).click();
      await p.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    }),
  );
  for (const p of players) expect((await profile(p.name)).ratings).toEqual([]);

  // Anna makes a rated turn-based table for three, a day per move; the request gets a turn cap
  // (a No Bid option: the default edition is kept, which a rated table needs).
  const page = anna.page;
  await page.goto(server.url);
  await expect.poll(() => page.locator('#create-name').inputValue(), SHOWN).toBe('Anna');
  await page.locator('#create-seats').selectOption('3');
  await page.locator('#seat-2').selectOption('human');
  await page.locator('#seat-3').selectOption('human');
  await page.getByLabel(/^Turn-based/).check();
  await page.locator('#create-speed').selectOption('24h');
  await page.getByLabel(/^Rated/).check();
  let sent: Record<string, unknown> = {};
  await page.route('**/api/tables', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = JSON.parse(route.request().postData() ?? '{}') as { settings: Record<string, unknown> };
    body.settings.options = { ...(body.settings.options as object), turnCap: TURNS };
    sent = body.settings;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.locator('form.create-form button[type=submit]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  expect(sent).toMatchObject({ kind: 'turn-based', speed: '24h', rated: true });
  const tableId = new URL(page.url()).pathname.split('/').pop()!;
  await joinTable(bert.page, server.url, tableId, 'Bert');
  await joinTable(cleo.page, server.url, tableId, 'Cleo');
  await startGame(page);
  for (const p of players) {
    await p.page.locator('.nobid-table').waitFor();
    await expect.poll(() => p.page.locator('.seat-clock.running').count(), SHOWN).toBe(1);
    p.seat = Number(
      await p.page.locator('.seat-clock', { has: p.page.locator('.you') }).getAttribute('data-seat'),
    );
  }
  expect(players.map((p) => p.seat).sort()).toEqual([0, 1, 2]);

  // Who moves first, second and third (the game draws the first player).
  const first = Number(await page.locator('.seat-clock.running').getAttribute('data-seat'));
  const order = [0, 1, 2].map((k) => players.find((p) => p.seat === (first + k) % 3)!);
  const [p1, p2, away] = order as [Player, Player, Player];
  const moverOf = (turn: number) => order[(turn - 1) % 3]!;

  // Standing orders, chosen ahead: the first asks when a card targets them, the third (about to
  // go away) passes on everything, the second asks when another would win.
  const presets = new Map([
    [p1, 'ask-if-targeted'],
    [p2, 'ask-if-another-would-win'],
    [away, 'pass-all'],
  ]);
  for (const [p, preset] of presets) {
    await expect.poll(() => p.page.locator('#orders-preset').inputValue(), SHOWN).toBe('always-ask');
    await p.page.locator('#orders-preset').selectOption(preset);
  }
  for (const [p, preset] of presets) {
    await p.page.reload();
    await expect.poll(() => p.page.locator('#orders-preset').inputValue(), SHOWN).toBe(preset);
  }
  // The third player leaves the table (and reads no mail for a while).
  await away.page.goto('about:blank');

  // A window that asks someone at the table (their orders said ask) is passed there; during a
  // player's move (not the bot's), it is counted.
  const asked = new Map<Player, number>(players.map((p) => [p, 0]));
  const answerAsks = async (mover: Player | null) => {
    for (const other of players) {
      if (other === mover || !other.page.url().includes('/t/')) continue;
      if (await other.page.locator('.reaction-bar .btn-pass:not([disabled])').count()) {
        if (mover) asked.set(other, (asked.get(other) ?? 0) + 1);
        await playStep(other.page);
      }
    }
  };
  const mails = new Mailbox(smtp, () => answerAsks(null));
  /** The mover's turn, from the page the mail's link opens: a Position on its first turns. */
  const move = async (turn: number, think: number) => {
    const p = moverOf(turn);
    clock.advance(think);
    const link = await mails.turnLink(p.email, tableId);
    await p.page.goto(link);
    await p.page.locator('.nobid-table').waitFor();
    await playTurn(p, turn <= 5 ? 1 : 0, answerAsks);
  };

  // Day 0: the first player moves at the table. Every later move is made from the mail's link.
  clock.advance(8 * HOUR);
  await playTurn(p1, 1, answerAsks);
  // The second player, 30 hours later: their running clock says what the server's clock does.
  clock.advance(30 * HOUR);
  const link2 = await mails.turnLink(p2.email, tableId);
  await p2.page.goto(link2);
  const ownClock = p2.page.locator(`.seat-clock.running[data-seat="${p2.seat}"] .seat-clock-time`);
  await expect.poll(() => ownClock.textContent(), SHOWN).toMatch(/^1[78] hr( \d+ min)? left, running$/);
  await playTurn(p2, 1, answerAsks);

  // Turn 3: the third player never comes. Her clock (two days) runs out; everyone sees it.
  await mails.turnLink(away.email, tableId);
  clock.advance(48 * HOUR + 60_000);
  const outClock = (p: Player) => p.page.locator(`.seat-clock.out[data-seat="${away.seat}"]`);
  await outClock(p1).waitFor({ timeout: 20_000 });
  await outClock(p2).waitFor();
  // Not skippable before the skip grace (an hour): the server refuses, and no page offers it;
  // then the first player skips her with the button beside her clock.
  expect(await skip(p1, tableId, away.seat)).toMatchObject({ status: 409, message: /may be skipped from/ });
  await expect(p1.page.locator('.seat-skip').count()).resolves.toBe(0);
  clock.advance(HOUR);
  await skipTurn(p1, away.seat);
  mails.drop(away.email);
  await move(4, 3 * HOUR);

  // The server restarts between two moves (same data directory, same port): nothing is lost.
  await p1.page.reload();
  await p1.page.locator('.nobid-table').waitFor();
  const before = await tableFacts(p1.page);
  await mails.waitFor(p2.email);
  await server.stop();
  server = await server.restart();
  for (const p of [p1, p2]) await p.page.reload();
  await expect.poll(() => tableFacts(p1.page), SHOWN).toEqual(before);
  for (const p of [p1, p2])
    await expect.poll(() => p.page.locator('#orders-preset').inputValue(), SHOWN).toBe(presets.get(p));
  await outClock(p2).waitFor();
  await move(5, 3 * HOUR);

  // Turn 6: her seat owes a move again, still run out: the second player skips it at once.
  await mails.turnLink(away.email, tableId);
  await skipTurn(p2, away.seat);
  await move(7, 3 * HOUR);
  mails.drop(away.email);
  await move(8, 3 * HOUR);

  // Turn 9: a day after her clock ran out, a bot plays her seat; the others see it say so.
  await mails.turnLink(away.email, tableId);
  const botTag = (p: Player) =>
    p.page.getByRole('article', { name: away.name, exact: true }).locator('.tag-bot');
  clock.advance(12 * HOUR);
  await botTag(p1).waitFor({ timeout: 20_000 });
  // The bot's move mails the first player, whose turn it is.
  const link10 = await mails.turnLink(p1.email, tableId);

  // She comes back two hours later through her last mail's link and takes her seat back: one
  // move's time on her clock, and the bot's tag is gone from the others' tables.
  clock.advance(2 * HOUR);
  await away.page.goto(mails.last(away.email, tableId));
  await away.page.locator('.nobid-table').waitFor();
  await expect
    .poll(
      () => away.page.locator(`.seat-clock[data-seat="${away.seat}"] .seat-clock-time`).textContent(),
      SHOWN,
    )
    .toBe('1 day left');
  await expect.poll(() => botTag(p1).count(), SHOWN).toBe(0);
  await p1.page.goto(link10);
  await p1.page.locator('.nobid-table').waitFor();
  clock.advance(10 * HOUR);
  await playTurn(p1, 0, answerAsks);
  await move(11, 30 * HOUR);
  await move(12, 20 * HOUR);

  // The game ends at its cap; every table shows the ratings' changes, one per account.
  for (const p of players) await p.page.locator('.win-panel').waitFor({ timeout: 20_000 });
  await page.locator('.results-stats thead th', { hasText: 'Rating' }).waitFor({ timeout: 10_000 });
  const cells = await page.locator('.results-stats tbody tr td:last-child').allTextContents();
  expect(cells).toHaveLength(3);
  expect(cells.every((c) => /^[+−]\d|^0$/.test(c))).toBe(true);
  for (const p of players) {
    const [rating] = (await profile(p.name)).ratings;
    expect(rating).toMatchObject({ game: 'nobid', games: 1 });
    expect(rating!.ordinal).not.toBe(0);
  }
  // Standing orders answered the windows of every Position played: nobody was asked.
  expect([...asked.values()]).toEqual([0, 0, 0]);
  // A simulated week went by.
  expect(clock.offset).toBeGreaterThanOrEqual(7 * 24 * HOUR);
});

async function profile(name: string): Promise<PlayerProfile> {
  const res = await fetch(`${server.url}/api/players/${name}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PlayerProfile;
}

/** What a restart must keep, as a seat's table shows it: the log, the hand, the clocks' states. */
async function tableFacts(page: Page) {
  return {
    log: await page.locator('.log-lines li').count(),
    hand: await page.$$eval('.hand .card[data-card]', (els) => els.map((e) => e.getAttribute('data-card'))),
    clocks: await page.$$eval('.seat-clock', (els) => els.map((e) => e.className)),
  };
}

/**
 * Skips the run-out seat's turn as `by`, with the Skip button beside its clock: the server plays
 * the seat's whole turn (its safe default for each move it owes), so a second click is refused,
 * and the page says so under the clocks.
 */
async function skipTurn(by: Player, seat: number): Promise<void> {
  const { page } = by;
  // The page reads the server's clock, moved ahead, from its next message: a reload is one.
  await page.reload();
  const button = page.locator(`.seat-clock[data-seat="${seat}"] .seat-skip`);
  const lines = page.locator('.log-lines li');
  const refused = page.locator('.seat-skip-problem');
  let skipped = 0;
  for (;;) {
    await button.waitFor(SHOWN);
    if (skipped === 0) await page.screenshot({ path: `/tmp/turn-based-skip-${by.name}.png` });
    const before = await lines.count();
    await button.click();
    // Either the seat's default was played (the log grows) or the server said why not.
    await expect
      .poll(async () => (await refused.count()) > 0 || (await lines.count()) > before, SHOWN)
      .toBe(true);
    if ((await refused.count()) > 0) {
      await expect(refused.textContent()).resolves.toMatch(/has no move to skip just now/);
      break;
    }
    skipped++;
  }
  expect(skipped).toBe(1);
}

/** Asks the REST route to skip `seat` as `by`, with the seat token its browser holds (the route the socket's `skipSeat` mirrors). */
function skip(by: Player, tableId: string, seat: number): Promise<{ status: number; message?: string }> {
  return by.page.evaluate(
    async ([id, skipped]) => {
      const held = JSON.parse(localStorage.getItem(`nobid.seat.${id}`) ?? '{}') as { token?: string };
      const res = await fetch(`/api/tables/${id}/skip`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seatToken: held.token, seat: skipped }),
      });
      const body = (await res.json()) as { message?: string };
      return { status: res.status, ...(body.message ? { message: body.message } : {}) };
    },
    [tableId, seat] as const,
  );
}

/**
 * Plays `p`'s turn until another seat's turn begins (or the game ends): `plays` Positions, then
 * the turn ends; `answerAsks` meanwhile answers a window that asks another player. (Its clock
 * stops sooner, while a window of its card is open.)
 */
async function playTurn(p: Player, plays: number, answerAsks: (mover: Player) => Promise<void>) {
  await p.page.locator(`.seat-clock.running[data-seat="${p.seat}"]`).waitFor();
  const over = p.page.locator('.opponent.active, .win-panel');
  let played = 0;
  await expect
    .poll(
      async () => {
        if ((await over.count()) > 0) return 'moved';
        await answerAsks(p);
        const did = await playStep(p.page, played < plays ? ONE_POSITION : END_TURN);
        if (did?.startsWith('play')) played++;
        return 'playing';
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe('moved');
}

/** The test SMTP server's mails, each "Your turn" mail taken once. */
class Mailbox {
  private readonly taken = new Set<unknown>();
  constructor(
    private readonly smtp: TestSmtp,
    /** Done while waiting (a window may hold the table up). */
    private readonly meanwhile: () => Promise<void>,
  ) {}

  private turnMails(to: string) {
    return this.smtp.received.filter((m) => {
      const rcpt = (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text ?? '').join(' ');
      return rcpt.includes(to) && /^Your turn/.test(m.subject ?? '');
    });
  }

  /** Waits for a "Your turn" mail to `to` not taken yet (and leaves it untaken). */
  async waitFor(to: string): Promise<void> {
    await expect
      .poll(
        async () => {
          await this.meanwhile();
          return this.turnMails(to).filter((m) => !this.taken.has(m)).length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  }

  /** Takes the next "Your turn" mail to `to` and returns its link to the table. */
  async turnLink(to: string, tableId: string): Promise<string> {
    await this.waitFor(to);
    const mail = this.turnMails(to).find((m) => !this.taken.has(m))!;
    this.taken.add(mail);
    return linkIn(mail.text ?? '', tableId);
  }

  /** Takes every "Your turn" mail to `to` so far (a skipped seat's, for a decision it was skipped on). */
  drop(to: string): void {
    for (const m of this.turnMails(to)) this.taken.add(m);
  }

  /** The link of the latest "Your turn" mail to `to`. */
  last(to: string, tableId: string): string {
    const mail = this.turnMails(to).at(-1);
    expect(mail).toBeDefined();
    return linkIn(mail!.text ?? '', tableId);
  }
}

function linkIn(text: string, tableId: string): string {
  const link = new RegExp(`https?://\\S+/t/${tableId}\\b`).exec(text)?.[0];
  expect(link).toBeDefined();
  return link!;
}
