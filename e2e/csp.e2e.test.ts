/**
 * The server's Content Security Policy (no inline script, no eval) and the client agree: the
 * lobby, the rules and the lab (its charts are vega, interpreted) load with no violation, and a
 * table's socket connects under `connect-src 'self'`.
 */
import { expect, it } from 'vitest';
import { useServerAndBrowser } from './fixtures.ts';

const env = useServerAndBrowser();

it('loads the lobby, the rules, the lab and a table with no CSP violation', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|CSP/.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(e.message));
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const res = await page.goto(env.server.url);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('link', { name: /Designer's lab/ }).waitFor();
  await page.goto(`${env.server.url}/rules`);
  await page.waitForLoadState('networkidle');
  await page.goto(`${env.server.url}/lab`);
  await page.getByRole('tab', { name: 'Simulation' }).click();
  await page.getByRole('spinbutton', { name: /Games/ }).fill('20');
  await page.getByRole('button', { name: 'Run the simulation' }).click();
  await page.getByTestId('lab-results').waitFor({ timeout: 60_000 });
  await expect.poll(() => page.locator('.lab-chart svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const created = await fetch(`${env.server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      settings: {
        game: 'nobid',
        seats: [
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
      },
    }),
  });
  const { table } = (await created.json()) as { table: { id: string } };
  await page.goto(`${env.server.url}/t/${table.id}`);
  await page.getByText('Game log').waitFor();
  expect(violations).toEqual([]);
  await page.close();
});
