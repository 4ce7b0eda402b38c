import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';

// A deploy replaced the site's files while a visitor had a page open: the chunk that page asks for is gone.
const GENERIC_FORM_CHUNK = '**/assets/GenericForm-*.js';
const SIGN_IN_CHUNK = '**/assets/SignInPage-*.js';

test.describe('a part of the site that cannot be downloaded', () => {
  test('a form page says its form did not load, keeps the rest of the page, and reloads into the form', async ({
    page,
  }) => {
    await page.route(GENERIC_FORM_CHUNK, (route) => route.abort('failed'));
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'This part of the page didn’t load' });
    await expect(notice.getByRole('heading', { level: 2 })).toHaveText('This part of the page didn’t load');
    await expect(notice).toContainText('Reload the page to continue.');
    await expect(page.getByLabel(/First name/)).toHaveCount(0);
    await expectAccessible(page);

    await page.unroute(GENERIC_FORM_CHUNK);
    await notice.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByLabel(/First name/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This part of the page didn’t load' })).toHaveCount(0);
  });

  test('in Spanish, a page whose screen did not load says so in Spanish and reloads', async ({ page }) => {
    await page.route(SIGN_IN_CHUNK, (route) => route.abort('failed'));
    await page.goto('/es-us/signin');
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText('Esta parte de la página no se cargó');
    await expect(notice).toContainText('Vuelve a cargar la página para continuar.');
    await expectAccessible(page);

    await page.unroute(SIGN_IN_CHUNK);
    await notice.getByRole('button', { name: 'Volver a cargar la página' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('ID de usuario')).toBeVisible();
  });
});
