import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

/**
 * 000 military form journeys: cancel through four steps with every validation message, edit truncation, restore
 * with its date window and a failed submit, keyboard-only restore, the empty states and a failed profile. Needs the
 * gateway's self-service routes and the customer fixtures (customer1, activeonly, noemail, nowireless).
 */

const WEBFORM = '**/msapi/microsites-orch-nodems/v1/webform/email/militaryWebform';
const PROFILE = '**/msapi/microsites-orch-nodems/v1/profile/no-cases';
const PDF = {
  name: 'orders.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

async function signIn(page: Page, username: string, path: string) {
  await page.goto(`/signin?returnurl=${encodeURIComponent(path)}`);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}

/**
 * Chromium does not hand a multipart body with a file to the test, so the page records the form data it sends
 * (field name → text, or the file's name) on window.__sentForms, then sends it unchanged.
 */
async function recordSentForms(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sentForms: Record<string, string>[] };
    w.__sentForms = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        const entry: Record<string, string> = {};
        init.body.forEach((value, key) => {
          entry[key] = typeof value === 'string' ? value : `file:${value.name}:${value.size}`;
        });
        w.__sentForms.push(entry);
      }
      return original(input, init);
    };
  });
}

async function lastSentForm(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const forms = (window as unknown as { __sentForms: Record<string, string>[] }).__sentForms;
    return forms[forms.length - 1] ?? {};
  });
}

