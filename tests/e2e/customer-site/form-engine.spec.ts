import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

/**
 * 002 §2.10, §2.11, §4–§6: the parts of the page builder, form engine and sign-in helpers that forms.spec.ts does
 * not walk: every rule's message on a real submit, the status area's colours, type-ahead by keyboard alone, the
 * layout per screen size, every presentational component from content alone, and the sign-in cookies.
 */

const rgb = (l: Locator) => l.evaluate((el) => getComputedStyle(el).color);
/** Green when the green channel leads, red when the red one does. */
const hue = (color: string) => {
  const [r, g] = color.match(/\d+/g)!.map(Number);
  return g! > r! ? 'green' : 'red';
};

async function helperOf(page: Page, label: RegExp | string): Promise<string> {
  const id = await page.getByLabel(label).first().getAttribute('aria-describedby');
  return (await page.locator(`[id="${id!.split(' ').pop()}"]`).textContent()) ?? '';
}

test.describe('generic form engine: rules, status area and layout', () => {
  test('authorized retailer: each rule explains itself on submit and the first invalid field gets focus', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/authorized-retailer');
    // A click before the scripts run is remembered and sent once they do (forms.spec.ts); this journey is about what
    // the rules say, so it starts once the form is the app's, however slowly a busy machine hydrates the page.
    await expectHydrated(page.getByRole('button', { name: 'Apply now' }));
    await page.getByLabel(/Business name/).fill('Corner Phones');
    await page.getByLabel(/Federal tax ID/).fill('123456789');
    await page.getByLabel(/Contact name/).fill('Sam Lee');
    await page.getByLabel(/Contact email/).fill('sam@corner');
    await page.getByLabel(/Contact phone/).pressSequentially('555abc98');
    await expect(page.getByLabel(/Contact phone/)).toHaveValue('55598');
    await page.getByLabel(/Date you could start selling/).fill('2020-01-01');
    await page.getByLabel(/Website/).fill('corner.example');
    await page.getByRole('button', { name: 'Apply now' }).click();

    // the page's own copy for each rule (content overrides the engine's defaults per form and per field)
    await expect(page.getByTestId('form-status')).toHaveText(
      'Some answers need another look. Check the messages below each field.',
    );
    await expect(page.getByTestId('form-live-region')).toHaveText('There are errors on the form');
    expect(hue(await rgb(page.getByTestId('form-status').locator('p')))).toBe('red');
    await expect(page.getByLabel(/Federal tax ID/)).toBeFocused();
    expect(await helperOf(page, /Contact email/)).toBe('Enter an email address like name@example.com');
    expect(await helperOf(page, /Contact phone/)).toBe('Enter a 10-digit phone number, like 555.555.5555');
    expect(await helperOf(page, /Number of store locations/)).toBe('Choose how many store locations you have');
    expect(await helperOf(page, /Date you could start selling/)).toBe('Choose today or a later date');
    expect(await helperOf(page, /Website/)).toMatch(/^Enter a web address/);
    await expect(page.getByText('Tick the box to confirm that your information is correct').first()).toBeVisible();
    await expectAccessible(page);

    // The error summary's links take the user to each field.
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: 'Enter an email address like name@example.com.' })
      .click();
    await expect(page.getByLabel(/Contact email/)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the status area is green on success and red on failure and when invalid (content alone)', async ({ page }) => {
    await page.goto('/content-preview/form-states');
    const statuses = page.getByTestId('form-status');
    expect(hue(await rgb(statuses.nth(0).locator('p')))).toBe('green');
    expect(hue(await rgb(statuses.nth(1).locator('p')))).toBe('red');
    // The forced invalid state shows what a failed submit shows: message, live region, each field's error.
    const invalid = page.getByRole('form', { name: 'Invalid state' });
    await expect(invalid.getByTestId('form-status')).toHaveText('Form is invalid!');
    expect(hue(await rgb(invalid.getByTestId('form-status').locator('p')))).toBe('red');
    await expect(invalid.getByTestId('form-live-region')).toHaveText('There are errors on the form');
    // no content override here: the engine's own wording (002 §4), and the summary as a sentence naming the field
    await expect(invalid.getByTestId('error-summary')).toContainText('Email address: enter an answer.');
    await expect(invalid.getByText('This field is required').first()).toBeVisible();
    await expect(invalid.getByText('Checkbox must be selected').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('type-ahead by keyboard alone: Tab in, type, arrows, Enter, Tab out; an unchosen name is refused', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await page.getByLabel(/Phone number/).focus();
    await page.keyboard.press('Tab');
    const org = page.getByRole('combobox', { name: /Employer or organisation/ });
    await expect(org).toBeFocused();
    await expect(org).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('zzqq');
    await expect(page.getByText('No matching organisations')).toBeAttached();
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(
      page.getByText('Choose your employer or organisation from the list, or leave it empty').first(),
    ).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Shift+Tab');
    await expect(org).toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('brigh');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const active = await org.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    const chosen = (await page.locator(`[id="${active}"]`).textContent())!;
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(org).toHaveValue(chosen);
    await expect(page.getByText('Choose your employer or organisation from the list, or leave it empty')).toHaveCount(
      0,
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear text' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('What is your question about?')).toBeFocused();
    await expectAccessible(page);
  });

  test('type-ahead: clicking elsewhere closes the suggestions; clicking a suggestion chooses it', async ({ page }) => {
    await page.goto('/contact-us');
    // suggestions come from the scripts: the form is theirs once its submit button is
    await expect(page.locator('form button[type="submit"]')).toBeAttached();
    const org = page.getByRole('combobox', { name: /Employer or organisation/ });
    await org.fill('amb');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(org).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { name: 'Your details' }).click();
    await expect(list).toBeHidden();
    await expect(org).toHaveAttribute('aria-expanded', 'false');
    await org.fill('ambe');
    await expect(list).toBeVisible();
    const first = list.getByRole('option').first();
    const name = (await first.textContent())!;
    await first.click();
    await expect(org).toHaveValue(name);
    await expect(list).toBeHidden();
    await expectAccessible(page);
  });

  test('columns follow size on desktop and sizeTablet on a tablet; the form keeps its minimum width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Your details' });
    expect((await form.boundingBox())!.width).toBeGreaterThanOrEqual(900);
    const first = (await page.getByLabel(/First name/).boundingBox())!;
    const last = (await page.getByLabel(/Last name/).boundingBox())!;
    expect(Math.abs(first.y - last.y)).toBeLessThan(2);
    expect(last.x).toBeGreaterThan(first.x + first.width);
    const send = (await page.getByRole('button', { name: 'Send message' }).boundingBox())!;
    expect(send.width).toBeLessThan(first.width);

    await page.setViewportSize({ width: 900, height: 900 });
    expect((await form.boundingBox())!.width).toBeGreaterThanOrEqual(700);
    const firstT = (await page.getByLabel(/First name/).boundingBox())!;
    const lastT = (await page.getByLabel(/Last name/).boundingBox())!;
    expect(Math.abs(firstT.y - lastT.y)).toBeLessThan(2);
    // No sizeTablet on email: it takes its desktop size (6 of 12), beside the confirmation.
    const email = (await page.getByLabel(/^Email address/).boundingBox())!;
    const confirm = (await page.getByLabel(/Confirm email address/).boundingBox())!;
    expect(Math.abs(email.y - confirm.y)).toBeLessThan(2);
    await expectAccessible(page);
  });
});

