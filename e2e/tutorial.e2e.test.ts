/**
 * The tutorials, played in Chromium as a learner plays them (`tutorial-play.ts`): the No Bid one
 * in en, de and ko (ko on a phone), the Startups one in en and ko (on a phone); each prompt's text and
 * the table after each step are checked, a wrong action gets its hint, axe finds nothing serious at a prompt, and the lobby links to both.
 */
import { translator } from '@nobid/web/i18n';
import { lessonTexts } from '@nobid/web/tutorial';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pageProblems } from './axe.ts';
import { useServerAndBrowser } from './fixtures.ts';
import { openTutorial, playTutorial } from './tutorial-play.ts';

const env = useServerAndBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function page(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  // Cards that do not glide: a click need not wait for a card to settle (the screenshot tool,
  // e2e/tools/tutorial-shots.ts, plays the tutorials with motion).
  const context = await env.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const p = await context.newPage();
  const errors: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  p.on('pageerror', (e) => errors.push(e.message));
  return { page: p, errors };
}

it('links both tutorials from the lobby', async () => {
  const t = translator('en');
  const { page: p } = await page(DESKTOP);
  await p.goto(env.server.url);
  for (const game of ['nobid', 'startups'] as const) {
    await p.getByRole('link', { name: t('tut-lobby-link', { game: t(`game-${game}`) }) }).click();
    await p.locator('.coach[data-lesson="0"]').waitFor();
    expect(new URL(p.url()).pathname).toBe(`/tutorial/${game}`);
    await p.goBack();
  }
  await p.context().close();
});

it.each([
  ['en', DESKTOP],
  ['de', DESKTOP],
  ['ko', PHONE],
] as const)('plays the No Bid tutorial through in %s', async (locale, viewport) => {
  const { page: p, errors } = await page(viewport);
  await openTutorial(p, env.server.url, 'nobid', locale);
  await playTutorial(p, 'nobid', {
    t: await lessonTexts(locale),
    wrongAt: 2,
    // axe at a prompt with the reaction bar open (the counter-No Bid), in one language.
    onLesson: async (lesson) => {
      if (locale === 'en' && lesson === 3) expect(await pageProblems(p)).toEqual([]);
    },
  });
  await p.locator('.win-panel').waitFor();
  expect(errors).toEqual([]);
  await p.context().close();
});

it.each([
  ['en', DESKTOP],
  ['ko', PHONE],
] as const)('plays the Startups tutorial through in %s', async (locale, viewport) => {
  const { page: p, errors } = await page(viewport);
  await openTutorial(p, env.server.url, 'startups', locale);
  await playTutorial(p, 'startups', { t: await lessonTexts(locale), wrongAt: 1 });
  expect(errors).toEqual([]);
  await p.context().close();
});
