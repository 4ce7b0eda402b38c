import { expect, test } from '@playwright/test';
import { startGateway, type RunningGateway } from '../../lighthouse/gateway-process.ts';
import { expectAccessible } from '../support/a11y.ts';

/**
 * 001 §2 call-to-order modal: a gateway started with ENROLLMENT_CALL_TO_ORDER on (and its own toll-free number)
 * serves enrollment pages that the modal replaces, in English and Spanish.
 */
const PORT = Number(process.env.E2E_PORT ?? 8099) + 1000;
let gateway: RunningGateway;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  gateway = await startGateway(PORT, { ENROLLMENT_CALL_TO_ORDER: 'true', ENROLLMENT_SALES_PHONE: '1-800-555-0123' });
});
test.afterAll(async () => {
  await gateway?.stop();
});

test.describe('call-to-order modal', () => {
  test('replaces the enrollment page, with the configured number as a tel: link', async ({ page }) => {
    await page.goto(`${gateway.origin}/enrollment/signature`);
    const dialog = page.getByRole('dialog', { name: 'Ready to start saving?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call 1-800-555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    await expect(page.getByRole('heading', { name: 'Get your Signature discount' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('in Spanish', async ({ page }) => {
    await page.goto(`${gateway.origin}/es-us/enrollment/verify`);
    const dialog = page.getByRole('dialog', { name: '¿Listo para empezar a ahorrar?' });
    await expect(dialog.getByRole('link', { name: 'Llama al 1-800-555-0123' })).toHaveAttribute(
      'href',
      'tel:+18005550123',
    );
  });
});
