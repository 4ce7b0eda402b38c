import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHydrated } from '../support/hydration.ts';
import { expectAccessible, FIXTURE_PASSWORD, watchConsole } from '../support/a11y.ts';

/**
 * 001 enrollment journeys on the embedded gateway with its fixture customers (fixtures/README.md): auth options →
 * soft authentication → enrollment → success with benefits, full sign-in through the account in focus, each
 * response screen by its SIG fixture, the prepaid alert, the back button, keyboard only, and the essentials in
 * Spanish. Every screen is checked with axe. The captcha is the real ALTCHA widget solving the gateway's challenge.
 */

const FAN = '00012345';

const EN = {
  prefix: '',
  authHeading: 'Get your Signature discount',
  softLink: 'No online account? Verify with your account details',
  fullSignIn: 'Sign in to your account',
  verifyHeading: 'Verify your wireless account',
  number: /Wireless number/,
  ssn: /Last 4 digits/,
  zip: /ZIP code/,
  continue: 'Continue',
  cancel: 'Cancel',
  robot: 'I’m not a robot',
  enrollHeading: 'Add the discount to your account',
  enroll: 'Enroll now',
  successHeading: 'You’re enrolled',
  benefits: 'Your benefits',
  prepaid:
    'Prepaid phone numbers cannot be used to sign up for the discount program. Please use a different number to continue.',
  hardstop: 'You’re already getting the best discount',
  errorHeading: 'Something’s not quite right',
  mismatch: 'The wireless number, SSN or ZIP code doesn’t match our records. Check them and try again.',
};
const ES = {
  prefix: '/es-us',
  authHeading: 'Obtén tu descuento Signature',
  softLink: '¿No tienes cuenta en línea? Verifica con los datos de tu cuenta',
  fullSignIn: 'Inicia sesión en tu cuenta',
  verifyHeading: 'Verifica tu cuenta inalámbrica',
  number: /Número inalámbrico/,
  ssn: /Últimos 4 dígitos/,
  zip: /Código postal/,
  continue: 'Continuar',
  cancel: 'Cancelar',
  robot: 'No soy un robot',
  enrollHeading: 'Agrega el descuento a tu cuenta',
  enroll: 'Inscribirme ahora',
  successHeading: 'Ya estás inscrito',
  benefits: 'Tus beneficios',
  prepaid:
    'Los números prepagados no se pueden usar para inscribirse en el programa de descuentos. Usa otro número para continuar.',
  hardstop: 'Ya tienes el mejor descuento',
  errorHeading: 'Algo no está bien',
  mismatch:
    'El número inalámbrico, el SSN o el código postal no coinciden con nuestros registros. Revísalos e inténtalo de nuevo.',
};
type Lang = typeof EN;

