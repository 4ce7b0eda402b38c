import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';

/**
 * 002 §2.1, §4, §8 the plan label finder: every address-check branch, the grid with its search and pages, a label
 * opened by keyboard, the error alerts, the plan toggle, and Spanish. Fixture addresses: fixtures/README.md.
 */

async function checkAddress(page: Page, typed: string, choose?: string) {
  const field = page.getByRole('combobox', { name: /Street address|Dirección/ });
  await field.fill(typed);
  if (choose) await page.getByRole('option', { name: choose }).click();
  await page.getByRole('button', { name: /Check availability|Verificar disponibilidad/ }).click();
}

test('the finder: address type-ahead, grid with search and pages, a label by keyboard, Change, every branch', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/internet/broadband-labels');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plans and broadband labels for your address' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wireless postpaid', pressed: true })).toBeVisible();
  await expectAccessible(page);

  // SUCCESS through the type-ahead: 11 postpaid plans, 9 a page, with the search box
  await checkAddress(page, '1200 main', '1200 Main St, Dallas, TX 75201');
  await expect(page.getByTestId('selected-address')).toContainText('1200 Main St, Dallas, TX 75201');
  await expect(page.getByText('11 plans')).toBeVisible();
  await expect(page.getByTestId('plan-card')).toHaveCount(9);
  await expect(page.getByTestId('plan-card').first()).toContainText('Tablet Data 10GB');
  await expect(page.getByTestId('plan-card').first()).toHaveAttribute('data-taxation-geo-code', '4400752');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByTestId('plan-card')).toHaveCount(2);
  const search = page.getByRole('searchbox', { name: 'Search plans' });
  await search.fill('your way');
  await expect(page.getByTestId('plan-card')).toHaveText([/Unlimited Your Way 2/, /Unlimited Your Way 10/]);
  await search.fill('xtra');
  await expect(page.getByText('No plan name has a word starting with “xtra”.')).toBeVisible();
  await search.fill('extra');
  await expect(page.getByTestId('plan-card')).toHaveCount(1);

  // the label, opened from the keyboard
  const summary = page.getByRole('button', { name: 'Mobile Broadband Consumer Disclosure' });
  await summary.focus();
  await page.keyboard.press('Enter');
  const facts = page.getByTestId('broadband-facts');
  await expect(facts).toBeVisible();
  await expect(facts.getByRole('heading', { name: 'Broadband Facts' })).toBeVisible();
  await expect(facts.getByTestId('unique-plan-id')).toHaveText('F0009876543WPO0002');
  await expect(facts).toContainText('$75.00');
  await expect(facts.getByRole('link', { name: 'Label as JSON' })).toHaveAttribute(
    'href',
    '/msapi/idp-content-orchestration/v1/broadband-labels/F0009876543WPO0002/versions/2',
  );
  await expectAccessible(page);

  // home internet at the same address: five fiber plans
  await page.getByRole('button', { name: 'Home internet' }).click();
  await expect(page.getByText('5 plans')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search plans' })).toHaveCount(0);

  // Change: back to the form and the first family; NOT_QUALIFIED for fiber outside the footprint, with the contact
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('button', { name: 'Wireless postpaid', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Home internet' }).click();
  await checkAddress(page, '17 Lakeview Dr, Columbus, OH 43215');
  const alert = page.getByTestId('finder-error');
  await expect(alert).toHaveAttribute('data-code', 'NOT_QUALIFIED');
  await expect(alert).toContainText('Home internet isn’t available at this address yet.');
  await expect(alert.getByRole('link', { name: 'Call 1-800-555-0130' })).toHaveAttribute('href', 'tel:18005550130');
  await expect(alert.getByRole('link', { name: 'Questions? Home internet support' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expectAccessible(page);

  // NO_RECORDS_FOUND: DSL whose plans are retired
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('button', { name: 'Home internet' }).click();
  await checkAddress(page, '455 Elm St, Austin');
  await expect(page.getByTestId('finder-error')).toHaveAttribute('data-code', 'NO_RECORDS_FOUND');

  // CLOSE_MATCH: the multiple-address modal; closing returns to the form
  await page.getByRole('button', { name: 'Change' }).click();
  await checkAddress(page, '500 Oak St');
  const closeMatch = page.getByRole('dialog', { name: 'Did you mean one of these addresses?' });
  await expect(closeMatch.getByRole('button')).toHaveCount(4);
  await expectAccessible(page);
  await closeMatch.getByRole('button', { name: 'Close' }).click();
  await expect(closeMatch).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Street address' })).toBeFocused();

  // CLOSE_MATCH_MDU: the unit modal; a unit chosen is checked
  await checkAddress(page, '300 Congress Ave, Austin');
  const units = page.getByRole('dialog', { name: 'Choose your apartment or unit' });
  await units.getByRole('button', { name: 'Apt 102' }).click();
  await expect(page.getByTestId('selected-address')).toContainText('300 Congress Ave, Apt 102, Austin, TX 78701');

  // EXISTING_SERVICE
  await page.getByRole('button', { name: 'Change' }).click();
  await checkAddress(page, '742 Evergreen Ter');
  const existing = page.getByRole('dialog', { name: 'This address already has service' });
  await expect(existing).toBeVisible();
  await existing.getByRole('button', { name: 'Close' }).click();

  // NOMATCH: the spinner stops, the note under the field says so
  await checkAddress(page, '1 Nowhere Rd, Atlantis');
  await expect(page.getByText('We couldn’t find that address. Check it and try again.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the plan toggle (business channel), and the finder in Spanish', async ({ page }) => {
  await page.goto('/business/broadband-labels');
  await checkAddress(page, '1200 Main St, Dallas');
  const tabs = page.getByRole('tablist', { name: 'Plans' });
  await expect(tabs.getByRole('tab')).toHaveText(['Business Unlimited Performance', 'Business Unlimited Starter']);
  await tabs.getByRole('tab', { name: 'Business Unlimited Starter' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('$50.00');
  await expectAccessible(page);

  await page.goto('/es-us/internet/broadband-labels');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Planes y etiquetas de banda ancha para tu dirección' }),
  ).toBeVisible();
  await checkAddress(page, '88 Peachtree Rd NE, Atlanta');
  await expect(page.getByText('Planes para')).toBeVisible();
  await page.getByRole('button', { name: 'Internet para el hogar' }).click();
  await expect(page.getByText('1 plan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Divulgación al consumidor de banda ancha móvil' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de banda ancha' })).toBeVisible();
  await expect(page.getByTestId('broadband-facts')).toContainText('Precio mensual');
  await expectAccessible(page);

  // the plan map's contact page, in the page's language
  await page.getByRole('button', { name: 'Cambiar' }).click();
  await page.getByRole('button', { name: 'Internet para el hogar' }).click();
  await checkAddress(page, '17 Lakeview Dr, Columbus, OH 43215');
  const alerta = page.getByTestId('finder-error');
  await expect(alerta).toHaveAttribute('data-code', 'NOT_QUALIFIED');
  await expect(alerta.getByRole('link', { name: /^¿Preguntas\?/ })).toHaveAttribute('href', '/es-us/support');
});
