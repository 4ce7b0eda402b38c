import { expect, test, type Page } from '@playwright/test';
import { CURBSIDE_TEXTS } from '@carrier/shared/curbside';
import { ESCALATION_TEXTS } from '@carrier/shared/escalation';
import { expectAccessible, watchConsole } from '../support/a11y.ts';
import { englishStrings } from '../support/english-strings.ts';

/**
 * 002 §2.7, §2.8, §4, §5, §8: a customer escalates an issue (the rules, the failed send's banner, then the reference
 * number), and a customer picking up an online order checks in from the car or the storefront, in English and in
 * Spanish. The orders are the fixture pickup orders (fixtures/pickup-orders.json), one in every status.
 */
const ENGLISH = englishStrings();

/** English strings a Spanish page shows, in its text or its labels. */
async function englishOnPage(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
  return ENGLISH.filter((e) => e.pattern.test(words)).map((e) => `"${e.text}" (from ${e.source})`);
}

/**
 * Waits until the page's scripts run this button (it stops waiting for them). A click before then is remembered by
 * the boot script once that has run; a journey clicks at once, so it waits rather than race the boot script.
 */
async function scriptsRun(page: Page, name: string) {
  await expect(page.getByRole('button', { name })).not.toHaveAttribute('data-awaits-scripts');
}

const en = ESCALATION_TEXTS.en;
const es = ESCALATION_TEXTS.es;
const ESCALATION_CALL = '**/msapi/microsites-orch-nodems/v1/webform/email/socialAdvocate';

// dense journeys, a dozen pages each: the time a busy machine needs
test.describe.configure({ timeout: 90_000 });