test.describe('page builder: every presentational component from content alone', () => {
  test('the gallery renders each type, stacks an unknown panel, and leaves out unknown and later types', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const errors = watchConsole(page);
    await page.goto('/content-preview/components');
    await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
    await expect(page.getByText('Free shipping on every order this week.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Switch and save' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Carrier' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Plan prices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activate your line' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get help' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More to explore' })).toBeVisible();

    // Accordion and tabs work from the keyboard.
    const question = page.getByRole('button', { name: 'Can I keep my number?' });
    await expectHydrated(question);
    await expectHydrated(page.getByRole('tab', { name: 'Postpaid' }));
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Yes. Bring your number when you switch.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Postpaid' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Postpaid' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pay before you use your service.')).toBeVisible();

    // Unknown panel: its known components stack; an unknown component and a later type render nothing here.
    await expect(page.getByRole('heading', { name: 'Unknown panel type' })).toBeVisible();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    await expect(page.getByText(/Placeholder for/)).toHaveCount(0);
    expect(warnings.some((w) => w.includes('noSuchComponent'))).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('sign-in helpers read real cookies', () => {
  test('customer sign-in sets the group list and auth-state cookies; sign-out clears them and the bsseCto marker', async ({
    page,
  }) => {
    await page.goto('/signin');
    await page.getByLabel('User ID').fill('customer2');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Signed in as/)).toBeVisible();
    await expectAccessible(page);

    const cookies = await page.evaluate(() => document.cookie);
    const jar = new Map(
      cookies.split('; ').map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
    );
    expect(jar.has('sid')).toBe(false); // the session itself stays HttpOnly
    const session = new URLSearchParams(jar.get('custSession'));
    expect(session.get('UG')!.split(',')).toContain('Auth');
    const expiry = Number(jar.get('custAuthState')!.split(':').pop());
    expect(expiry).toBeGreaterThan(Date.now());

    // The once-per-session auth-details call answers for this customer.
    const details = await page.evaluate(async () =>
      (await fetch('/msapi/sales/buywirelessorchestrationms/v1/auth/details')).json(),
    );
    expect(details).toEqual({ hasBsseWireless: expect.any(Boolean), acctInfocusType: expect.any(String) });
    await page.evaluate(() => sessionStorage.setItem('bsseCto', 'true'));

    await page.getByRole('button', { name: 'Sign out' }).click();
    // The header's exact 'Sign in' link (the home hero has a longer 'Sign in to …' link all along).
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText(/Signed in as/)).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/custSession|custAuthState/);
    expect(await page.evaluate(() => sessionStorage.getItem('bsseCto'))).toBeNull();
  });
});
