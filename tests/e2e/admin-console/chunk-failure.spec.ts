import { expect, test } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD } from '../support/a11y.ts';

test.describe('the console when a part of it cannot be downloaded', () => {
  test('the sign-in page needs no react-admin; when the console behind it fails to load, it says so and reloads', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const failedRequests: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failedRequests.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    // A deploy replaced the console's files: the chunk this page names is gone.
    await page.route('**/admin/assets/ConsoleApp-*.js', (route) => route.abort('failed'));

    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(scripts.filter((s) => /ConsoleApp-/.test(s))).toEqual([]);
    expect(failedRequests).toEqual([]); // signed out is not an error: GET /auth/session answers 200

    await page.getByLabel('User ID').fill('reader');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(notice).toContainText('Reload the page to continue.');
    await expectAccessible(page);

    // The new files are in place now: the reload brings the console up, still signed in.
    await page.unroute('**/admin/assets/ConsoleApp-*.js');
    await notice.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Signature profile tool' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  });

  test('a page asked for while signed out opens after signing in', async ({ page }) => {
    await page.goto('/admin/fans?filter=%7B%7D');
    await expect(page).toHaveURL(/\/admin\/login\?returnurl=/);
    await page.getByLabel('User ID').fill('reader');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/fans\?filter=/);
    await expect(page.getByRole('heading', { name: 'Signature profile tool' })).toHaveCount(0);
  });
});