test.describe('escalation form', () => {
  test('every rule on submit and on leaving a field, a failed send’s banner, then the reference number', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/support/escalation');
    await expect(page.getByRole('heading', { level: 1, name: 'Let’s make this right' })).toBeVisible();
    await expectAccessible(page);

    // an empty submit: every required field's error, summarised and focused
    await scriptsRun(page, 'Submit');
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByTestId('escalation-error-summary');
    await expect(summary).toBeFocused();
    for (const message of [
      en.firstNameRequired,
      en.lastNameRequired,
      en.emailRequired,
      en.phoneRequired,
      en.productRequired,
      en.contactTimeRequired,
      en.issueRequired,
    ])
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expectAccessible(page);
    await summary.getByRole('link', { name: en.emailRequired }).click();
    await expect(page.getByLabel('Email address')).toBeFocused();

    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Lin');
    await page.getByLabel('Email address').fill('avery@');
    await page.getByLabel('Email address').blur();
    await expect(page.getByText(en.emailInvalid)).toBeVisible();
    await page.getByLabel('Email address').fill('avery.lin@example.com');
    await page.getByLabel('Contact phone number').fill('555-0142');
    await page.getByLabel('Contact phone number').blur();
    await expect(page.getByText(en.phoneInvalid)).toBeVisible();
    await page.getByLabel('Contact phone number').fill('555.555.0142');
    await expect(page.getByLabel('Contact phone number')).toHaveAttribute('maxlength', '12');

    // a product other than wireless asks for a numeric account number; wireless asks for the wireless number
    await page.getByLabel('Product').selectOption('tv');
    await page.getByLabel('Account number').fill('12-34');
    await page.getByLabel('Account number').blur();
    await expect(page.getByText('Please enter only the number')).toBeVisible();
    await page.getByLabel('Product').selectOption('wireless');
    await expect(page.getByLabel('Account number')).toHaveCount(0);
    await page.getByLabel('Wireless number').fill('555-555-0199');
    await page.getByRole('checkbox', { name: 'Evening' }).check();
    await page.getByLabel('Time zone').selectOption('PT');
    await page.getByLabel('Describe the problem').fill('No signal at home since the tower work on Main Street.');
    await expect(page.getByLabel('Describe the problem')).toHaveAttribute('maxlength', '3000');

    // 002 §8: the send fails — the configured banner, at the top, the answers kept
    await page.route(ESCALATION_CALL, (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Submit' }).click();
    const banner = page.getByTestId('escalation-submit-error');
    await expect(banner).toHaveText(/we couldn’t send your request.*1-800-555-0155/);
    await expect(page.getByLabel('First name')).toHaveValue('Avery');
    await expectAccessible(page);

    await page.unroute(ESCALATION_CALL);
    let sent: Record<string, string> | null = null;
    page.on('request', (r) => {
      if (r.url().includes('socialAdvocate')) sent = r.postDataJSON() as Record<string, string>;
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByTestId('escalation-success');
    await expect(success.getByRole('heading', { level: 1, name: en.successHeading })).toBeFocused();
    await expect(page.getByTestId('escalation-ref-id')).toHaveText(/^EC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await expect(page.getByTestId('escalation-hero')).toHaveCount(0);
    expect(sent).toMatchObject({
      ACCOUNT_NUMBER: '555-555-0199',
      BESTTIME_TO_CONTACT: 'evening',
      PRODUCT_VALUE: 'wireless',
      TIME_ZONE: 'PT',
      SUBJECT: 'Social advocate escalation',
    });
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('in Spanish: the rules’ messages and the reference', async ({ page }) => {
    await page.goto('/es-us/support/escalation');
    await expect(page.getByRole('heading', { level: 1, name: 'Vamos a solucionarlo' })).toBeVisible();
    await scriptsRun(page, 'Enviar');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByTestId('escalation-error-summary').getByRole('link', { name: es.contactTimeRequired }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Nombre', { exact: false }).first().fill('Ana');
    await page.getByLabel('Apellido').fill('Ruiz');
    await page.getByLabel('Correo electrónico').fill('ana.ruiz@example.com');
    await page.getByLabel('Número de teléfono de contacto').fill('555-555-0177');
    await page.getByLabel('Producto').selectOption('internet');
    await page.getByLabel('Número de cuenta').fill('abc');
    await page.getByLabel('Número de cuenta').blur();
    await expect(page.getByText(es.accountNumeric)).toBeVisible();
    await page.getByLabel('Número de cuenta').fill('987654321');
    await page.getByRole('checkbox', { name: 'Mañana' }).check();
    await page.getByLabel('Describe el problema').fill('El internet se corta todas las noches.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: es.successHeading })).toBeVisible();
    await expect(page.getByText(/Tu número de referencia es EC-/)).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);
    await expectAccessible(page);
  });
});

const c = CURBSIDE_TEXTS.en;
const ce = CURBSIDE_TEXTS.es;
const CHECK_IN = '/store-pickup/check-in';
const link = (order: string, store: string, extra = '') =>
  `${CHECK_IN}?ordernum=${order}&store=${store}&locationID=101${extra}`;

/** Checks in from the car for this order and waits for the view that follows. */
async function carCheckIn(page: Page, url: string, text = c) {
  await page.goto(url);
  await scriptsRun(page, text.chooseCar);
  await page.getByRole('button', { name: text.chooseCar }).click();
  await page.getByLabel(text.parking).fill('Space 4, by the front door');
  await page.getByLabel(text.vehicleType).selectOption('SUV');
  await page.getByLabel(text.vehicleColor).selectOption('Red');
  await page.getByRole('button', { name: text.checkIn }).click();
  await expect(page.getByTestId('curbside-result')).toBeVisible();
}

test.describe('curbside check-in', () => {
  test('find-your-order, the choice, cancel, each form’s rules and every status with its icon', async ({ page }) => {
    const errors = watchConsole(page);
    // 002 §5: no parameters, or parameters that break a rule: find-your-order
    for (const url of [
      CHECK_IN,
      `${CHECK_IN}?ordernum=21100000000000001&store=D123&locationID=101`,
      `${CHECK_IN}?ordernum=21-100000000000001&store=D12345&locationID=101`,
      `${CHECK_IN}?ordernum=21-100000000000001&store=D123&locationID=A1`,
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: c.findHeading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: c.findStoreLink })).toHaveAttribute('href', '/store-pickup');
    await expectAccessible(page);

    // the choice; the car form's rules; cancel returns to no selection
    await page.goto(link('21-100000000000001', 'D123'));
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByText('Order 21-100000000000001')).toBeVisible();
    await expectAccessible(page);
    await scriptsRun(page, c.chooseCar);
    await page.getByRole('button', { name: c.chooseCar }).click();
    await expect(page.getByRole('heading', { name: c.carHeading })).toBeFocused();
    await page.getByRole('button', { name: c.checkIn }).click();
    await expect(page.getByText(c.parkingRequired)).toBeVisible();
    await expect(page.getByText(c.vehicleTypeRequired)).toBeVisible();
    await expect(page.getByText(c.vehicleColorRequired)).toBeVisible();
    await expect(page.getByLabel(c.parking)).toBeFocused();
    await expect(page.getByLabel(c.parking)).toHaveAttribute('maxlength', '200');
    await expectAccessible(page);
    await page.getByRole('button', { name: c.cancel }).click();
    await expect(page.getByTestId('curbside-choose')).toBeVisible();

    // the storefront form: a location is required, notes are optional; a picked-up order is information
    await page.goto(link('21-100000000000003', 'D123'));
    await scriptsRun(page, c.chooseStorefront);
    await page.getByRole('button', { name: c.chooseStorefront }).click();
    await page.getByRole('button', { name: c.checkIn }).click();
    await expect(page.getByText(c.locationRequired)).toBeVisible();
    await page.getByLabel(c.location).selectOption('Front door');
    await page.getByLabel(c.otherNotes).fill('Green umbrella');
    await page.getByRole('button', { name: c.checkIn }).click();
    const result = page.getByTestId('curbside-result');
    await expect(result).toHaveAttribute('data-outcome', 'info');
    await expect(result.locator('[data-icon="info"]')).toBeVisible();
    await expect(result).toContainText(c.resultCUSTOMERPICKEDUP);

    // every other status of 002 §4, with its icon
    const cases: Array<[string, string, 'success' | 'info', string]> = [
      ['21-100000000000001', 'D123', 'success', c.resultREADYFORCUSTOMERPICKUP],
      ['21-100000000000002', 'D123', 'success', c.resultBEINGPICKEDUP],
      ['21-100000000000004', 'D123', 'info', c.resultCANCELLED],
      ['21-100000000000005', 'D123', 'info', c.resultCANCELLED],
      ['21-199999999999999', 'D123', 'info', c.resultORDERNOTFOUND],
      ['21-100000000000007', 'Q9', 'info', c.resultNOTIFICATIONNOTSENT],
    ];
    for (const [order, store, outcome, message] of cases) {
      await carCheckIn(page, link(order, store));
      await expect(result).toHaveAttribute('data-outcome', outcome);
      await expect(result.locator(`[data-icon="${outcome}"]`)).toBeVisible();
      await expect(result).toContainText(message);
      await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
    }
    await expectAccessible(page);

    // an answer outside §4 (an order not ready yet): the submit error with the store page link
    await carCheckIn(page, link('21-100000000000006', 'D123'));
    await expect(result).toHaveAttribute('data-outcome', 'error');
    await expect(result).toContainText(c.submitError);
    await expect(result.getByRole('link', { name: c.storeLink })).toHaveAttribute('href', '/store-pickup?store=D123');
    await expectAccessible(page);

    // BOPIS: the array payload goes to the configured URL (here its embedded default) instead
    let bopisBody: unknown = null;
    page.on('request', (r) => {
      if (r.url().includes('/onlinePickup/bopis/checkin')) bopisBody = r.postDataJSON();
    });
    await carCheckIn(page, link('21-100000000000008', 'T45', '&BOPIS=true'));
    await expect(result).toHaveAttribute('data-outcome', 'success');
    expect(bopisBody).toEqual([
      {
        orderNo: '21-100000000000008',
        storeId: 'T45',
        notes: 'Parked at: Space 4, by the front door; Car type: SUV; Car colour: Red',
      },
    ]);
    expect(errors).toEqual([]);
  });

  test('in Spanish: find-your-order, the forms and a result', async ({ page }) => {
    await page.goto(`/es-us${CHECK_IN}?ordernum=1-2`);
    await expect(page.getByRole('heading', { level: 1, name: ce.findHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: ce.findStoreLink })).toHaveAttribute('href', '/es-us/store-pickup');
    await expectAccessible(page);
    await carCheckIn(page, `/es-us${link('21-100000000000009', 'T45')}`, ce);
    await expect(page.getByTestId('curbside-result')).toContainText(ce.resultBEINGPICKEDUP);
    await expect(page.getByRole('heading', { level: 2, name: ce.resultHeadingSuccess })).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);
    await expectAccessible(page);
    await carCheckIn(page, `/es-us${link('21-100000000000006', 'D123')}`, ce);
    await expect(page.getByRole('link', { name: ce.storeLink })).toHaveAttribute(
      'href',
      '/es-us/store-pickup?store=D123',
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});
