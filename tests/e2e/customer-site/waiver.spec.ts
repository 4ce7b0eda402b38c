import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

/**
 * 000 waiver form journeys: sign-in gating, every form type, the selection message, the banners of §8, a failed
 * submit that keeps the form, the cancel redirect, and one flow by keyboard alone. Needs the gateway's
 * self-service routes and the customer fixtures (customer1, noservices).
 */

const SUBMIT = '**/msapi/microsites-orch-nodems/v1/waiver/submit';
const PROFILE = '**/msapi/microsites-orch-nodems/v1/profile/no-cases';

async function signIn(page: Page, username: string, path: string) {
  await page.goto(`/signin?returnurl=${encodeURIComponent(path)}`);
  await page.getByLabel('User ID').fill(username);
  await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}

/** Keyboard only: Tab until the focused element has this accessible name (a role, name pair). */
async function tabTo(page: Page, role: 'checkbox' | 'button' | 'link', name: string) {
  const target = page.getByRole(role, { name, exact: true });
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${role} "${name}"`);
}

test.describe('waiver form', () => {
  test('a visitor who is not signed in gets the sign-in console and comes back to the form', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/self-service/waiver-resume');
    const console_ = page.getByRole('region', { name: 'Sign in to continue' });
    await expect(console_).toHaveAttribute('data-channel', 'sales');
    await expect(console_).toHaveAttribute('data-flow-type', 'services');
    await expectAccessible(page);
    await console_.getByRole('link', { name: 'Sign in to manage services' }).click();
    await page.getByLabel('User ID').fill('customer1');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/self-service/waiver-resume');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose the services to resume' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Wireless' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('resume: choose a service, review it with its charges, submit, and see the success cards', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/waiver-resume');
    const next = page.getByRole('button', { name: 'Review my request' });
    await expect(next).toBeDisabled();
    await expect(page.getByText('Account number: 287243510011')).toBeVisible();
    await expect(page.getByText('Every line on this wireless account is included.')).toBeVisible();
    await expect(page.getByTestId('waiver-disclaimer')).toHaveText(
      'Changes apply to the whole account. Charges already billed are not refunded.',
    );
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Internet + TV + Home Phone' }).check();
    await next.click();
    await expect(page.getByRole('heading', { name: 'Review the services to resume' })).toBeFocused();
    await expect(page.getByText('Charges: Equipment must be returned within 21 days to avoid a fee.')).toBeVisible();
    await expect(
      page.getByText('These services will be resumed and billed again from the next billing day.'),
    ).toBeVisible();
    await expectAccessible(page);

    const posted = page.waitForRequest(SUBMIT);
    await page.getByRole('button', { name: 'Resume services' }).click();
    expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect((await posted).postDataJSON()).toEqual({
      requestType: 'resume_service',
      accounts: [
        {
          product: 'UVERSE',
          productOptions: ['INTERNET', 'TV', 'VOICE'],
          productKey: 'UV-131000720044',
          action: 'resume',
        },
      ],
    });
    await expect(page.getByRole('heading', { name: 'We have your request' })).toBeVisible();
    // something to keep: the request's reference, and next steps that lead to real pages
    await expect(page.getByTestId('submission-reference')).toHaveText(/^WV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await expect(page.getByText('Keep this number. Quote it if you contact us about this request.')).toBeVisible();
    await expect(page.getByTestId('already-received')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    await expect(page.getByRole('link', { name: 'Change other services' })).toHaveAttribute(
      'href',
      '/self-service/waiver',
    );
    // 000 §9 breakpoints: the two cards sit side by side above 767 px (tablet and desktop) and stack at 767 px
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link') });
    const tops = async () => Promise.all([0, 1].map(async (i) => Math.round((await cards.nth(i).boundingBox())!.y)));
    for (const width of [1025, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const [a, b] = await tops();
      expect(a, `cards side by side at ${width}px`).toBe(b);
    }
    await page.setViewportSize({ width: 767, height: 900 });
    const [first, second] = await tops();
    expect(second!, 'cards stacked at 767px').toBeGreaterThan(first!);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    // 000 §9: the submit and its response reach the tag manager's dataLayer
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(layer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventCode: 'UF_Waiver_Request_Submit', eventAction: 'submit' }),
        expect.objectContaining({ eventCode: 'UF_Waiver_Request_Submit', eventAction: 'response', status: 200 }),
      ]),
    );
    await expectAccessible(page);
  });

  test('suspend by keyboard alone: tick, review, go back, review again and submit', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/waiver-suspend');
    await expect(page.getByRole('checkbox', { name: 'Wireless' })).toBeVisible();
    await tabTo(page, 'checkbox', 'Wireless');
    await page.keyboard.press('Space');
    await tabTo(page, 'button', 'Review my request');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Review the services to suspend' })).toBeFocused();
    await tabTo(page, 'button', 'Back');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Wireless' })).toBeChecked();
    await tabTo(page, 'button', 'Review my request');
    await page.keyboard.press('Enter');
    const posted = page.waitForRequest(SUBMIT);
    await tabTo(page, 'button', 'Suspend services');
    await page.keyboard.press('Enter');
    expect((await posted).postDataJSON()).toEqual({
      requestType: 'suspend_service',
      accounts: [
        { product: 'MOBILITY', productOptions: ['WIRELESS'], productKey: 'MOB-287243510011', action: 'suspend' },
      ],
    });
    await expect(page.getByRole('heading', { name: 'We have your request' })).toBeFocused();
    await expectAccessible(page);
  });

  test('cancel: the selection message, a failed submit that keeps the form, then the redirect', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/waiver-cancel');
    const wireless = page.getByRole('checkbox', { name: 'Wireless' });
    const submit = page.getByRole('button', { name: 'Submit cancellation request' });
    await expect(submit).toBeDisabled();
    // the submit looks like the action it is: a filled primary button, aligned with the content above it
    await expect(submit).toHaveClass(/MuiButton-contained/);
    await expect(submit).toHaveClass(/MuiButton-colorPrimary/);
    const headingBox = (await page
      .getByRole('heading', { level: 2, name: 'Choose the services to cancel' })
      .boundingBox())!;
    expect(Math.round((await submit.boundingBox())!.x)).toBe(Math.round(headingBox.x));
    await wireless.check();
    await wireless.uncheck();
    await expect(page.getByText('Please select atleast one service to proceed')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectAccessible(page);

    await wireless.check();
    await expect(page.getByText('Please select atleast one service to proceed')).toBeHidden();
    await page.route(SUBMIT, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errorId":"SYS_ERR","message":"System Error","status":500}',
      }),
    );
    await submit.click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'We could not submit your request. Please try again later.' });
    await expect(banner).toBeFocused();
    await expect(wireless).toBeChecked();
    await expectAccessible(page);

    await page.unroute(SUBMIT);
    const posted = page.waitForRequest(SUBMIT);
    const answered = page.waitForResponse(SUBMIT);
    await submit.click();
    expect((await posted).postDataJSON()).toEqual({
      requestType: 'cancel_service',
      accounts: [
        {
          product: 'MOBILITY',
          productOptions: ['WIRELESS'],
          productKey: 'MOB-287243510011',
          action: 'cancel',
          ctn: ['2145550101', '2145550102'],
        },
      ],
    });
    await expect(page).toHaveURL('/self-service/waiver-cancel-received');
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation request received' })).toBeVisible();
    // the page it was sent to shows the reference, with next steps
    const { reference } = await (await answered).json();
    await expect(page.getByTestId('submission-reference')).toHaveText(reference);
    await expect(page.getByRole('navigation', { name: 'What you can do next' }).getByRole('link')).toHaveText([
      'Contact support about this request',
      'Back to self-service',
    ]);
    await expectAccessible(page);
  });

  test('sent twice: a double click sends once; after a reload the same request is recognised as already received', async ({
    page,
  }) => {
    // two walks through the form, each checked with axe: longer than most journeys on a shared machine
    test.slow();
    await signIn(page, 'customer1', '/self-service/waiver');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/waiver/submit') && r.method() === 'POST') sent.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('checkbox', { name: 'Internet + TV + Home Phone' }).check();
    const first = page.waitForResponse(SUBMIT);
    await page.getByRole('button', { name: 'Submit waiver request' }).dblclick();
    const firstAnswer = await (await first).json();
    await expect(page.getByTestId('submission-reference')).toHaveText(firstAnswer.reference);
    expect(firstAnswer.alreadyReceived).toBe(false);
    expect(sent).toHaveLength(1);

    // the page is reloaded (or the customer comes back) and the same request is sent again
    await page.reload();
    await page.getByRole('checkbox', { name: 'Internet + TV + Home Phone' }).check();
    const again = page.waitForResponse(SUBMIT);
    await page.getByRole('button', { name: 'Submit waiver request' }).click();
    expect((await (await again).json()).alreadyReceived).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    await expect(page.getByTestId('already-received')).toHaveText(
      'We had already received this request, so we did not send it again. Your reference is the same.',
    );
    await expect(page.getByTestId('submission-reference')).toHaveText(firstAnswer.reference);
    await expectAccessible(page);

    // a deliberate new request gets a new key and a new reference
    await page.getByRole('button', { name: 'Start a new request' }).click();
    await page.getByRole('checkbox', { name: 'Wireless' }).check();
    const fresh = page.waitForResponse(SUBMIT);
    await page.getByRole('button', { name: 'Submit waiver request' }).click();
    const freshAnswer = await (await fresh).json();
    expect(freshAnswer).toMatchObject({ alreadyReceived: false });
    expect(freshAnswer.reference).not.toBe(firstAnswer.reference);
    expect(sent[2]).not.toBe(sent[0]);
    await expect(page.getByTestId('submission-reference')).toHaveText(freshAnswer.reference);
  });

  test('default: posts straight from the list of services, even when the tag manager is broken', async ({ page }) => {
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      layer.push = () => {
        throw new Error('tag manager down');
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    await signIn(page, 'customer1', '/self-service/waiver');
    await page.getByRole('checkbox', { name: 'Wireless' }).check();
    await page.getByRole('checkbox', { name: 'Internet + TV + Home Phone' }).check();
    const posted = page.waitForResponse(SUBMIT);
    await page.getByRole('button', { name: 'Submit waiver request' }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      requestType: 'default',
      accounts: [{ action: 'default' }, { action: 'default' }],
    });
    await expect(page.getByRole('heading', { name: 'We have your request' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a customer without services sees the info banner instead of the form', async ({ page }) => {
    await signIn(page, 'noservices', '/self-service/waiver');
    await expect(
      page.getByRole('status').filter({ hasText: 'There are no services on your account that this form can change.' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a failed profile call hides the form behind the error banner with its link', async ({ page }) => {
    await signIn(page, 'customer1', '/self-service/waiver-suspend');
    await page.route(PROFILE, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.reload();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'We could not load your services right now. Please try again later.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page);
  });
});
