/**
 * The table fits its window (issue 15): on the player's turn, with a reaction window open and
 * with a card asking for its target, the hand, the stack and the reaction bar are inside the
 * window without scrolling; no card's name is wider than its card; the "played by" labels never
 * overlap; no screen shows a raw code; axe is clean and the page has its h1 with the prompt open.
 *
 * CI runs the subset the issue names: 6 seats at 1280×800 and 4 seats at 390×844, in English
 * and Korean, on a crowded edition (eight-card hands, doubled Positions, nobody winning early),
 * and Startups at 7 seats on a 360×740 phone in German.
 * `e2e/tools/screenshots.ts` runs the whole matrix and writes pictures to look at. The lobby
 * and the rules page are checked on a 360 px phone for sideways scrolling.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { pageProblems } from './axe.ts';
import { playStep, promptKind } from './driver.ts';
import { screenContext, useServerAndBrowser } from './fixtures.ts';
import {
  clippedCardTexts,
  measuredCardTexts,
  outsideWindow,
  overlapping,
  pageScroll,
  rawCodes,
} from './screen-checks.ts';
import { crowdedEdition } from './test-editions.ts';

const env = useServerAndBrowser();

const CASES = [
  { lang: 'en', seats: 6, width: 1280, height: 800 },
  { lang: 'ko', seats: 6, width: 1280, height: 800 },
  { lang: 'en', seats: 4, width: 390, height: 844 },
  { lang: 'ko', seats: 4, width: 390, height: 844 },
] as const;

/** Own turns to check; by the last one the Books and the discard pile hold cards. */
const TURNS = 3;

/** What must be on screen now, as lines naming what is not. */
async function offScreen(page: Page, phone: boolean): Promise<string[]> {
  const problems = [
    // A phone's hand scrolls sideways (ui.md): its cards must be in the window's height, the row in its width.
    ...(await outsideWindow(page, '.hand .card[data-card]', phone ? 'y' : 'xy')),
    ...(await outsideWindow(page, '.hand, .stack, .reaction-bar, .prompt')),
  ];
  const scroll = await pageScroll(page);
  if (scroll.y !== 0) problems.push(`the page is scrolled by ${scroll.y}px`);
  return problems;
}

/** The first raised hand card whose play asks for a target, left with its prompt open. */
async function openTargetPrompt(page: Page): Promise<boolean> {
  const raised = page.locator('.hand .card.raised > .card-hit');
  for (let i = 0; i < (await raised.count()); i++) {
    if (
      !(await raised
        .nth(i)
        .click({ timeout: 2_000 })
        .then(
          () => true,
          () => false,
        ))
    )
      continue;
    if ((await promptKind(page)) === 'target') return true;
    await page.keyboard.press('Escape');
  }
  return false;
}

describe('the table fits its window', () => {
  for (const c of CASES) {
    const phone = c.width < 640;
    it(`${c.seats} seats at ${c.width}×${c.height} in ${c.lang}`, async () => {
      const context = await screenContext(env.browser, c.width, c.height);
      const page = await context.newPage();
      const table = await startedTable(env.server.url, c.lang === 'ko' ? '민지' : 'Alice', {
        bots: Array.from({ length: c.seats - 1 }, () => 'easy' as const),
        language: c.lang,
        windowSeconds: 1,
        timerSeconds: 120,
        options: { edition: crowdedEdition() },
      });
      await openSeat(page, env.server.url, table, c.lang);
      await page
        .locator('.nobid-table')
        .waitFor()
        .catch(async (e) => {
          await page.screenshot({ path: `/tmp/layout-fail-${c.lang}-${c.width}.png` });
          console.error(await page.locator('body').textContent());
          throw e;
        });

      const seen = { turns: 0, windows: 0, targets: 0, names: 0 };
      const problems: string[] = [];
      const note = (moment: string, lines: string[]) => {
        for (const l of lines) problems.push(`${moment}: ${l}`);
      };
      const deadline = Date.now() + 150_000;
      while (seen.turns < TURNS && Date.now() < deadline) {
        const windowOpen = (await page.locator('.reaction-bar .btn-pass:not([disabled])').count()) > 0;
        if (windowOpen && seen.windows < 2) {
          seen.windows++;
          note('window', await offScreen(page, phone));
          note('window', await overlapping(page, '.stack-by'));
          note('window', await clippedCardTexts(page, '.centre'));
        }
        if ((await promptKind(page)) === 'act') {
          seen.turns++;
          const moment = `turn ${seen.turns}`;
          note(moment, await offScreen(page, phone));
          note(moment, await clippedCardTexts(page, '.nobid-table'));
          seen.names += await measuredCardTexts(page, '.nobid-table');
          note(moment, await rawCodes(page, c.lang));
          if (seen.turns === TURNS && (await openTargetPrompt(page))) {
            seen.targets++;
            // The prompt is at the bottom, the hand and the stack still in view; on a phone every
            // lit target is shown (its Book open) and is what a tap at its centre reaches.
            note('target', await offScreen(page, phone));
            note('target', await rawCodes(page, c.lang));
            note('target', await pageProblems(page));
            note(
              'target',
              await page.$$eval('.card.lit > .card-hit', (els) =>
                els.flatMap((el) => {
                  el.scrollIntoView({ block: 'nearest' });
                  const r = el.getBoundingClientRect();
                  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                  scrollTo(0, 0);
                  return r.width > 0 && hit === el
                    ? []
                    : [`lit target ${el.getAttribute('data-card')} not reachable`];
                }),
              ),
            );
            await page.keyboard.press('Escape');
          }
        }
        const did = await playStep(page, { play: ['position', 'leverage', 'drawdown'] });
        if (did === 'over') break;
        if (!did) await page.waitForTimeout(100);
      }
      expect(problems).toEqual([]);
      expect(seen.turns).toBe(TURNS);
      expect(seen.windows).toBeGreaterThan(0);
      expect(seen.names).toBeGreaterThan(20);
      await context.close();
    });
  }
});

