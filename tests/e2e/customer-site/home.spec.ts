import { expect, test } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

test.describe('customer site', () => {
  test('the home page loads from its content document', async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /en/);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('/es-us/ serves the Spanish document', async ({ page }) => {
    await page.goto('/es-us/');
    await expect(page.locator('html')).toHaveAttribute('lang', /es/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('a customer signs in and out', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('User ID').fill('customer1');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Signed in as/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  });

  test('an unknown page says so without breaking the site', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('main')).toContainText(/find|not found/i);
    await expectAccessible(page);
  });
});
