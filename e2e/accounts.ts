/** Signs a page up for an account through the account page, as a person does (English UI). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageProblems } from './axe.ts';

export async function signUp(page: Page, base: string, name: string): Promise<void> {
  await page.goto(`${base}/account`);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.locator('#acct-name').fill(name);
  await page.locator('#acct-password').fill(`${name} plays No Bid`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.locator('[data-testid=recovery-codes] li').nth(7).waitFor();
  expect(await pageProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('heading', { name: `Signed in as ${name}` }).waitFor();
  await expect(page.locator('[data-testid=account-link]').textContent()).resolves.toBe(name);
}
