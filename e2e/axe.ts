/** axe's serious and critical violations on a page, one readable line each; and the page's h1. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Experimental in axe (off by default) but WCAG 2.5.3, Label in Name: a card button must be
    // named by what it shows. It is on here because it is what issue 15 found on every card.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The page's headings problem, if any: every page has exactly one h1, and it says something. */
export async function headingProblems(page: Page): Promise<string[]> {
  const h1s = await page.$$eval('h1', (els) => els.map((e) => (e.textContent ?? '').trim()));
  if (h1s.length === 0) return ['no h1'];
  if (h1s.length > 1) return [`${h1s.length} h1: ${h1s.join(' | ')}`];
  return h1s[0] ? [] : ['an empty h1'];
}

/** axe's serious violations and the heading problems together. */
export async function pageProblems(page: Page): Promise<string[]> {
  return [...(await seriousViolations(page)), ...(await headingProblems(page))];
}