/** The FAN a visitor comes with: fan landing sets the GNSESS cookie (001 §7). */
async function arriveWithFan(page: Page, fan = FAN) {
  const res = await page.request.get(`/msapi/fanprofile/v1/fan/landing?fanId=${fan}`, { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(400);
  expect((await page.context().cookies()).some((c) => c.name === 'GNSESS')).toBe(true);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function solveCaptcha(page: Page, lang: Lang) {
  // the widget's checkbox, labelled in the page's language (its styled box covers the input: click the label)
  await expect(page.getByRole('checkbox', { name: lang.robot })).toBeVisible();
  await page.locator('altcha-widget').getByText(lang.robot, { exact: true }).click();
  await expect(page.getByRole('button', { name: lang.continue })).toBeEnabled({ timeout: 30_000 });
}

async function softAuth(page: Page, lang: Lang, number: string, ssn: string, zip: string) {
  await expect(heading(page, lang.verifyHeading)).toBeVisible();
  await page.getByLabel(lang.number).fill(number);
  await page.getByLabel(lang.ssn).fill(ssn);
  await page.getByLabel(lang.zip).fill(zip);
  await solveCaptcha(page, lang);
  await page.getByRole('button', { name: lang.continue }).click();
}

async function openSoftAuth(page: Page, lang: Lang = EN) {
  await page.goto(`${lang.prefix}/enrollment/verify`);
  await expect(heading(page, lang.verifyHeading)).toBeVisible();
}

test.describe('discount program enrollment', () => {
  test.setTimeout(90_000);

  test('auth options → soft auth → enroll → success with benefits, accessible at every step', async ({ page }) => {
    const errors = watchConsole(page);
    await arriveWithFan(page);
    await page.goto('/enrollment/signature');
    await expect(heading(page, EN.authHeading)).toBeVisible();
    await expectAccessible(page);
    await expectHydrated(page.getByRole('button', { name: EN.softLink }));
    await page.getByRole('button', { name: EN.softLink }).click();

    await expect(page).toHaveURL('/enrollment/verify');
    await expect(heading(page, EN.verifyHeading)).toBeVisible();
    // 001 §5: submit disabled until every field is valid; a field's error after the customer was in it
    await expect(page.getByRole('button', { name: EN.continue })).toBeDisabled();
    await page.getByLabel(EN.number).fill('972-555');
    await page.getByLabel(EN.ssn).focus();
    await expect(page.getByText('Enter the 10-digit wireless number of a line on the account.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(EN.number).fill('972-555-0101');
    await expect(page.getByText('Enter the 10-digit wireless number of a line on the account.')).toBeHidden();
    await page.getByLabel(EN.ssn).fill('1111');
    await page.getByLabel(EN.zip).fill('75001');
    await expect(page.getByRole('button', { name: EN.continue })).toBeDisabled();
    const sent = page.waitForRequest('**/msapi/signatureenrollmentms/v1/softAuthentication');
    await solveCaptcha(page, EN);
    await page.getByRole('button', { name: EN.continue }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ wirelessNumber: '9725550101', ssn: '1111', accountZip: '75001', fanNumber: FAN });
    expect(typeof body.captchaToken).toBe('string');

    await expect(page).toHaveURL('/enrollment/enroll');
    await expect(heading(page, EN.enrollHeading)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: EN.enroll }).click();

    await expect(page).toHaveURL('/enrollment/success');
    await expect(heading(page, EN.successHeading)).toBeVisible();
    await expect(page.getByTestId('enroll-order-number')).toHaveText(/^Order number: SIG\d{16}$/);
    const benefits = page.getByRole('region', { name: EN.benefits });
    await expect(benefits.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectAccessible(page);
    // 001 §4: page-load analytics 1.5 s after the step change, named after the route
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))
      .toContainEqual({ event: 'Page_Load', pagePath: '/enrollment/success' });
    expect(errors).toEqual([]);
  });

  test('the home page and the navigation lead to the flow, which the server renders first', async ({
    page,
    request,
  }) => {
    await arriveWithFan(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Signature discount program' }).click();
    await expect(page).toHaveURL('/enrollment/signature');
    await expect(heading(page, EN.authHeading)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discounts' }),
    ).toHaveAttribute('aria-current', 'page');
    // server-rendered like every page: its title, and the flow waiting for the browser, with its code preloaded
    const html = await (await request.get('/es-us/enrollment/verify')).text();
    expect(html).toContain('<title>Verifica tu cuenta inalámbrica | Carrier</title>');
    expect(html).toContain('data-step="loading"');
    expect(html).toMatch(/<script type="application\/json" id="page-chunks">[^<]*EnrollForm-[^"]+\.js"/);
  });

  test('full sign-in: the account in focus is checked, then enroll → success', async ({ page }) => {
    await arriveWithFan(page);
    await page.goto('/enrollment/signature');
    await page.getByRole('button', { name: EN.fullSignIn }).click();
    await expect(heading(page, 'Sign in to continue')).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('region', { name: 'Sign in to continue' })
      .getByRole('link', { name: 'Sign in', exact: true })
      .click();
    await expect(page).toHaveURL(
      /\/signin\?returnurl=.*loginIntent%3DhardLogin&channel=sales&filter=wireless&flowType=accountInFocus/,
    );
    await page.getByLabel('User ID').fill('customer1');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/enrollment/enroll');
    await expect(heading(page, EN.enrollHeading)).toBeVisible();
    await page.getByRole('button', { name: EN.enroll }).click();
    await expect(page).toHaveURL('/enrollment/success');
    await expect(heading(page, EN.successHeading)).toBeVisible();
    await expect(page.getByTestId('enroll-order-number')).toBeVisible();
  });

  test('full sign-in with an account in focus that is not wireless goes to soft auth', async ({ page }) => {
    await arriveWithFan(page);
    await page.goto('/signin?returnurl=%2Fenrollment%2Fsignature%3FloginIntent%3DhardLogin');
    await page.getByLabel('User ID').fill('nowireless');
    await page.getByLabel('Password').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/enrollment/verify');
    await expect(heading(page, EN.verifyHeading)).toBeVisible();
  });

  const responses: Array<[string, string, string, string, string]> = [
    ['9725550102', '2222', '75002', '/enrollment/existingfan', 'This account already has a discount'],
    ['9725550103', '3333', '75003', '/enrollment/success', 'You’re enrolled'],
    ['9725550104', '4444', '75004', '/enrollment/firstnet', 'FirstNet accounts can’t get this discount'],
    ['9725550105', '5555', '75005', '/enrollment/liberty', 'This account can’t get the discount online'],
    ['9725550106', '6666', '75006', '/enrollment/matcherror', 'This account doesn’t match your program'],
    ['9725550107', '7777', '75007', '/enrollment/mismatch', 'The names don’t match'],
    ['9725550108', '8888', '75008', '/enrollment/mismatch', 'The names don’t match'],
    ['9725550109', '9999', '75009', '/enrollment/mismatch', 'The names don’t match'],
    ['9725550110', '1010', '75010', '/enrollment/discount-program/hardstop', EN.hardstop],
    [
      '9725550111',
      '1212',
      '75011',
      '/enrollment/discount-program/alert',
      'Are you sure you want to change your discount?',
    ],
  ];
  for (const [number, ssn, zip, route, title] of responses) {
    test(`${number} → ${route}`, async ({ page }) => {
      await arriveWithFan(page);
      await openSoftAuth(page);
      await softAuth(page, EN, number, ssn, zip);
      await expect(page).toHaveURL(route);
      await expect(heading(page, title)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('an already-enrolled account shows its order number', async ({ page }) => {
    await arriveWithFan(page);
    await openSoftAuth(page);
    await softAuth(page, EN, '9725550103', '3333', '75003');
    await expect(page.getByTestId('enroll-order-number')).toHaveText('Order number: SIG2026011500000001');
  });

  test('appreciation conflict: “Yes, change my discount” leads to the enrollment form', async ({ page }) => {
    await arriveWithFan(page);
    await openSoftAuth(page);
    await softAuth(page, EN, '9725550111', '1212', '75011');
    await expect(page).toHaveURL('/enrollment/discount-program/alert');
    await expect(page.getByRole('link', { name: 'No, keep my current discount' })).toHaveAttribute(
      'href',
      '/buy/phones/',
    );
    await page.getByRole('button', { name: 'Yes, change my discount' }).click();
    await expect(page).toHaveURL('/enrollment/verify');
    // the number and ZIP are kept; the SSN and the captcha are asked for again
    await expect(page.getByLabel(EN.number)).toHaveValue('9725550111');
    await page.getByLabel(EN.ssn).fill('1212');
    await solveCaptcha(page, EN);
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page).toHaveURL('/enrollment/enroll');
    expect(await page.evaluate(() => sessionStorage.getItem('sig-prog-appreciation-conflict'))).toBeNull();
  });

  test('a prepaid number shows the alert above the form, which stays', async ({ page }) => {
    await arriveWithFan(page);
    await openSoftAuth(page);
    await softAuth(page, EN, '9725550112', '1414', '75012');
    const alert = page.getByRole('alert').filter({ hasText: EN.prepaid });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL('/enrollment/verify');
    await expect(page.getByRole('button', { name: EN.continue })).toBeDisabled(); // a new captcha is needed
    await expectAccessible(page);
  });

  test('details that match no account keep the customer on the form, with what they typed and why', async ({
    page,
  }) => {
    await arriveWithFan(page);
    await openSoftAuth(page);
    await softAuth(page, EN, '972-555-0101', '1111', '75099');
    await expect(page.getByRole('alert').filter({ hasText: EN.mismatch })).toBeVisible();
    await expect(page).toHaveURL('/enrollment/verify');
    await expect(page.getByLabel(EN.number)).toHaveValue('972-555-0101');
    await expect(page.getByLabel(EN.zip)).toHaveValue('75099');
    await expectAccessible(page);
    // put right, the check goes on (to enrollment, or to the order an earlier journey placed)
    await page.getByLabel(EN.zip).fill('75001');
    await solveCaptcha(page, EN);
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page).toHaveURL(/\/enrollment\/(enroll|success)$/);
  });

  test('without a FAN, or on a response route without the flow, the error response', async ({ page }) => {
    await page.goto('/enrollment/signature');
    await expect(page).toHaveURL('/enrollment/error');
    await expect(heading(page, EN.errorHeading)).toBeVisible();
    await expectAccessible(page);
    await arriveWithFan(page);
    await page.goto('/enrollment/success');
    await expect(page).toHaveURL('/enrollment/error');
  });

  test('the back button returns to the form; cancel returns to auth options', async ({ page }) => {
    await arriveWithFan(page);
    await page.goto('/enrollment/signature');
    await expectHydrated(page.getByRole('button', { name: EN.softLink }));
    await page.getByRole('button', { name: EN.softLink }).click();
    await softAuth(page, EN, '9725550105', '5555', '75005');
    await expect(page).toHaveURL('/enrollment/liberty');
    // the customer reads the response before going back
    await expect(heading(page, 'This account can’t get the discount online')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/enrollment/verify');
    await expect(heading(page, EN.verifyHeading)).toBeVisible();
    await page.goForward();
    await expect(heading(page, 'This account can’t get the discount online')).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: EN.cancel }).click();
    await expect(page).toHaveURL('/enrollment/signature');
    await expect(heading(page, EN.authHeading)).toBeVisible();
    // each step was its own history entry: back walks them in order
    await page.goBack();
    await expect(heading(page, EN.verifyHeading)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/enrollment/signature');
    await expect(heading(page, EN.authHeading)).toBeVisible();
  });

  test('keyboard only: auth options → soft auth → enroll → success', async ({ page }) => {
    await arriveWithFan(page);
    await page.goto('/enrollment/signature');
    await expect(heading(page, EN.authHeading)).toBeVisible();
    await expectHydrated(page.getByRole('button', { name: EN.softLink }));
    await tabTo(page, page.getByRole('button', { name: EN.softLink }));
    await page.keyboard.press('Enter');
    await expect(heading(page, EN.verifyHeading)).toBeFocused();
    await tabTo(page, page.getByLabel(EN.number));
    await page.keyboard.type('9725550113');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1313');
    await page.keyboard.press('Tab');
    await page.keyboard.type('75013');
    await tabTo(page, page.locator('altcha-widget input[type="checkbox"]'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: EN.continue })).toBeEnabled({ timeout: 30_000 });
    await tabTo(page, page.getByRole('button', { name: EN.continue }));
    await page.keyboard.press('Enter');
    await expect(heading(page, EN.enrollHeading)).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: EN.enroll }));
    await page.keyboard.press('Enter');
    await expect(heading(page, EN.successHeading)).toBeFocused();
  });

  test.describe('in Spanish', () => {
    test('auth options → soft auth → a response, and the prepaid alert', async ({ page }) => {
      await arriveWithFan(page);
      await page.goto('/es-us/enrollment/signature');
      await expect(heading(page, ES.authHeading)).toBeVisible();
      await expectAccessible(page);
      await expectHydrated(page.getByRole('button', { name: ES.softLink }));
      await page.getByRole('button', { name: ES.softLink }).click();
      await expect(page).toHaveURL('/es-us/enrollment/verify');
      await softAuth(page, ES, '9725550112', '1414', '75012');
      await expect(page.getByRole('alert').filter({ hasText: ES.prepaid })).toBeVisible();
      await page.getByLabel(ES.number).fill('9725550110');
      await page.getByLabel(ES.ssn).fill('1010');
      await page.getByLabel(ES.zip).fill('75010');
      await solveCaptcha(page, ES);
      await page.getByRole('button', { name: ES.continue }).click();
      await expect(page).toHaveURL('/es-us/enrollment/discount-program/hardstop');
      await expect(heading(page, ES.hardstop)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cerrar' })).toHaveAttribute('href', '/es-us/buy/phones/');
      await expectAccessible(page);
    });

    test('full sign-in → enroll → success with benefits', async ({ page }) => {
      await arriveWithFan(page);
      await page.goto('/es-us/enrollment/signature');
      await page.getByRole('button', { name: ES.fullSignIn }).click();
      await page
        .getByRole('region', { name: 'Inicia sesión para continuar' })
        .getByRole('link', { name: 'Iniciar sesión', exact: true })
        .click();
      await expect(page).toHaveURL(/\/es-us\/signin\?returnurl=/);
      await page.getByLabel(/ID de usuario|Usuario/).fill('customer2');
      await page.getByLabel(/Contraseña/).fill(FIXTURE_PASSWORD);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL('/es-us/enrollment/enroll');
      await expect(heading(page, ES.enrollHeading)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: ES.enroll }).click();
      await expect(page).toHaveURL('/es-us/enrollment/success');
      await expect(heading(page, ES.successHeading)).toBeVisible();
      await expect(page.getByTestId('enroll-order-number')).toHaveText(/^Número de pedido: SIG\d{16}$/);
      await expect(page.getByRole('region', { name: ES.benefits })).toBeVisible();
      await expectAccessible(page);
    });

    test('without a FAN, the error response in Spanish', async ({ page }) => {
      await page.goto('/es-us/enrollment/signature');
      await expect(page).toHaveURL('/es-us/enrollment/error');
      await expect(heading(page, ES.errorHeading)).toBeVisible();
    });
  });
});

/** Presses Tab until `target` has focus (the keyboard-only path to it), failing after 60 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with the Tab key');
}
