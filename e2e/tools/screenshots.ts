/**
 * Screenshots for looking at the client as a person would, over the whole matrix of issue 15:
 * 1280×800, 1366×768, 390×844 and 360×740; No Bid at 2 to 6 seats (Startups at 3 to 7);
 * English, German and Korean. For each language and seat count one game is played against bots
 * (the driver's simple strategy) and, at each moment that matters, the window is resized to
 * every size and shot as it is on screen (not the full page: what is below the fold is the
 * point): the player's turn, a card asking for its target, an open reaction window, and the
 * end. Lobby, waiting room and the rules page are shot once per language and size.
 *
 *   node --import tsx e2e/tools/screenshots.ts [outDir]
 *     [--langs en,de,ko] [--seats 2,3,4,5,6] [--sizes 1280x800,1366x768,390x844,360x740]
 *     [--game nobid|startups] [--turns 4] [--no-pages] [--end]
 *
 * It starts its own server (which builds the client when its sources changed). The files are
 * named `<game>-<lang>-<seats>p-<w>x<h>-<moment>.png` and `<lang>-<w>x<h>-<page>.png`. At the
 * player's turn and in a reaction window it also measures what the layout test asserts and
 * lists every failure at the end (exit code 1 if any).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createTable, playStep, promptKind, startGame } from '../driver.ts';
import { launchBrowser, startServer } from '../harness.ts';
import { clippedCardTexts, outsideWindow } from '../screen-checks.ts';

type Lang = 'en' | 'de' | 'ko';
interface Size {
  readonly width: number;
  readonly height: number;
}

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const list = (name: string, fallback: string) => (flag(name) ?? fallback).split(',').filter(Boolean);
const out = args[0] && !args[0].startsWith('--') ? args[0] : '/tmp/nobid-shots';
const game = (flag('game') ?? 'nobid') as 'nobid' | 'startups';
const langs = list('langs', 'en,de,ko') as Lang[];
const seatCounts = list('seats', game === 'nobid' ? '2,3,4,5,6' : '3,5,7').map(Number);
const sizes: Size[] = list('sizes', '1280x800,1366x768,390x844,360x740').map((s) => {
  const [width, height] = s.split('x').map(Number);
  return { width: width!, height: height! };
});
/** Own turns to play before the shots, so that Books and the discard pile have cards. */
const turns = Number(flag('turns') ?? 4);
const withPages = !args.includes('--no-pages');
const toEnd = args.includes('--end');

mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
const names: Record<Lang, string> = { en: 'Alice', de: 'Jürgen', ko: '민지' };
const tag = (s: Size) => `${s.width}x${s.height}`;

/** Problems found while shooting (what is off screen, which card text is clipped), one a line. */
const problems: string[] = [];

/**
 * Shoots `page` at every size, as the window shows it. With `check`, also measures what the
 * layout test asserts (the hand, the stack, the reaction bar and the prompt on screen; no card
 * text clipped) and lists what fails, so the whole matrix is measured, not only looked at.
 */
async function shootAll(page: Page, name: (s: Size) => string, check = false): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // What the window shows before anyone scrolls, with no hover preview open under the pointer.
    await page.mouse.move(0, 0);
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(250);
    const file = name(size);
    await page.screenshot({ path: `${out}/${file}.png` });
    if (!check) continue;
    const phone = size.width < 640;
    const found = [
      // A No Bid hand may outgrow a phone's width and scroll sideways; a Startups hand (four
      // cards at most) must fit.
      ...(await outsideWindow(page, '.hand .card[data-card]', phone ? 'y' : 'xy')),
      ...(await outsideWindow(page, '.su-hand .su-card')),
      ...(await outsideWindow(page, '.hand, .su-hand, .stack, .reaction-bar, .prompt, .su-prompt')),
      ...(await clippedCardTexts(page, '.table-area')),
      ...(await unreachableTargets(page)),
    ];
    for (const f of found) problems.push(`${file}: ${f}`);
  }
  await page.setViewportSize(sizes[0]!);
}

/** Lit targets (Positions, seats) that are off screen or covered where a tap would land. */
const unreachableTargets = (page: Page): Promise<string[]> =>
  page.$$eval('.card.lit > .card-hit, .opponent.lit > .pick-seat', (els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inside = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && x >= 0 && x <= innerWidth;
      const hit = inside ? document.elementFromPoint(x, y) : null;
      return hit === el ? [] : [`lit target ${el.getAttribute('data-card') ?? el.textContent} not reachable`];
    }),
  );

/** The page is wider than its window (it scrolls sideways), as "what sticks out" lines. */
const sideways = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - innerWidth;
    if (over <= 0) return [];
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return [`scrolls sideways by ${over}px (${wide.join(', ')})`];
  });

