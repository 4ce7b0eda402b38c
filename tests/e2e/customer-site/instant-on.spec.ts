import { expect, test } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';

/**
 * 002 §2.6, §4, §5, §8 instant-on: from the address (by RG_SN, or checked on the page) to the cart page, the
 * all-in-one checkbox kept in session storage, the modals, each eligibility failure's message, and Spanish.
 */

test('from the gateway serial number to the cart, with the all-in-one discount', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/internet/instant-on?RG_SN=RG44021001&source=email');
  await expect(page.getByTestId('confirmed-address')).toContainText('1200 Main St, Dallas, TX 75201');
  const tabs = page.getByRole('tablist', { name: 'Choose your internet plan' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Fiber 300',
    'Fiber 500',
    'Fiber 1 GIG',
    'Fiber 2 GIG',
    'Fiber 5 GIG',
  ]);
  await expect(page.getByRole('heading', { name: 'Special offers' })).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Fiber 500' }).click();
  await expect(page.getByTestId('offer-monthly')).toHaveText('$70.00/mo.');
  await expect(page.getByTestId('offer-one-time')).toHaveText('$99.00 one-time');
  const aio = page.getByRole('checkbox', { name: /all-in-one discount/ });
  await aio.check();
  await expect(page.getByTestId('offer-monthly')).toHaveText('$55.00/mo.');

  // the box stays ticked on a reload (session storage)
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /all-in-one discount/ })).toBeChecked();

  await page.getByRole('button', { name: 'Learn more about the all-in-one discount' }).click();
  const learnMore = page.getByRole('dialog', { name: 'All-in-one discount' });
  await expect(learnMore).toBeVisible();
  await expectAccessible(page);
  await learnMore.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'How instant-on works' }).click();
  await page.getByRole('dialog', { name: 'Get online today' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tablist').getByRole('tab', { name: 'Fiber 500' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/buy\/shoppingcart\?hideGN=true&source=email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('cart-address')).toHaveText('1200 Main St, Dallas, TX 75201');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('cart-monthly-total')).toHaveText('$55.00');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('each eligibility rule failing shows its own message; Update checks another address', async ({ page }) => {
  const cases: Array<[string, string]> = [
    ['ADR-000010', 'Instant-on isn’t available at this address. You can still order home internet'],
    ['ADR-000011', 'Your community has its own internet service'],
    ['ADR-000012', 'Instant-on service isn’t available at this address yet.'],
    ['ADR-000013', 'This address already has an active account'],
    ['ADR-000014', 'Something went wrong please try again'],
  ];
  for (const [addressId, message] of cases) {
    await page.goto(`/internet/instant-on?address_id=${addressId}`);
    await expect(page.getByTestId('instant-on-error'), addressId).toContainText(message);
    await expect(page.getByTestId('instant-on-plans')).toHaveCount(0);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('combobox', { name: 'Street address' }).fill('2750 Sunset Blvd, Los Angeles');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByTestId('confirmed-address')).toContainText('2750 Sunset Blvd, Los Angeles, CA 90026');
  await expect(page.getByTestId('instant-on-plans')).toBeVisible();

  // an address the page names that needs the visitor opens its dialog over the address check
  await page.goto('/internet/instant-on?address_id=ADR-000006');
  const existing = page.getByRole('dialog', { name: 'This address already has service' });
  await expect(existing).toBeVisible();
  await existing.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('combobox', { name: 'Street address' })).toBeFocused();
});

test('instant-on and the cart in Spanish', async ({ page }) => {
  await page.goto('/es-us/internet/instant-on');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conéctate hoy con internet de activación instantánea' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Dirección' }).fill('1200 Main St, Dallas');
  await page.getByRole('button', { name: 'Verificar disponibilidad' }).click();
  await expect(page.getByTestId('offer-monthly')).toHaveText('$55.00/mes');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page).toHaveURL(/\/es-us\/buy\/shoppingcart\?hideGN=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expectAccessible(page);
});
