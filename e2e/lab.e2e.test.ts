/**
 * The designer's lab: edit a count and an effect number and see the press's faces change, run
 * 1,000 games in the browser's workers (the figures are `nobid sim`'s for the same seed, edition
 * and bots), download the edition, and open a table that plays it.
 */
import { readFile } from 'node:fs/promises';
import { parseSimFlags, runSim } from '@nobid/cli/sim';
import { checkNobidEdition, editionIdentity, editionLabel } from '@nobid/nobid/cards';
import { expect, it } from 'vitest';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

it('edits an edition, shows its faces, simulates it in the browser, downloads it and opens a table with it', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.server.url);
  await page.getByRole('link', { name: /Designer's lab/ }).click();
  await page.waitForURL(/\/lab$/);

  const leverage = page.locator('.lab-faces li[data-kind="leverage"]');
  await leverage.locator('img').waitFor();
  const faceBefore = await leverage.locator('img').getAttribute('src');
  const identityBefore = await page.getByTestId('lab-identity').textContent();
  await expect(leverage.textContent()).resolves.toContain('× 8');

  // A count: Leverage 8 → 12. The gallery says so, and the edition is another one (its hash).
  await page.getByRole('spinbutton', { name: 'Copies of Leverage', exact: true }).fill('12');
  await expect.poll(() => leverage.textContent()).toContain('× 12');
  await expect.poll(() => page.getByTestId('lab-identity').textContent()).not.toBe(identityBefore);
  // An effect number: Leverage +1 → +2. The press draws the face again, with a new stamp.
  const stampOf = async () =>
    /v[0-9A-Za-z.+-]+·[0-9a-f]{4}/.exec(
      decodeURIComponent((await leverage.locator('img').getAttribute('src'))!),
    )?.[0];
  const stampBefore = await stampOf();
  expect(stampBefore).toBeDefined();
  await page.getByRole('spinbutton', { name: 'Effect number of Leverage', exact: true }).fill('2');
  await expect.poll(() => leverage.locator('img').getAttribute('src')).not.toBe(faceBefore);
  await expect.poll(stampOf).not.toBe(stampBefore);

  // A problem is listed by its path, and nothing is offered from the broken draft.
  await page.getByRole('spinbutton', { name: 'Copies of Leverage', exact: true }).fill('21');
  await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('copies');
  await expect(page.getByRole('button', { name: 'Download the edition' }).isDisabled()).resolves.toBe(true);
  await page.getByRole('spinbutton', { name: 'Copies of Leverage', exact: true }).fill('12');

  // The download is the edited edition, checked like any file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the edition' }).click(),
  ]);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as unknown;
  const check = checkNobidEdition(file);
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  const edited = check.edition;
  const card = edited.cards.find((c) => c.kind === 'leverage')!;
  expect(card.copies).toBe(12);
  expect(card.type === 'leverage' && card.book.op === 'count' && card.book.delta).toBe(2);
  const label = editionLabel(editionIdentity(edited));
  await expect(page.getByTestId('lab-identity').textContent()).resolves.toContain(label);

  // 1,000 games in the browser's workers: the figures are the command line's for this seed.
  await page.getByRole('tab', { name: 'Simulation' }).click();
  await page.getByRole('spinbutton', { name: /Games/ }).fill('1000');
  await page.getByRole('button', { name: 'Run the simulation' }).click();
  await page.getByTestId('lab-results').waitFor({ timeout: 240_000 });
  const inNode = runSim(
    parseSimFlags({
      game: 'nobid',
      players: '4',
      games: '1000',
      seed: '1',
      bots: 'medium',
      options: { edition: edited },
    }),
  ).summary;
  const advantage = page.getByTestId('lab-advantage');
  await expect(advantage.getAttribute('data-count')).resolves.toBe(String(inNode.positions[0]!.wins.count));
  await expect(advantage.getAttribute('data-of')).resolves.toBe('1000');
  await expect(page.getByTestId('lab-draws').getAttribute('data-count')).resolves.toBe(
    String(inNode.draws.count),
  );
  for (const figure of inNode.figures.filter((f) => f.group === 'who wins' || f.group === 'length'))
    await expect(
      page.locator(`[data-testid=lab-seat-table] tr[data-figure="${figure.id}"]`).getAttribute('data-value'),
    ).resolves.toBe(String(figure.value));
  // The plots are drawn (vega, as SVG) and the per-card figures listed.
  await expect
    .poll(() => page.locator('.lab-chart svg').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('lab-card-table').locator('tbody tr').count()).resolves.toBeGreaterThan(10);

  // A table that plays the edited edition: the server pins it by its hash.
  await page.getByRole('button', { name: /Open a table with it/ }).click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  const tableId = new URL(page.url()).pathname.split('/').pop()!;
  const info = (await (await fetch(`${env.server.url}/api/tables/${tableId}`)).json()) as {
    edition: { hash: string; source: string } | null;
    seats: unknown[];
  };
  expect(info.edition).toMatchObject({ hash: editionIdentity(edited).hash, source: 'uploaded' });
  expect(info.seats).toHaveLength(4);
  expect(errors).toEqual([]);
  await page.close();
});
