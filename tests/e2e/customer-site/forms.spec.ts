import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';

/**
 * 002 §2.10, §4, §7 generic form engine journeys on the three fixture forms. They need the form services wired
 * into the gateway (POST /msapi/microsites-orch-nodems/v1/webform/:formKey, GET …/organisations/search/:text).
 */

async function submit(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
}

test.describe('generic forms', () => {
  test('contact us: an invalid submit explains itself and focuses the first invalid field', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expectAccessible(page);
    await submit(page, 'Send message');
    // the page's own words (content overrides the engine's defaults, 002 §2.10), and a summary of sentences
    await expect(page.getByTestId('form-status')).toHaveText(
      'Some answers need another look. Check the messages below each field.',
    );
    await expect(page.getByTestId('form-live-region')).toHaveText('There are errors on the form');
    await expect(page.getByLabel(/First name/)).toBeFocused();
    await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText([
      'Enter your first name.',
      'Enter your last name.',
      'Enter your email address.',
      'Enter your email address again.',
      'Choose what your question is about.',
      'Choose the best time to contact you.',
      'Enter your message.',
      'Tick the box so that we can contact you about this request.',
    ]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('contact us: a valid submit by keyboard, with the organisation chosen by type-ahead, is stored', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await page.getByLabel(/First name/).fill('Ana');
    await page.getByLabel(/Last name/).fill('Reyes');
    await page.getByLabel(/^Email address/).fill('ana@example.com');
    await page.getByLabel(/Confirm email address/).fill('ana@example.com');
    await page.getByLabel(/Phone number/).pressSequentially('5551234567');
    await expect(page.getByLabel(/Phone number/)).toHaveValue('555.123.4567');

    const org = page.getByRole('combobox', { name: /Employer or organisation/ });
    await org.focus();
    await page.keyboard.type('amberly');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(250);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(org).toHaveAttribute('aria-activedescendant', /.+/);
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(org).toHaveValue(/^Amberly /);
    await page.keyboard.press('Tab');

    await page.getByLabel('What is your question about?').selectOption('billing');
    await page.getByLabel('Morning').check();
    await page.getByLabel('Your message').fill('My bill shows two charges for one line.');
    await page.getByLabel(/I agree that Carrier may contact me/).check();

    const posted = page.waitForResponse(
      (r) => r.url().includes('/webform/contactus') && r.request().method() === 'POST',
    );
    await submit(page, 'Send message');
    const response = await posted;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON();
    expect(body).toMatchObject({ CommonData: { AppName: 'CommonServices' }, source: 'contactUs' });
    expect(body.formdata).toContain('FIRST_NAME: Ana');
    await expect(page.getByTestId('form-status')).toHaveText(/Thanks, we have your message/);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('contact us: what a customer types, ticks, chooses and clicks before the page has loaded its scripts is kept and sent', async ({
    page,
  }) => {
    // a slow phone: the server's form is on screen and answered before any script has run
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // the small boot script arrives; the app's scripts are held
    await page.route('**/assets/**/*.js', async (route) => {
      if (!/\/assets\/index-[^/]*\.js$/.test(route.request().url())) await scriptsHeld;
      await route.continue();
    });
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/webform/contactus') && r.method() === 'POST') sent += 1;
    });
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await page.getByLabel(/First name/).fill('Ana');
    await page.getByLabel(/Last name/).fill('Reyes');
    await page.getByLabel(/^Email address/).fill('ana@example.com');
    await page.getByLabel(/Confirm email address/).fill('ana@example.com');
    await page.getByLabel(/Phone number/).fill('5551234567');
    await page.getByLabel('What is your question about?').selectOption('billing');
    await page.getByLabel('Morning').check();
    await page.getByLabel('Your message').fill('Typed while the page was still loading.');
    await page.getByLabel(/I agree that Carrier may contact me/).check();

    // before the scripts run, the form has no submit button the browser could send it by; a click is remembered
    await expect(page.locator('form button[type="submit"]')).toHaveCount(0);
    await submit(page, 'Send message');
    const posted = page.waitForResponse(
      (r) => r.url().includes('/webform/contactus') && r.request().method() === 'POST',
    );
    expect(sent).toBe(0);
    release();
    // hydrated: the scripts have made the button the form's submit, and the click sends the form, once
    expect((await posted).status()).toBe(200);
    await expect(page.locator('form button[type="submit"]')).toBeAttached();
    await expect(page.getByLabel(/First name/)).toHaveValue('Ana');
    await expect(page.getByLabel(/Phone number/)).toHaveValue('555.123.4567');
    await expect(page.getByLabel(/I agree that Carrier may contact me/)).toBeChecked();
    const body = JSON.stringify((await posted).request().postDataJSON());
    for (const answer of ['FIRST_NAME: Ana', 'PHONE_NUMBER: 555.123.4567', 'SUBJECT: billing', 'morning'])
      expect(body).toContain(answer);
    expect(body).toContain('Typed while the page was still loading.');
    await expect(page.getByTestId('form-status')).toHaveText(/Thanks, we have your message/);
    expect(sent).toBe(1);
  });

  test('contact us sent twice: a double click sends once, the reference is shown, and a reload then the same again is already received', async ({
    page,
  }) => {
    // two walks through the form, each checked with axe: longer than most journeys on a shared machine
    test.slow();
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/webform/contactus') && r.method() === 'POST')
        keys.push(r.headers()['idempotency-key'] ?? '');
    });
    const fill = async () => {
      await page.getByLabel(/First name/).fill('Noor');
      await page.getByLabel(/Last name/).fill('Haddad');
      await page.getByLabel(/^Email address/).fill('noor@example.com');
      await page.getByLabel(/Confirm email address/).fill('noor@example.com');
      await page.getByLabel('What is your question about?').selectOption('order');
      await page.getByLabel('Evening').check();
      await page.getByLabel('Your message').fill('Where is my order? It was due on Monday.');
      await page.getByLabel(/I agree that Carrier may contact me/).check();
    };
    await page.goto('/contact-us');
    await fill();
    const first = page.waitForResponse((r) => r.url().includes('/webform/contactus'));
    await page.getByRole('button', { name: 'Send message' }).dblclick();
    const firstAnswer = await (await first).json();
    expect(firstAnswer).toMatchObject({ alreadyReceived: false, reference: expect.stringMatching(/^WF-/) });
    await expect(page.getByTestId('submission-reference')).toHaveText(firstAnswer.reference);
    await expect(page.getByRole('navigation', { name: 'What you can do next' }).getByRole('link')).toHaveAttribute(
      'href',
      '/',
    );
    expect(keys).toHaveLength(1);
    await expectAccessible(page);

    await page.reload();
    await fill();
    const again = page.waitForResponse((r) => r.url().includes('/webform/contactus'));
    await submit(page, 'Send message');
    expect((await (await again).json()).alreadyReceived).toBe(true);
    expect(keys).toEqual([keys[0], keys[0]]);
    await expect(page.getByTestId('already-received')).toBeVisible();
    await expect(page.getByTestId('submission-reference')).toHaveText(firstAnswer.reference);
    await expectAccessible(page);
  });

  test('contact us: other answers from the same page later in the visit are offered as a new request', async ({
    page,
  }) => {
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/webform/contactus') && r.method() === 'POST')
        keys.push(r.headers()['idempotency-key'] ?? '');
    });
    const fill = async (message: string) => {
      await page.getByLabel(/First name/).fill('Lee');
      await page.getByLabel(/Last name/).fill('Park');
      await page.getByLabel(/^Email address/).fill('lee@example.com');
      await page.getByLabel(/Confirm email address/).fill('lee@example.com');
      await page.getByLabel('What is your question about?').selectOption('billing');
      await page.getByLabel('Morning').check();
      await page.getByLabel('Your message').fill(message);
      await page.getByLabel(/I agree that Carrier may contact me/).check();
    };
    await page.goto('/contact-us');
    await fill('Why did my bill go up this month?');
    await submit(page, 'Send message');
    await expect(page.getByTestId('submission-reference')).toBeVisible();
    const first = await page.getByTestId('submission-reference').textContent();

    await page.reload();
    await fill('A different question: can I add a line?');
    await submit(page, 'Send message');
    await expect(page.getByTestId('submission-conflict')).toContainText('You already sent a different request');
    await expectAccessible(page);
    const fresh = page.waitForResponse((r) => r.url().includes('/webform/contactus'));
    await page.getByRole('button', { name: 'Send as a new request' }).click();
    const freshAnswer = await (await fresh).json();
    expect(freshAnswer.alreadyReceived).toBe(false);
    await expect(page.getByTestId('submission-reference')).toHaveText(freshAnswer.reference);
    expect(freshAnswer.reference).not.toBe(first);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('type-ahead: Escape closes the list and the clear button empties the field', async ({ page }) => {
    await page.goto('/contact-us');
    const org = page.getByRole('combobox', { name: /Employer or organisation/ });
    await org.fill('brightwater');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', { name: 'Clear text' }).click();
    await expect(org).toHaveValue('');
    await expect(org).toBeFocused();
  });

  test('authorized retailer: a valid application gets Result.Code S0000 and the success message', async ({ page }) => {
    await page.goto('/authorized-retailer');
    await page.getByLabel(/Business name/).fill('Corner Phones');
    await page.getByLabel(/Federal tax ID/).fill('12-3456789');
    await page.getByLabel(/Contact name/).fill('Sam Lee');
    await page.getByLabel(/Contact email/).fill('sam@corner.example');
    await page.getByLabel(/Contact phone/).pressSequentially('5559876543');
    await page.getByLabel(/Number of store locations/).selectOption('2-5');
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await page.getByLabel(/Date you could start selling/).fill(iso);
    await page.getByLabel(/I confirm the information above is correct/).check();
    const posted = page.waitForResponse((r) => r.url().includes('/webform/authorizedretailer'));
    await submit(page, 'Apply now');
    const response = await posted;
    expect((await response.json()).Result.Code).toBe('S0000');
    expect(response.request().postDataJSON()).toMatchObject({
      businessName: 'Corner Phones',
      acceptTerms: true,
      source: 'authorizedRetailer',
    });
    await expect(page.getByTestId('form-status')).toHaveText(/application has been received/);
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('55+: choosing "existing customer" replaces the submit row with the call-us banner', async ({ page }) => {
    await page.goto('/55-plus');
    await expect(page.getByRole('button', { name: 'Check my eligibility' })).toBeVisible();
    await page.getByLabel('Yes, I am a customer').check();
    const banner = page.getByTestId('existing-customer-banner');
    await expect(banner).toContainText('Call us to check eligibility');
    await expect(banner).toContainText('1-800-555-0155');
    await expect(page.getByRole('button', { name: 'Check my eligibility' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel('No, I am new to Carrier').check();
    await expect(page.getByRole('button', { name: 'Check my eligibility' })).toBeVisible();
  });

  test('55+: one of email or phone is required on submit', async ({ page }) => {
    await page.goto('/55-plus');
    await page.getByLabel('No, I am new to Carrier').check();
    await page.getByLabel(/Full name/).fill('Pat Doe');
    await page.getByLabel(/Date of birth/).fill('1960-04-01');
    await submit(page, 'Check my eligibility');
    await expect(page.getByTestId('form-status')).toHaveText(
      'Some answers need another look. Check the messages below each field.',
    );
    await expect(page.getByText('Enter an email address or a phone number').first()).toBeVisible();
    await expect(page.getByLabel(/^Email address/)).toBeFocused();
  });
});

test.describe('generic forms: states from content and small screens', () => {
  test('content alone renders the success, failure and banner states (no back end)', async ({ page }) => {
    await page.goto('/content-preview/form-states');
    const statuses = page.getByTestId('form-status');
    await expect(statuses.nth(0)).toHaveText('Form submission was successful');
    await expect(statuses.nth(1)).toHaveText('There was an error. Form did not submit!');
    await expect(page.getByTestId('existing-customer-banner')).toContainText('Call us to check eligibility');
    await expectAccessible(page);
  });

  test('in a narrow window the fields follow mobileRow order, one per row, and the form stays usable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact-us');
    // a desktop browser's narrow window: the server laid out desktop rows; the browser re-lays them once it knows
    await expect(page.locator('form button[type="submit"]')).toBeAttached();
    await expect
      .poll(async () => {
        const first = await page.getByLabel(/First name/).boundingBox();
        const last = await page.getByLabel(/Last name/).boundingBox();
        return Boolean(first && last && last.y > first.y + first.height && Math.abs(last.x - first.x) < 2);
      })
      .toBe(true);
    await submit(page, 'Send message');
    await expect(page.getByLabel(/First name/)).toBeFocused();
    await expectAccessible(page);
  });

  test("in a narrow window nothing on the form moves when the page's scripts take it over", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      if (!/\/assets\/index-[^/]*\.js$/.test(route.request().url())) await scriptsHeld;
      await route.continue();
    });
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    const positions = () =>
      page
        .locator('main form label, main form button, main form textarea')
        .evaluateAll((els) =>
          els.map((e) => `${e.textContent?.slice(0, 20)} ${Math.round(e.getBoundingClientRect().top)}`),
        );
    const served = await positions();
    release();
    await expect(page.locator('form button[type="submit"]')).toBeAttached();
    // the re-lay by the window's width follows hydration: give it two frames
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await positions()).toEqual(served);
  });

  test('a phone gets its rows from the server: one field per row before any script runs', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/contact-us');
    const first = (await page.getByLabel(/First name/).boundingBox())!;
    const last = (await page.getByLabel(/Last name/).boundingBox())!;
    expect(last.y).toBeGreaterThan(first.y + first.height);
    expect(Math.abs(last.x - first.x)).toBeLessThan(2);
    await context.close();
  });
});
