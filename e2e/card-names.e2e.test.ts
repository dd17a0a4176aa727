/**
 * No card's name is clipped, in any language (issue 15: "Forced Liquidatio", "Zinsentscl",
 * "Zwangsglattste", "WellingtonNew York", the "DRAWDOW" band). Every text on a card face is
 * measured, scrollWidth ≤ clientWidth: every kind in the gallery, and in a game the hand, the
 * stack, the discard pile and its whole list, the Books and the Openings, in English, German and
 * Korean, on a desktop and on a phone.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openSeat, startedTable } from './api-tables.ts';
import { playStep, promptKind } from './driver.ts';
import { useServerAndBrowser } from './fixtures.ts';
import { clippedCardTexts, measuredCardTexts, switchLanguage } from './screen-checks.ts';
import { everyKindEdition } from './test-editions.ts';

const env = useServerAndBrowser();
const LANGS = ['en', 'de', 'ko'] as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

/** Measures the card faces under `scope`; adds their kinds to `kinds`; returns how many texts it measured. */
async function measure(
  page: Page,
  where: string,
  scope: string,
  problems: string[],
  kinds?: Set<string>,
): Promise<number> {
  for (const line of await clippedCardTexts(page, scope)) problems.push(`${where}: ${line}`);
  for (const kind of await page.$$eval(`${scope} .card[data-kind]`, (els) =>
    els.map((e) => (e as HTMLElement).dataset.kind!),
  ))
    kinds?.add(kind);
  return measuredCardTexts(page, scope);
}

it('fits every card name in the gallery, in every language, wide and narrow', async () => {
  const page = await env.browser.newPage({ viewport: SIZES[0] });
  await page.goto(`${env.server.url}/rules`);
  // No Bid's part of the page (rulebook and gallery) is a chunk of its own.
  await page.locator('.gallery .card').first().waitFor();
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const lang of LANGS) {
      await switchLanguage(page, lang);
      const kinds = await page.locator('.gallery .card').count();
      expect(kinds).toBeGreaterThan(40);
      // Each face has at least its band and its name (or pair) to measure.
      const n = await measure(page, `gallery ${lang} ${size.width}`, '.gallery', problems);
      expect(n).toBeGreaterThanOrEqual(kinds * 2);
    }
  }
  expect(problems).toEqual([]);
});

it('fits every card name in the hand, on the stack and on the discard pile, in every language', async () => {
  const page = await env.browser.newPage({ viewport: SIZES[0], reducedMotion: 'reduce' });
  const table = await startedTable(env.server.url, 'Alice', {
    bots: ['easy'],
    windowSeconds: 1,
    timerSeconds: 120,
    options: { edition: everyKindEdition() },
  });
  await openSeat(page, env.server.url, table);
  await page.locator('.nobid-table').waitFor();
  const problems: string[] = [];
  const handKinds = new Set<string>();
  const kinds = new Set<string>();
  let turns = 0;
  let stacks = 0;
  // A bound on waiting for the game, not on measuring: each measured turn (six languages and
  // sizes, slow on a loaded machine) gives the next one a fresh minute and a half.
  let deadline = Date.now() + 90_000;
  while (turns < 3 && Date.now() < deadline) {
    if ((await page.locator('.stack .card').count()) > 0 && stacks < 3) {
      stacks++;
      await measure(page, 'stack', '.stack', problems);
    }
    if ((await promptKind(page)) === 'act') {
      turns++;
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const lang of LANGS) {
          await switchLanguage(page, lang);
          const where = `turn ${turns} ${lang} ${size.width}`;
          await measure(page, `${where} hand`, '.hand', problems, handKinds);
          await measure(page, `${where} table`, '.nobid-table', problems, kinds);
          // The whole discard pile, as its top card opens it.
          const top = page.locator('.piles .card.live > .card-hit');
          if (await top.count()) {
            await top.click();
            await measure(page, `${where} discard pile`, '.pile-dialog', problems, kinds);
            await page.keyboard.press('Escape');
          }
        }
      }
      await page.setViewportSize(SIZES[0]);
      await switchLanguage(page, 'en');
      deadline = Date.now() + 90_000;
    }
    const did = await playStep(page, { play: ['order', 'leverage', 'drawdown', 'position'] });
    if (did === 'over') break;
    if (!did) await page.waitForTimeout(100);
  }
  expect(problems).toEqual([]);
  expect(turns).toBe(3);
  // Ten-card hands from a deck of every kind, and what was played and discarded: many kinds
  // were measured (a ten-card hand alone holds about nine of the deck's forty-six kinds).
  expect(handKinds.size).toBeGreaterThanOrEqual(8);
  expect(kinds.size).toBeGreaterThanOrEqual(12);
});