/**
 * Startups at seven seats on the narrowest phone (360×740), in German (the longest labels): when
 * the player is asked to take and to put a card down, the hand's cards are inside the window's
 * height (the row scrolls sideways), the market and the prompt's answers inside the window, each
 * answer at least 40 px tall, and the page not scrolled. Checked over the player's first four
 * turns, to turn 22 at seven seats: by then the opponents' cells have grown (investments, cards
 * known in a hand), which once pushed the hand below the window. The deck holds 19 cards after the
 * deal (45, less 5 removed and 21 dealt), so the game may end before turn 22 (a run saw it end at
 * turn 21); the third turn, turn 15, always comes. The opponents' grid scrolls inside itself
 * then, and fades at the edge that hides more: at its bottom while it does, at its top once
 * scrolled to its end.
 */
const STARTUPS_TURNS = 4;
const STARTUPS_TURNS_SURE = 3;
describe('Startups fits a phone with seven seats', () => {
  it('7 seats at 360×740 in de', async () => {
    const context = await screenContext(env.browser, 360, 740);
    const page = await context.newPage();
    const table = await startedTable(env.server.url, 'Jürgen', {
      game: 'startups',
      bots: Array.from({ length: 6 }, () => 'easy' as const),
      language: 'de',
      timerSeconds: 120,
    });
    await openSeat(page, env.server.url, table, 'de');
    await page.locator('.su-table').waitFor();
    const problems: string[] = [];
    const seen = { take: 0, play: 0 };
    const deadline = Date.now() + 180_000;
    while (seen.play < STARTUPS_TURNS && Date.now() < deadline) {
      const asked = await page.locator('.su-table').getAttribute('data-decision');
      if (asked === 'take' || asked === 'play') {
        if (asked === 'play') await page.locator('.su-hand .su-card.live > .su-hit').first().click();
        const moment = `${asked} ${++seen[asked]}`;
        const lines = [
          ...(await outsideWindow(page, '.su-hand .su-card', 'y')),
          ...(await outsideWindow(page, '.su-hand, .su-prompt, .su-market, .su-prompt-actions .btn')),
          ...(await page.$eval('.su-others', (el) => {
            const hides = el.scrollHeight - el.clientHeight - el.scrollTop > 1;
            if (hides === el.hasAttribute('data-more-below')) return [];
            return [
              `the players' grid ${hides ? 'hides more below without its fade' : 'fades but hides nothing'}`,
            ];
          })),
          ...(await page.$$eval('.su-prompt-actions .btn', (els) =>
            els.flatMap((el) => {
              const h = el.getBoundingClientRect().height;
              return h >= 40 ? [] : [`${el.textContent} is ${h}px tall`];
            }),
          )),
        ];
        const scroll = await pageScroll(page);
        if (scroll.y !== 0) lines.push(`the page is scrolled by ${scroll.y}px`);
        for (const l of lines) problems.push(`${moment}: ${l}`);
        if (asked === 'play') expect(await page.locator('.su-prompt-actions .btn').count()).toBe(3);
        await page
          .locator(
            asked === 'take'
              ? '.su-deck.live > .su-hit, .su-market .su-card.live > .su-hit'
              : 'button.su-btn-invest:not([disabled]), button.su-btn-to-market',
          )
          .first()
          .click();
        await page
          .waitForFunction(
            (prev) => document.querySelector('.su-table')?.getAttribute('data-decision') !== prev,
            asked,
            { timeout: 10_000 },
          )
          .catch(() => {});
      } else if (await page.locator('.su-scoring').count()) break;
      else await page.waitForTimeout(100);
    }
    expect(problems).toEqual([]);
    expect(seen.play).toBeGreaterThanOrEqual(STARTUPS_TURNS_SURE);
    // Scrolled to its end, a grid that scrolls fades at its top instead of its bottom.
    const grid = page.locator('.su-table:not(.over) > .su-others');
    if ((await grid.count()) && (await grid.evaluate((el) => el.scrollHeight > el.clientHeight + 1))) {
      await grid.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect
        .poll(() =>
          grid.evaluate((el) => [el.hasAttribute('data-more-above'), el.hasAttribute('data-more-below')]),
        )
        .toEqual([true, false]);
    }
    await context.close();
  });
});

