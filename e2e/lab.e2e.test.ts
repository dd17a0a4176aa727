/**
 * The designer's lab: edit a count and an effect number and see the press's faces change, run
 * 1,000 games in the browser's workers (the figures are `nobid sim`'s for the same seed, edition
 * and bots), download the edition, and open a table that plays it; compare the edited edition
 * with the default on the same seeds, as `nobid sim --compare` does, and sweep one number.
 */
import { readFile } from 'node:fs/promises';
import { parseSimFlags, runSim } from '@nobid/cli/sim';
import {
  checkNobidEdition,
  copiesAt,
  DEFAULT_EDITION,
  editionIdentity,
  editionLabel,
} from '@nobid/nobid/cards';
import {
  compareRecords,
  compareVerdict,
  figureDefsOf,
  playRecords,
  summariseRecords,
  sweepTrends,
} from '@nobid/sim';
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

it("compares the default edition with the edited one on the same seeds: each figure's difference, Holm-adjusted interval and verdict in a designer's words", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}/lab`);
  await page.getByRole('spinbutton', { name: 'Copies of Leverage', exact: true }).fill('16');
  const edited = structuredClone(DEFAULT_EDITION);
  for (const c of edited.cards) if (c.kind === 'leverage') (c as { copies: number }).copies = 16;
  const check = checkNobidEdition(edited);
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  await expect
    .poll(() => page.getByTestId('lab-identity').textContent())
    .toContain(editionLabel(editionIdentity(check.edition)));

  await page.getByRole('tab', { name: 'Simulation' }).click();
  await page.getByRole('radio', { name: 'Compare two editions' }).check();
  await expect(page.getByRole('combobox', { name: 'Edition A' }).inputValue()).resolves.toBe('default');
  await expect(page.getByRole('combobox', { name: 'Edition B' }).inputValue()).resolves.toBe('edited');
  await page.getByRole('spinbutton', { name: /Games/ }).fill('300');
  await page.getByRole('button', { name: 'Compare the editions' }).click();
  await page.getByTestId('lab-compare').waitFor({ timeout: 240_000 });

  // The same comparison in Node, by the command line's code: the same seeds, bots and editions.
  const config = (edition: typeof DEFAULT_EDITION) =>
    parseSimFlags({
      game: 'nobid',
      players: '4',
      games: '300',
      seed: '1',
      bots: 'medium',
      options: { edition },
    });
  const [a, b] = [config(DEFAULT_EDITION), config(check.edition)];
  const figures = compareRecords(figureDefsOf(a), playRecords(a), playRecords(b), '1');
  const words = {
    differs: 'differs',
    inconclusive: 'inconclusive',
    'no difference that matters': 'no difference that matters',
  };
  const table = page.getByTestId('lab-compare-table');
  await expect(table.locator('tbody tr').count()).resolves.toBe(figures.length);
  for (const f of figures) {
    const row = table.locator(`tr[data-figure="${f.id}"]`);
    await expect(row.getAttribute('data-diff')).resolves.toBe(String(f.diff));
    await expect(row.getAttribute('data-lo')).resolves.toBe(String(f.adjustedCi![0]));
    await expect(row.getAttribute('data-hi')).resolves.toBe(String(f.adjustedCi![1]));
    const verdict = compareVerdict(f);
    await expect(row.getAttribute('data-verdict')).resolves.toBe(verdict);
    await expect(row.locator('td.lab-verdict').textContent()).resolves.toBe(words[verdict]);
    // The interval shown is the verdict's: it misses 0 exactly when the figure differs.
    const [lo, hi] = f.adjustedCi!;
    expect(lo > 0 || hi < 0, f.id).toBe(verdict === 'differs');
  }
  // 300 games a side cannot settle a 3-point question about a seat: that is "inconclusive", never
  // "no significant difference".
  const count = (v: keyof typeof words) => figures.filter((f) => compareVerdict(f) === v).length;
  expect(count('inconclusive')).toBeGreaterThan(0);
  await expect(page.getByTestId('lab-compare-summary').textContent()).resolves.toContain(
    `Of ${figures.length} figures, ${count('differs')} differ`,
  );
  const text = (await page.getByTestId('lab-compare').textContent())!;
  expect(text).toContain(`${count('inconclusive')} are inconclusive`);
  expect(text).not.toMatch(/no significant difference/i);

  // A designer's words: seats as ordinals, the first player's edge, no code names.
  await expect(table.locator('tr[data-figure="seat-0"] th').textContent()).resolves.toBe('First seat');
  await expect(table.locator('tr[data-figure="first-player"] th').textContent()).resolves.toMatch(
    /^First player's edge/,
  );
  expect(text).not.toMatch(/seat 0|AdvantageP1/);
  // One difference plot per unit, drawn.
  const units = new Set(figures.map((f) => f.unit)).size;
  await expect
    .poll(() => page.locator('[data-testid=lab-compare] .lab-chart svg').count(), { timeout: 30_000 })
    .toBe(units);
  expect(errors).toEqual([]);
  await page.close();
});

it("sweeps Leverage's copies around today's value: today marked, each figure's trend tested across the values with Holm", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}/lab`);
  await page.getByRole('tab', { name: 'Simulation' }).click();
  await page.getByRole('radio', { name: 'Sweep one number' }).check();
  await page.getByRole('combobox', { name: 'Card' }).selectOption('leverage');
  await page.getByRole('combobox', { name: 'Number' }).selectOption('copies');
  const today = copiesAt(DEFAULT_EDITION, 4).get('leverage')!;
  await page.getByRole('spinbutton', { name: 'From' }).fill(String(today - 1));
  await page.getByRole('spinbutton', { name: /^To/ }).fill(String(today + 1));
  await page.getByRole('spinbutton', { name: /Games/ }).fill('80');
  await page.getByRole('button', { name: 'Run the sweep' }).click();
  await page.getByTestId('lab-sweep').waitFor({ timeout: 240_000 });

  // The same sweep in Node: each value's edition (the card's per-count copies dropped, as
  // `nobid sim --sweep` does), the same seeds and bots, the command line's trend test.
  const values = [today - 1, today, today + 1];
  const summaries = values.map((copies) => {
    const e = structuredClone(DEFAULT_EDITION);
    for (const c of e.cards) if (c.kind === 'leverage') (c as { copies: number }).copies = copies;
    for (const rule of e.playerCounts) delete (rule.copies as Record<string, number>).leverage;
    const check = checkNobidEdition(e);
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    const config = parseSimFlags({
      game: 'nobid',
      players: '4',
      games: '80',
      seed: '1',
      bots: 'medium',
      options: { edition: check.edition },
    });
    return summariseRecords(config, playRecords(config));
  });
  const trends = sweepTrends(
    values,
    summaries.map((s) => s.figures),
  );
  const table = page.getByTestId('lab-sweep-table');
  await expect(table.locator('tbody tr').count()).resolves.toBe(trends.length);
  for (const t of trends) {
    const row = table.locator(`tr[data-figure="${t.id}"]`);
    await expect(row.getAttribute('data-diff')).resolves.toBe(String(t.diff));
    await expect(row.getAttribute('data-lo')).resolves.toBe(String(t.adjustedCi[0]));
    const v = compareVerdict(t);
    const verdict = v === 'differs' ? (t.diff > 0 ? 'rises' : 'falls') : v === 'inconclusive' ? v : 'same';
    await expect(row.getAttribute('data-verdict')).resolves.toBe(verdict);
  }
  // 80 games a value cannot tell a seat's trend: inconclusive, said so.
  await expect(table.locator('tr[data-figure="seat-0"] td.lab-verdict').textContent()).resolves.toBe(
    'inconclusive',
  );
  await expect(page.getByTestId('lab-sweep-today').textContent()).resolves.toBe(
    `Copies of Leverage: today ${today}, the green line on every plot.`,
  );
  // Three plots, each with today's line labelled.
  await expect
    .poll(() => page.locator('[data-testid=lab-sweep] .lab-chart svg').count(), { timeout: 30_000 })
    .toBe(3);
  await expect
    .poll(() =>
      page.locator('[data-testid=lab-sweep] .lab-chart svg text', { hasText: `today: ${today}` }).count(),
    )
    .toBe(3);
  expect(errors).toEqual([]);
  await page.close();
});
