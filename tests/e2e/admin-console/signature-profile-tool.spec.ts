import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

async function signIn(page: Page, username: string) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('Signature profile tool', () => {
  test('a reader signs in, searches a FAN and sees its card', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, 'reader');
    await expect(page.getByRole('heading', { level: 1, name: 'Signature profile tool' })).toBeVisible();
    await expect(page.getByText('Access token links and FAN details in one convenient tool.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Single FAN ID' })).toBeVisible();
    await expectAccessible(page);

    const field = page.getByLabel('Search by FAN ID');
    await field.pressSequentially('0001abc2345');
    await expect(field).toHaveValue('00012345');
    await field.press('Enter');

    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAN information' })).toBeVisible();
    const card = page.getByRole('region', { name: 'FAN information' });
    await expect(card.getByText('Active').first()).toBeVisible();
    await expect(card.getByText('Kestrel Ridge Engineering Corp.')).toBeVisible();
    await expect(card.getByText('Kestrel Ridge Perks')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("an unknown FAN id shows 'FAN ID not found.'", async ({ page }) => {
    await signIn(page, 'reader');
    await page.getByLabel('Search by FAN ID').fill('00000000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('FAN ID not found.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAN information' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an employee without a fan-tools role sees 'Unauthorized'", async ({ page }) => {
    await signIn(page, 'nobody');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByLabel('Search by FAN ID')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('User ID').fill('reader');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The user ID or password you entered is incorrect.' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