async function newPage(lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: sizes[0]!,
    reducedMotion: 'reduce',
    locale: { en: 'en-US', de: 'de-DE', ko: 'ko-KR' }[lang],
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${lang}] page error:`, e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`[${lang}] console:`, m.text());
  });
  await page.addInitScript((l) => localStorage.setItem('nobid.lang', l), lang);
  return page;
}

async function pages(lang: Lang): Promise<void> {
  const page = await newPage(lang);
  await page.goto(server.url);
  await page.locator('.lobby').waitFor();
  await shootAll(page, (s) => `${lang}-${tag(s)}-lobby`);
  await page.screenshot({ path: `${out}/${lang}-${tag(sizes[0]!)}-lobby-full.png`, fullPage: true });
  await page.goto(`${server.url}/rules`);
  await page.locator('.rules-page').waitFor();
  await shootAll(page, (s) => `${lang}-${tag(s)}-rules`);
  // Neither page may scroll sideways at any size (the rules page is long, so all of it is measured).
  for (const [where, url] of [
    ['lobby', '/'],
    ['rules', '/rules'],
  ] as const) {
    await page.goto(server.url + url);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      for (const p of await sideways(page)) problems.push(`${lang}-${tag(size)}-${where}: ${p}`);
    }
  }
  await page.setViewportSize(sizes[0]!);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.locator('.gallery').screenshot({ path: `${out}/${lang}-${tag(size)}-gallery.png` });
  }
  await page.context().close();
}

/** The first raised hand card whose play asks for a target, left selected with its prompt open. */
async function openTargetPrompt(page: Page): Promise<boolean> {
  const raised = page.locator('.hand .card.raised > .card-hit');
  for (let i = 0; i < (await raised.count()); i++) {
    await raised
      .nth(i)
      .click({ timeout: 2_000 })
      .catch(() => {});
    if ((await promptKind(page)) === 'target') return true;
    await page.keyboard.press('Escape');
  }
  return false;
}

async function nobidGame(lang: Lang, seats: number): Promise<void> {
  const page = await newPage(lang);
  const base = `nobid-${lang}-${seats}p`;
  await createTable(page, server.url, {
    name: names[lang],
    others: Array.from({ length: seats - 1 }, (_, i) => (['easy', 'medium', 'hard'] as const)[i % 3]!),
    windowSeconds: 8,
    timerSeconds: 120,
    language: lang,
  });
  await page.locator('.waiting-room').waitFor();
  await shootAll(page, (s) => `${base}-${tag(s)}-waiting`);
  await startGame(page);
  const shot = new Set<string>();
  let own = 0;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const kind = await promptKind(page);
    const window = (await page.locator('.reaction-bar .btn-pass:not([disabled])').count()) > 0;
    if (own >= turns && window && !shot.has('window')) {
      shot.add('window');
      await shootAll(page, (s) => `${base}-${tag(s)}-window`, true);
    }
    if (kind === 'act') {
      own++;
      if (own >= turns && !shot.has('turn')) {
        shot.add('turn');
        await shootAll(page, (s) => `${base}-${tag(s)}-turn`, true);
      }
      if (own >= turns && !shot.has('target') && (await openTargetPrompt(page))) {
        shot.add('target');
        await shootAll(page, (s) => `${base}-${tag(s)}-target`, true);
        await page.keyboard.press('Escape');
      }
    }
    if (shot.has('turn') && shot.has('window') && (shot.has('target') || own > turns + 3) && !toEnd) break;
    const did = await playStep(page);
    if (did === 'over') break;
    if (!did) await page.waitForTimeout(150);
  }
  if (toEnd) {
    await page
      .locator('.win-panel')
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
    await shootAll(page, (s) => `${base}-${tag(s)}-end`);
  }
  console.log(`${base}: ${[...shot].join(', ') || 'nothing'} after ${own} own turns`);
  await page.context().close();
}

/** Startups: the shots on the player's turn, with the take and the put-down prompts. */
async function startupsGame(lang: Lang, seats: number): Promise<void> {
  const page = await newPage(lang);
  const base = `startups-${lang}-${seats}p`;
  await page.goto(server.url);
  await page.locator('#create-name').fill(names[lang]);
  await page.locator('#create-game').selectOption('startups');
  await page.locator('#create-seats').selectOption(String(seats));
  await page.locator('#create-lang').selectOption(lang);
  await page.locator('#create-timer').fill('120');
  await page.locator('form.create-form button[type=submit]').click();
  await page.waitForURL(/\/t\//);
  await page.locator('.waiting-room button.btn-big:not([disabled])').click();
  await page.locator('.su-table').waitFor();
  const shot = new Set<string>();
  let own = 0;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !(shot.has('take') && shot.has('play'))) {
    const decision = await page.locator('.su-table').getAttribute('data-decision');
    if (decision === 'take') {
      own++;
      if (own >= turns && !shot.has('take')) {
        shot.add('take');
        await shootAll(page, (s) => `${base}-${tag(s)}-take`, true);
      }
      await page.locator('.su-deck.live > .su-hit, .su-market .su-card.live > .su-hit').first().click();
    } else if (decision === 'play') {
      await page.locator('.su-hand .su-card.live > .su-hit').first().click();
      if (own >= turns && !shot.has('play')) {
        shot.add('play');
        await shootAll(page, (s) => `${base}-${tag(s)}-play`, true);
      }
      await page.locator('button.su-btn-invest:not([disabled]), button.su-btn-to-market').first().click();
    } else if (await page.locator('.su-scoring').count()) break;
    await page.waitForTimeout(300);
  }
  console.log(`${base}: ${[...shot].join(', ') || 'nothing'} after ${own} own turns`);
  await page.context().close();
}

try {
  for (const lang of langs) {
    if (withPages) await pages(lang);
    for (const seats of seatCounts) {
      if (game === 'nobid') await nobidGame(lang, seats);
      else await startupsGame(lang, seats);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  server.cleanup();
  // Also when a game failed half-way: what was measured until then.
  console.log(
    problems.length ? `${problems.length} problems:\n${problems.join('\n')}` : 'no layout problems measured',
  );
  if (problems.length) process.exitCode = 1;
}
