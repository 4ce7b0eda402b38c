import { expect, test } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';

/**
 * 002 §2.11 verification panel, §3 'Verification result (panels)': the support page leads to a verification's
 * page, which shows its result label (001 §4) by the id in the address, in English and Spanish. Uses the fixture
 * verifications VRF-1001 (pending), VRF-1002 (doc upload) and VRF-1004 (approved) of fixtures/README.md.
 */
test.describe('discount verification page', () => {
  test('from the support page, each fixture verification with its label; an unknown one says so', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/support');
    await expect(page.getByRole('link', { name: 'Your discount verification' })).toHaveAttribute(
      'href',
      '/discount-verification',
    );
    await page.goto('/discount-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Your discount verification' })).toBeVisible();
    await expect(page.getByText(/Open this page from the link in your verification e-mail/)).toBeVisible();

    for (const [id, label, segment] of [
      ['VRF-1001', 'Pending', 'military'],
      ['VRF-1002', 'Doc Upload', 'teacher'],
      ['VRF-1004', 'Auto Approved', 'military'],
    ]) {
      await page.goto(`/discount-verification?verificationId=${id}`);
      const panel = page.getByTestId('verification-panel');
      await expect(panel).toHaveAttribute('data-state', 'found');
      await expect(panel.locator('[data-label]')).toHaveText(label!);
      await expect(panel.getByText(`Program: ${segment}`)).toBeVisible();
    }
    await expectAccessible(page);
    await page.goto('/discount-verification?verificationId=VRF-0000');
    await expect(page.getByText('We couldn’t find this verification. Check the link in your e-mail.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in Spanish', async ({ page }) => {
    await page.goto('/es-us/discount-verification?verificationId=VRF-1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu verificación del descuento' })).toBeVisible();
    await expect(page.getByTestId('verification-panel').locator('[data-label]')).toHaveText('Pendiente');
    await expectAccessible(page);
  });
});
