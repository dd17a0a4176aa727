/**
 * Issue 15, part 7: the rules page holds both games under one table of contents, each with its
 * card gallery, loads Startups' part only when it is wanted, and its contact line links to the
 * operator's CONTACT_URL; the footer's imprint names the operator from the settings.
 */
import { expect, it } from 'vitest';
import { pageProblems } from './axe.ts';
import { useServerAndBrowser } from './fixtures.ts';

const CONTACT = 'https://example.org/no-bid/contact';
const env = useServerAndBrowser({ CONTACT_URL: CONTACT, OPERATOR_NAME: 'Erika Mustermann' });

it('shows both games’ rules and cards under one contents, Startups’ part on demand, with the contact link', async () => {
  // A context of its own: axe needs one.
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${env.server.url}/rules`);
  await page.locator('#nobid .gallery .card').first().waitFor();
  await expect(page.locator('.rules-header a').getAttribute('href')).resolves.toBe(CONTACT);
  const toc = await page.locator('.rules-toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(toc).toEqual([
    '#nobid',
    '#nobid-1',
    '#nobid-cards',
    '#startups',
    '#startups-rules',
    '#startups-cards',
  ]);
  // Startups' rules are a part of their own, not fetched while the page's top is read.
  expect(scripts.some((u) => /StartupsRules/.test(u))).toBe(false);
  await expect(page.locator('#startups .rules-text').count()).resolves.toBe(0);

  await page.locator('.rules-toc a[href="#startups-cards"]').click();
  await page.locator('#startups-cards').waitFor();
  await expect(page.locator('#startups .company-gallery .su-card').count()).resolves.toBe(6);
  await expect(page.locator('#startups-scoring').textContent()).resolves.toBe('Scoring');
  // Every section list entry leads to a heading that is there.
  const anchors = await page
    .locator('.rules-sections a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  expect(anchors.length).toBeGreaterThan(20);
  for (const id of anchors) await expect(page.locator(`[id="${id}"]`).count(), id).resolves.toBe(1);
  expect(await pageProblems(page)).toEqual([]);

  await page.locator('.site-footer a', { hasText: 'Imprint' }).click();
  await page.locator('.operator').getByText('Erika Mustermann').waitFor();
  await expect(page.locator('.site-footer a', { hasText: 'Contact' }).getAttribute('href')).resolves.toBe(
    CONTACT,
  );
  await context.close();
});