function isoDate(daysFromToday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const activeHeading = (page: Page) => page.locator('#military-active-step');
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function stepOneCancel(page: Page) {
  await page.getByRole('checkbox', { name: 'Jordan, 214-555-0101 (iPhone 15)' }).check();
  await page.getByRole('checkbox', { name: 'Casey, 214-555-0102 (Galaxy S24)' }).check();
  await cont(page).click();
  await expect(activeHeading(page)).toHaveText('Hold and unlock options');
}

test.describe('military form', () => {
  test('a visitor who is not signed in gets the sign-in console', async ({ page }) => {
    await page.goto('/self-service/military-cancel');
    const console_ = page.getByRole('region', { name: 'Sign in to continue' });
    await expect(console_.getByRole('link', { name: 'Sign in to manage lines' })).toHaveAttribute(
      'href',
      '/signin?returnurl=%2Fself-service%2Fmilitary-cancel&channel=sales&flowType=services',
    );
    await expectAccessible(page);
  });

  test('cancel: four steps with every validation message, then the confirmation', async ({ page }) => {
    // the longest journey of the suite (four steps, every message, an axe check on each): more than the default time
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    await recordSentForms(page);
    await signIn(page, 'customer1', '/self-service/military-cancel');
    await expect(page.getByTestId('military-greeting')).toHaveText('Hi Jordan,');
    await expect(page.getByTestId('military-summary')).toContainText('Wireless account: 287243510011');
    await expect(page.getByTestId('upcoming-step-1')).toHaveText('Hold and unlock options');
    await expect(page.getByTestId('upcoming-step-3')).toHaveText('Review and accept the terms');
    // 000 §4: cancel lists only active lines
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    await expectAccessible(page);

    // Step 1
    await cont(page).click();
    await expect(page.getByText('Select at least one line to continue.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Jordan, 214-555-0101 (iPhone 15)' })).toBeFocused();
    await expectAccessible(page);
    await stepOneCancel(page);
    await expect(page.getByTestId('completed-step-0')).toContainText(
      'Jordan, 214-555-0101 (iPhone 15); Casey, 214-555-0102 (Galaxy S24)',
    );

    // Step 2: hold one, terminate the other, unlock the first
    const jordan = page.getByRole('group', { name: 'Jordan, 214-555-0101 (iPhone 15)' });
    await jordan.getByRole('radio', { name: 'Keep the number on hold' }).check();
    await jordan.getByRole('checkbox', { name: 'Unlock the device on this line' }).check();
    const imei = jordan.getByLabel(/IMEI number/);
    await imei.pressSequentially('35-69x38');
    await expect(imei).toHaveValue('356938');
    await cont(page).click();
    await expect(jordan.getByText('Enter the 15-digit IMEI number of the device.')).toBeVisible();
    await expect(imei).toBeFocused();
    await expectAccessible(page);
    await imei.fill('3569380356438091234');
    await expect(imei).toHaveValue('356938035643809');
    await cont(page).click();
    await expect(activeHeading(page)).toHaveText('Service member information');
    await expect(activeHeading(page)).toBeFocused();

    // Step 3: every field's message, then the upload's type and size messages
    await cont(page).click();
    for (const message of [
      'Enter the service member’s name.',
      'Choose the service organization.',
      'Choose the date the orders were issued (from 1 January 2000).',
      'Choose a cancellation date within the allowed range.',
      'Enter the length of the relocation in months.',
      'Choose the relocation area.',
      'Upload a copy of the deployment orders.',
    ])
      await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel(/Service member’s full name/)).toBeFocused();
    await expectAccessible(page);
    await page.getByLabel(/Service member’s full name/).fill('Jordan Ellison');
    await page.getByLabel(/Service organization/).selectOption('Navy');
    await page.getByLabel(/Date the orders were issued/).fill('1999-12-31');
    await page.getByLabel(/Date to cancel service/).fill(isoDate(91));
    await page.getByLabel(/Length of relocation/).fill('12');
    await page.getByLabel(/Relocation area/).selectOption('Aboard a ship');
    const upload = page.getByLabel(/Deployment orders/);
    await upload.setInputFiles({ name: 'orders.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await cont(page).click();
    await expect(page.getByText('Choose the date the orders were issued (from 1 January 2000).')).toBeVisible();
    await expect(page.getByText('Choose a cancellation date within the allowed range.')).toBeVisible();
    await expect(page.getByText(/This file type is not accepted/)).toBeVisible();
    await page.getByLabel(/Date the orders were issued/).fill(isoDate(-10));
    await page.getByLabel(/Date to cancel service/).fill(isoDate(30));
    await upload.setInputFiles({
      name: 'orders.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_000_001, 0x25),
    });
    await cont(page).click();
    await expect(page.getByText('The file is too large. Upload a file of 5 MB or less.')).toBeVisible();
    await expect(page.getByText('Choose a cancellation date within the allowed range.')).toBeHidden();
    await upload.setInputFiles(PDF);
    await cont(page).click();
    await expect(activeHeading(page)).toHaveText('Review and accept the terms');
    await expect(page.getByTestId('completed-step-1')).toContainText(
      'Jordan, 214-555-0101 (iPhone 15): Keep the number on hold; Unlock the device on this line (IMEI 356938035643809)',
    );
    await expect(page.getByTestId('completed-step-2')).toContainText('orders.pdf');

    // Step 4: both checkbox messages, the unread-terms variant, then the read one
    const submit = page.getByRole('button', { name: 'Submit request' });
    await submit.click();
    await expect(page.getByText('Confirm that you have reviewed the information.')).toBeVisible();
    await expect(page.getByText('Read the terms and conditions, then accept them to continue.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
    await expect(page.getByText(/Lines held for military service keep their numbers/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have reviewed the information above and it is correct.' }).check();
    await submit.click();
    await expect(page.getByText('Accept the terms and conditions to continue.')).toBeVisible();
    await expect(page.getByText('Confirm that you have reviewed the information.')).toBeHidden();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();

    const posted = page.waitForResponse(WEBFORM);
    await submit.click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ accepted: true });
    const sent = await lastSentForm(page);
    expect(sent).toMatchObject({
      requestType: 'cancel',
      accountNumber: '287243510011',
      accountHolderName: 'Jordan A. Ellison',
      subject: 'Military request: hold and terminate lines',
      numbersToCancel: '["2145550101","2145550102"]',
      numbersToHold: '["2145550101"]',
      numbersToTerminate: '["2145550102"]',
      numbersToUnlock: '[{"ctn":"2145550101","imeiNumber":"356938035643809"}]',
      numbersToRestore: '[]',
      termsAndConditions: 'true',
      emailAddress: 'jordan.ellison@mail.example',
      file: `file:orders.pdf:${PDF.buffer.length}`,
    });
    expect(JSON.parse(sent.serviceMemberInfo!)).toMatchObject({
      name: 'Jordan Ellison',
      serviceOrganization: 'Navy',
      relocationLength: '12',
      relocationArea: 'Aboard a ship',
    });
    await expect(page.getByRole('heading', { name: 'Thank you, Jordan. We have your request.' })).toBeFocused();
    await expect(
      page.getByText('We will e-mail jordan.ellison@mail.example when your request has been processed'),
    ).toBeVisible();
    // 000 §2, §9: each step's virtual page view and the submit event reach the dataLayer
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(layer.filter((e) => e.event === 'virtualPageView').map((e) => e.pagePath)).toEqual([
      '/military-cancel-service',
      '/military-cancel-service/hold-unlock-options',
      '/military-cancel-service/member-info',
      '/military-cancel-service/review-terms',
      '/military-cancel-service/success',
    ]);
    expect(layer).toContainEqual(
      expect.objectContaining({ eventCode: 'UF_Military_Cancel_Service_Submit', eventAction: 'submit' }),
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a file that passes by its name but not by its content: the alert says why, and another file goes through', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'customer1', '/self-service/military-cancel');
    await stepOneCancel(page);
    await cont(page).click();
    await expect(activeHeading(page)).toHaveText('Service member information');
    const memberStep = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.getByLabel(/Service member’s full name/).fill('Jordan Ellison');
      await page.getByLabel(/Service organization/).selectOption('Navy');
      await page.getByLabel(/Date the orders were issued/).fill(isoDate(-10));
      await page.getByLabel(/Date to cancel service/).fill(isoDate(30));
      await page.getByLabel(/Length of relocation/).fill('12');
      await page.getByLabel(/Relocation area/).selectOption('Aboard a ship');
      await page.getByLabel(/Deployment orders/).setInputFiles(file);
      await cont(page).click();
      await expect(activeHeading(page)).toHaveText('Review and accept the terms');
    };
    const review = async () => {
      await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
      await page.getByRole('checkbox', { name: 'I have reviewed the information above and it is correct.' }).check();
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
      const posted = page.waitForResponse(WEBFORM);
      await page.getByRole('button', { name: 'Submit request' }).click();
      return posted;
    };
    // a web page saved as .txt: plain text by its name and type, markup by its content
    await memberStep({
      name: 'orders.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script>Orders</body></html>'),
    });
    expect((await review()).status()).toBe(415);
    const alert = page.getByRole('alert').filter({ hasText: 'We could not submit your request just now.' });
    await expect(alert).toBeFocused();
    await expect(alert.getByTestId('military-file-problem')).toHaveText(/This file type is not accepted/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit: Service member information' }).click();
    await expect(activeHeading(page)).toHaveText('Service member information');
    await memberStep(PDF);
    expect((await review()).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Thank you, Jordan. We have your request.' })).toBeFocused();
  });

  test('editing a completed step discards the later steps', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/military-cancel');
    await stepOneCancel(page);
    const casey = page.getByRole('group', { name: 'Casey, 214-555-0102 (Galaxy S24)' });
    await casey.getByRole('radio', { name: 'Keep the number on hold' }).check();
    await cont(page).click();
    await expect(activeHeading(page)).toHaveText('Service member information');
    await expect(page.getByTestId('completed-step-1')).toBeVisible();

    await page.getByRole('button', { name: 'Edit: Choose your lines' }).click();
    await expect(activeHeading(page)).toHaveText('Choose your lines');
    await expect(activeHeading(page)).toBeFocused();
    await expect(page.getByTestId('completed-step-0')).toHaveCount(0);
    await expect(page.getByTestId('completed-step-1')).toHaveCount(0);
    await expect(page.getByTestId('upcoming-step-1')).toBeVisible();
    await expect(page.getByTestId('upcoming-step-2')).toBeVisible();
    // The edited step keeps its own answers
    await expect(page.getByRole('checkbox', { name: 'Casey, 214-555-0102 (Galaxy S24)' })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Jordan, 214-555-0101 (iPhone 15)' }).uncheck();
    await cont(page).click();
    await expect(activeHeading(page)).toHaveText('Hold and unlock options');
    // The discarded hold choice is gone: the one remaining line starts at terminate
    await expect(page.getByRole('group', { name: /Jordan/ })).toHaveCount(0);
    await expect(casey.getByRole('radio', { name: 'Terminate the line' })).toBeChecked();
  });

  test('restore: eligible lines only, the date window, a failed submit with a dismissible alert, then the confirmation', async ({
    page,
  }) => {
    await recordSentForms(page);
    await signIn(page, 'customer1', '/self-service/military-restore');
    // 000 §4: suspended with MT, MLU or RRST (trimmed); not VOL, not active lines
    await expect(page.getByRole('checkbox')).toHaveCount(3);
    await expect(page.getByRole('checkbox', { name: 'Taylor, 214-555-0105 (moto g)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Avery/ })).toHaveCount(0);
    await expect(page.getByTestId('upcoming-step-3')).toHaveText('Review and accept the terms');
    await expect(page.getByTestId('upcoming-step-1')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Riley, 214-555-0103 (Pixel 8)' }).check();
    await cont(page).click();
    await expect(page.getByText('Choose a restore date within the allowed range.')).toBeVisible();
    await expect(page.getByLabel(/Date to restore service/)).toBeFocused();
    await page.getByLabel(/Date to restore service/).fill(isoDate(31));
    await cont(page).click();
    await expect(page.getByText('Choose a restore date within the allowed range.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(/Date to restore service/).fill(isoDate(5));
    await cont(page).click();
    await expect(activeHeading(page)).toHaveText('Review and accept the terms');
    await expect(page.getByTestId('completed-step-0')).toContainText(`Date to restore service: ${isoDate(5)}`);

    await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
    await page.getByRole('checkbox', { name: 'I have reviewed the information above and it is correct.' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
    await page.route(WEBFORM, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errorId":"SYS_ERR","message":"System Error","status":500}',
      }),
    );
    await page.getByRole('button', { name: 'Submit request' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not submit your request just now.' });
    await expect(alert).toBeFocused();
    await expect(activeHeading(page)).toHaveText('Review and accept the terms');
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();

    await page.unroute(WEBFORM);
    const posted = page.waitForResponse(WEBFORM);
    await page.getByRole('button', { name: 'Submit request' }).click();
    expect((await posted).status()).toBe(200);
    expect(await lastSentForm(page)).toMatchObject({
      requestType: 'restore',
      subject: 'Military request: restore lines',
      numbersToRestore: '["2145550103"]',
      restoreServiceDate: isoDate(5),
      numbersToCancel: '[]',
      serviceMemberInfo: '',
    });
    await expect(page.getByTestId('military-confirmation')).toBeVisible();
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(layer.filter((e) => e.event === 'virtualPageView').map((e) => e.pagePath)).toEqual([
      '/military-restore-service',
      '/military-restore-service/review-terms',
      '/military-restore-service/success',
    ]);
    expect(layer).toContainEqual(
      expect.objectContaining({
        eventCode: 'UF_Military_Restore_Service_Submit',
        eventAction: 'response',
        status: 500,
      }),
    );
    expect(layer).toContainEqual(
      expect.objectContaining({
        eventCode: 'UF_Military_Restore_Service_Submit',
        eventAction: 'response',
        status: 200,
      }),
    );
    await expectAccessible(page);
  });

  test('restore sent twice: a double click sends once; after a reload the same request is already received', async ({
    page,
  }) => {
    // two walks through the form, each checked with axe: longer than most journeys on a shared machine
    test.slow();
    await signIn(page, 'customer1', '/self-service/military-restore');
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/militaryWebform') && r.method() === 'POST')
        keys.push(r.headers()['idempotency-key'] ?? '');
    });
    const walk = async () => {
      await page.getByRole('checkbox', { name: 'Taylor, 214-555-0105 (moto g)' }).check();
      await page.getByLabel(/Date to restore service/).fill(isoDate(4));
      await cont(page).click();
      await expect(activeHeading(page)).toHaveText('Review and accept the terms');
      await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
      await page.getByRole('checkbox', { name: 'I have reviewed the information above and it is correct.' }).check();
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
    };
    await walk();
    const first = page.waitForResponse(WEBFORM);
    await page.getByRole('button', { name: 'Submit request' }).dblclick();
    const firstAnswer = await (await first).json();
    const confirmation = page.getByTestId('military-confirmation');
    await expect(confirmation.getByTestId('submission-reference')).toHaveText(firstAnswer.reference);
    expect(firstAnswer.reference).toMatch(/^MR-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(keys).toHaveLength(1);
    await expect(confirmation.getByRole('navigation', { name: 'What you can do next' }).getByRole('link')).toHaveText([
      'Contact support about this request',
      'Back to self-service',
    ]);
    await expectAccessible(page);

    await page.reload();
    await walk();
    const again = page.waitForResponse(WEBFORM);
    await page.getByRole('button', { name: 'Submit request' }).click();
    expect((await (await again).json()).alreadyReceived).toBe(true);
    expect(keys).toEqual([keys[0], keys[0]]);
    await expect(confirmation.getByTestId('already-received')).toBeVisible();
    await expect(confirmation.getByTestId('submission-reference')).toHaveText(firstAnswer.reference);
    await expectAccessible(page);

    await confirmation.getByRole('button', { name: 'Start a new request' }).click();
    await expect(activeHeading(page)).toHaveText('Choose your lines');
  });

  test('restore by keyboard alone', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/military-restore');
    const first = page.getByRole('checkbox', { name: 'Morgan, 214-555-0104 (iPhone 14)' });
    await expect(first).toBeVisible();
    const tabTo = async (target: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error('Tab never reached the target');
    };
    await tabTo(first);
    await page.keyboard.press('Space');
    const date = page.getByLabel(/Date to restore service/);
    await tabTo(date);
    await date.pressSequentially(isoDate(3).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1'));
    await expect(date).toHaveValue(isoDate(3));
    await tabTo(cont(page));
    await page.keyboard.press('Enter');
    await expect(activeHeading(page)).toBeFocused();
    await tabTo(page.getByRole('button', { name: 'Read the terms and conditions' }));
    await page.keyboard.press('Enter');
    await tabTo(page.getByRole('checkbox', { name: 'I have reviewed the information above and it is correct.' }));
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }));
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('button', { name: 'Submit request' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('military-confirmation')).toBeVisible();
  });

  for (const [username, path, testId, heading] of [
    ['activeonly', '/self-service/military-restore', 'military-empty-noServicesToRestore', 'No lines to restore'],
    ['noemail', '/self-service/military-cancel', 'military-empty-noPrimaryEmail', 'We need your e-mail address'],
    ['nowireless', '/self-service/military-cancel', 'military-empty-noWirelessAccount', 'No wireless account found'],
  ] as const) {
    test(`${username} sees the empty state "${heading}"`, async ({ page }) => {
      await signIn(page, username, path);
      await expect(page.getByTestId(testId).getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test('a failed profile call only stops the spinner', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/military-cancel');
    await page.route(PROFILE, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Cancel or hold your lines' })).toBeVisible();
    await expect(page.getByText('Loading your account')).toBeHidden();
    await expect(page.getByTestId('military-greeting')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
  });
});