/**
 * The lobby and the rules page on the narrowest phone (360×740), in every language: the page
 * never scrolls sideways (nothing is wider than the window: a long German word, a form row, a
 * table of the rules), the header's links are not cut, and the card gallery's words keep their
 * size beside the cards' pictures.
 */
/** The rules page's No Bid cards: each one's picture height, its words' sizes, and whether its face overflows. */
async function galleryFaces(page: Page) {
  await page.locator('#nobid .gallery .card.card-large .card-text').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page.locator('#nobid .gallery .card.card-large:not(.card-zoom)').evaluateAll((cards) =>
    cards.map((card) => {
      const art = card.querySelector<HTMLElement>('.card-art')!;
      const size = (selector: string) => {
        const el = card.querySelector(selector);
        return el ? Number.parseFloat(getComputedStyle(el).fontSize) : 0;
      };
      return {
        kind: card.getAttribute('data-kind'),
        picture: card.querySelector('.card-picture')?.getBoundingClientRect().height ?? null,
        text: size('.card-text'),
        name: size('.card-name') || size('.card-pair-name'),
        overflows: art.scrollHeight > art.clientHeight + 0.5,
      };
    }),
  );
}

describe('the lobby and the rules fit a 360 px phone', () => {
  for (const lang of ['en', 'de', 'ko'] as const) {
    it(`in ${lang}`, async () => {
      const context = await screenContext(env.browser, 360, 740);
      const page = await context.newPage();
      await page.addInitScript((l) => localStorage.setItem('nobid.lang', l), lang);
      const problems: string[] = [];
      for (const [path, ready] of [
        ['/', '.lobby'],
        ['/rules', '.rules-page'],
      ] as const) {
        await page.goto(env.server.url + path);
        await page.locator(ready).waitFor();
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const wide = await page.evaluate(() => {
          const over = document.documentElement.scrollWidth - innerWidth;
          const out = [...document.querySelectorAll('body *')]
            .filter((e) => {
              // An svg clips what it draws (a card picture's bleed): the svg itself is measured,
              // not the shapes inside it.
              if (e.parentElement?.closest('svg')) return false;
              const r = e.getBoundingClientRect();
              return r.width > 0 && r.right > innerWidth + 0.5;
            })
            .slice(0, 4)
            .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`);
          return over > 0 || out.length ? [`${over}px sideways: ${out.join(', ')}`] : [];
        });
        for (const w of wide) problems.push(`${path}: ${w}`);
        for (const c of await outsideWindow(page, '.app-header a, .app-header select', 'xy'))
          problems.push(`${path} header: ${c}`);
      }
      // The gallery's No Bid cards show the press's picture, which gives up its height before a
      // card's words give up any size (issue 32, item 7): every text and name is as large, and
      // fits as well, as on the same page with the pictures taken out.
      const withPictures = await galleryFaces(page);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '.card-picture { display: none !important; }';
          document.head.append(style);
        }),
      );
      await page.reload();
      const without = new Map((await galleryFaces(page)).map((f) => [f.kind, f]));
      expect(withPictures.length).toBeGreaterThan(20);
      expect(
        [...without.values()].filter((f) => f.picture),
        'pictures taken out',
      ).toEqual([]);
      for (const f of withPictures) {
        const bare = without.get(f.kind)!;
        if (f.picture === null) problems.push(`${f.kind}: no picture`);
        if (f.text < bare.text - 0.01)
          problems.push(`${f.kind}: text ${f.text}px, ${bare.text}px without the picture`);
        if (f.name < bare.name - 0.01)
          problems.push(`${f.kind}: name ${f.name}px, ${bare.name}px without the picture`);
        if (f.overflows && !bare.overflows) problems.push(`${f.kind}: the face overflows with its picture`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
