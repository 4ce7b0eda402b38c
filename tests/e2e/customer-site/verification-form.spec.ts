import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/a11y.ts';
import { oneTimeCode } from '../support/mailbox.ts';

/**
 * 001 the verification hub and the verify form up to an outcome, on the embedded gateway with its eligibility
 * fixtures (fixtures/README.md): the tabs and the address hash, auto-approval of a military member through the
 * review screen, editing and starting over, the hard-stop and conflict modals, the missing discharge date, and the
 * auto-approval in Spanish. Every screen is checked with axe. Each journey uses a fresh e-mail, so the search
 * before verifying finds nothing and the review screen follows the form.
 */

const HUB = '/offers/discount-program';
/** The verify form of the selected tab (the others stay in the page, hidden, with what was typed in them). */
const flow = (page: Page) => page.getByRole('tabpanel').getByTestId('verify-flow');
let n = 0;
const freshEmail = (name: string) => `${name}.${Date.now()}.${n++}@mail.example`;

const EN = {
  prefix: '',
  formHeading: 'Tell us about yourself',
  first: 'First name',
  last: 'Last name',
  email: 'Email',
  phone: 'Phone number (optional)',
  zip: 'ZIP code',
  branch: 'Branch of service',
  status: 'Military status',
  army: 'Army',
  active: 'Active duty',
  continue: 'Continue',
  reviewHeading: 'Review your application',
  check: 'Check eligibility',
  tabs: 'Eligible groups',
};
const ES = {
  prefix: '/es-us',
  formHeading: 'Cuéntanos sobre ti',
  first: 'Nombre',
  last: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Número de teléfono (opcional)',
  zip: 'Código postal',
  branch: 'Rama de servicio',
  status: 'Estatus militar',
  army: 'Ejército',
  active: 'Servicio activo',
  continue: 'Continuar',
  reviewHeading: 'Revisa tu solicitud',
  check: 'Verificar elegibilidad',
  tabs: 'Grupos elegibles',
};
type Words = typeof EN;

interface Person {
  first: string;
  last: string;
  email: string;
  zip: string;
  phone?: string;
}

async function fillPerson(page: Page, w: Words, p: Person) {
  const form = flow(page);
  await form.getByRole('textbox', { name: w.first }).fill(p.first);
  await form.getByRole('textbox', { name: w.last }).fill(p.last);
  await form.getByRole('textbox', { name: w.email }).fill(p.email);
  if (p.phone) await form.getByRole('textbox', { name: w.phone }).fill(p.phone);
  await form.getByRole('textbox', { name: w.zip }).fill(p.zip);
}

async function choose(page: Page, label: string, option: string) {
  await flow(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillOrganisation(page: Page, name: string) {
  const box = flow(page).getByRole('combobox', { name: 'Organization' });
  await box.fill(name);
  await box.press('Escape');
}

async function openHub(page: Page, prefix = '', hash = '') {
  await page.goto(`${prefix}${HUB}${hash}`);
  if (hash) await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.getByRole('tabpanel')).toHaveAttribute(
    'id',
    `discount-program-hub-panel-${hash.slice(1) || 'military'}`,
  );
  await expect(flow(page)).toHaveAttribute('data-view', 'form');
}

test.describe('verification hub', () => {
  test('tabs follow the address hash, and a selected tab sets it', async ({ page }) => {
    const errors = watchConsole(page);
    await openHub(page);
    await expect(page).toHaveURL(/#military$/);
    const tabs = page.getByRole('tablist', { name: EN.tabs });
    await expect(tabs.getByRole('tab', { name: 'Military' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: EN.formHeading })).toBeVisible();
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Teachers' }).click();
    await expect(page).toHaveURL(/#teacher$/);
    await expect(tabs.getByRole('tab', { name: 'Teachers' })).toHaveAttribute('aria-selected', 'true');
    await expect(flow(page).getByRole('combobox', { name: 'Organization' })).toBeVisible();
    const panels = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ pagePath?: string }> }).dataLayer ?? []).map((e) => e.pagePath),
    );
    expect(panels).toContain('/offers/discount-program/panel/teacher/');

    await page.evaluate(() => {
      window.location.hash = '#first-responders';
    });
    await expect(tabs.getByRole('tab', { name: 'First responders' })).toHaveAttribute('aria-selected', 'true');

    await page.goto(`${HUB}#healthcare`);
    await expect(tabs.getByRole('tab', { name: 'Healthcare workers' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });
});

test.describe('verification hub as a menu', () => {
  test('the menu flag lists the segments instead of tabs, until the form leaves its first view', async ({ page }) => {
    await page.route('**/config/flags', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), verifyMenuList: true } });
    });
    await page.goto(`${HUB}#teacher`);
    const menu = page.getByRole('navigation', { name: EN.tabs });
    await expect(menu.getByRole('link', { name: 'Teachers' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Military' }).click();
    await expect(page).toHaveURL(/#military$/);
    const form = page.getByRole('region', { name: 'Military' }).getByTestId('verify-flow');
    await form.getByRole('textbox', { name: EN.first }).fill('Avery');
    await form.getByRole('textbox', { name: EN.last }).fill('Quintero');
    await form.getByRole('textbox', { name: EN.email }).fill(freshEmail('avery'));
    await form.getByRole('textbox', { name: EN.zip }).fill('75001');
    await form.getByRole('combobox', { name: EN.branch }).click();
    await page.getByRole('option', { name: EN.army, exact: true }).click();
    await form.getByRole('combobox', { name: EN.status }).click();
    await page.getByRole('option', { name: EN.active, exact: true }).click();
    await form.getByRole('button', { name: EN.continue }).click();
    await expect(form).toHaveAttribute('data-view', 'review_form');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('returning customer', () => {
  test('a verification in the address restores its view in its segment; an unknown one is a system error', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/verificationStatus')) lookups.push(r.url());
    });
    await page.goto(`${HUB}?verificationId=VRF-1002#teacher`);
    await expect(page.getByRole('tab', { name: 'Teachers' })).toHaveAttribute('aria-selected', 'true');
    await expect(flow(page)).toHaveAttribute('data-view', 'docupload');
    expect(lookups).toHaveLength(1);

    await page.goto(`${HUB}?verificationId=VRF-0000#military`);
    await expect(flow(page)).toHaveAttribute('data-view', 'systemerror');
  });
});

test.describe('verify form', () => {
  async function averyJourney(page: Page, w: Words) {
    await openHub(page, w.prefix, '#military');
    await fillPerson(page, w, { first: 'Avery', last: 'Quintero', email: freshEmail('avery'), zip: '75001' });
    await choose(page, w.branch, w.army);
    await choose(page, w.status, w.active);
    await expectAccessible(page);
    await flow(page).getByRole('button', { name: w.continue }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'review_form');
    await expect(page.getByRole('heading', { name: w.reviewHeading })).toBeFocused();
    await expectAccessible(page);
    await flow(page).getByRole('button', { name: w.check }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'success');
  }

  test('a military member on record is approved automatically', async ({ page }) => {
    const errors = watchConsole(page);
    await averyJourney(page, EN);
    expect(errors).toEqual([]);
  });

  test('en español, un militar registrado se aprueba automáticamente', async ({ page }) => {
    await averyJourney(page, ES);
    await expect(page.getByRole('tab', { name: 'Militares' })).toBeVisible();
  });

  test('the review screen edits the application with its values kept, and Start over clears it', async ({ page }) => {
    await openHub(page, '', '#military');
    const email = freshEmail('rowan');
    await fillPerson(page, EN, { first: 'Rowan', last: 'Quintero', email, zip: '75002', phone: '972.555.0102' });
    await choose(page, EN.branch, 'Navy');
    await choose(page, EN.status, EN.active);
    await flow(page).getByRole('button', { name: EN.continue }).click();

    const review = page.getByTestId('review-form');
    await expect(review).toContainText('Rowan Quintero');
    await expect(review).toContainText('972-555-0102');
    await expect(review).toContainText(email);
    await expect(review).toContainText('Only one offer can be enrolled at a time.');
    await expect(review).toContainText('Military discount');

    await review.getByRole('button', { name: 'Edit your application' }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'form');
    await expect(flow(page).getByRole('textbox', { name: EN.last })).toHaveValue('Quintero');
    await flow(page).getByRole('textbox', { name: EN.phone }).fill('');
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await expect(review).toContainText('NA');

    await review.getByRole('button', { name: 'Start over' }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'form');
    await expect(flow(page).getByRole('textbox', { name: EN.last })).toHaveValue('');
  });

  test('a veteran without a discharge date is told to give it', async ({ page }) => {
    await openHub(page, '', '#military');
    await fillPerson(page, EN, { first: 'Rowan', last: 'Quintero', email: freshEmail('rowan'), zip: '75002' });
    await choose(page, EN.branch, 'Navy');
    await expect(flow(page).getByLabel('Discharge date')).toHaveCount(0);
    await choose(page, EN.status, 'Veteran');
    await expect(flow(page).getByLabel(/Discharge date/)).toBeVisible();
    await flow(page).getByRole('button', { name: EN.continue }).click();
    const summary = page.getByTestId('verify-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Enter your discharge date.');
    await expect(flow(page).getByText('Enter your discharge date.').last()).toBeVisible();
    await expectAccessible(page);

    await flow(page)
      .getByLabel(/Discharge date/)
      .fill('2015-06-30');
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'review_form');
  });

  test('an account already on this segment’s discount gets the hard stop', async ({ page }) => {
    await openHub(page, '', '#healthcare');
    await fillPerson(page, EN, { first: 'Devon', last: 'Marchetti', email: freshEmail('devon'), zip: '94103' });
    await fillOrganisation(page, 'Alder Springs Health Partners');
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await flow(page).getByRole('button', { name: EN.check }).click();
    const modal = page.getByRole('dialog', { name: 'You’re already getting the best discount' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/buy/phones/');
    await expectAccessible(page);
  });

  test('someone the segment does not know is told on the form, then asked to call', async ({ page }) => {
    await openHub(page, '', '#military');
    await fillPerson(page, EN, { first: 'Nobody', last: 'Known', email: freshEmail('nobody'), zip: '10001' });
    await choose(page, EN.branch, EN.army);
    await choose(page, EN.status, EN.active);
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await flow(page).getByRole('button', { name: EN.check }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'form');
    await expect(flow(page).getByRole('alert')).toContainText('We could not confirm your eligibility');
    await expect(flow(page).getByRole('textbox', { name: EN.first })).toHaveValue('Nobody');
    await expectAccessible(page);

    // another e-mail, so the search does not find the first application (that would ask for a one-time code)
    await flow(page).getByRole('textbox', { name: EN.email }).fill(freshEmail('nobody'));
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await flow(page).getByRole('button', { name: EN.check }).click();
    const modal = page.getByRole('dialog', { name: 'Call us to check eligibility' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'OK' })).toHaveAttribute('href', '/buy/postpaid');
    await expectAccessible(page);
  });

  test('an account on another discount is asked before changing it, and changes it', async ({ page }) => {
    await openHub(page, '', '#teacher');
    await fillPerson(page, EN, { first: 'Emery', last: 'Castellanos', email: freshEmail('emery'), zip: '30301' });
    await fillOrganisation(page, 'Ashby Falls Community College');
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await flow(page).getByRole('button', { name: EN.check }).click();
    const modal = page.getByRole('dialog', { name: 'Are you sure you want to change your discount?' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'No, keep my current discount' })).toHaveAttribute(
      'href',
      '/buy/phones/',
    );
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Yes, change my discount' }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'success');
  });
});

test.describe('combo page', () => {
  const COMBO = [
    {
      w: EN,
      group: 'Eligible group',
      teachers: 'Teachers',
      military: 'Military',
      airForce: 'Air Force',
      org: 'Organization',
    },
    {
      w: ES,
      group: 'Grupo elegible',
      teachers: 'Maestros',
      military: 'Militares',
      airForce: 'Fuerza Aérea',
      org: 'Organización',
    },
  ];
  for (const c of COMBO) {
    test(`one application checks both segments, in the order the customer prefers (${c.w.prefix || 'en'})`, async ({
      page,
    }) => {
      const sent: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/customeridentification/v1/verification')) sent.push(r.postDataJSON());
      });
      await page.goto(`${c.w.prefix}/offers/discount-program/teacher-military`);
      const form = page.getByTestId('verify-flow');
      await expect(form).toHaveAttribute('data-view', 'form');
      const selector = form.getByRole('radiogroup', { name: c.group });
      await expect(selector.getByRole('radio', { name: c.teachers })).toBeChecked();
      await selector.getByRole('radio', { name: c.military }).check();
      await form.getByRole('textbox', { name: c.w.first }).fill('Harper');
      await form.getByRole('textbox', { name: c.w.last }).fill('Villanueva');
      await form.getByRole('textbox', { name: c.w.email }).fill(freshEmail('harper'));
      await form.getByRole('textbox', { name: c.w.zip }).fill('73301');
      await form.getByRole('combobox', { name: c.w.branch }).click();
      await page.getByRole('option', { name: c.airForce, exact: true }).click();
      await form.getByRole('combobox', { name: c.w.status }).click();
      await page.getByRole('option', { name: c.w.active, exact: true }).click();
      const org = form.getByRole('combobox', { name: c.org });
      await org.fill('Ashby Falls Community College');
      await org.press('Escape');
      await expectAccessible(page);
      await form.getByRole('button', { name: c.w.continue }).click();
      await expect(page.getByRole('heading', { name: c.w.reviewHeading })).toBeVisible();
      await form.getByRole('button', { name: c.w.check }).click();
      await expect(form).toHaveAttribute('data-view', 'success');
      await expectAccessible(page);
      expect(sent).toEqual([
        expect.objectContaining({
          segment: 'teacher',
          comboSegment: 'military',
          comboDisplayOrder: ['military', 'teacher'],
        }),
      ]);
    });
  }
});

test.describe('one-time code for a form sent before', () => {
  /** An earlier application of this e-mail, made straight through the verification call. */
  async function applyBefore(page: Page, body: object) {
    const answer = await page.request.post('/msapi/customeridentification/v1/verification', { data: body });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as { verificationId: string; status: string };
  }

  async function enterCode(page: Page, code: string) {
    const modal = page.getByRole('dialog', { name: 'You’ve submitted this form before' });
    await modal.getByRole('textbox', { name: 'One-time code' }).fill(code);
    await modal.getByRole('button', { name: 'Continue' }).click();
    return modal;
  }

  test('a wrong code is refused; the right one reopens the same segment’s document upload', async ({ page }) => {
    const email = freshEmail('avery');
    const earlier = await applyBefore(page, {
      segment: 'military',
      itemAttributes: {
        firstName: 'Avery',
        lastName: 'Quintero',
        email,
        postalCode: '75099',
        branchOfService: 'Army',
        subSegment: 'active',
      },
    });
    expect(earlier.status).toBe('docUpload');

    await openHub(page, '', '#military');
    await fillPerson(page, EN, { first: 'Avery', last: 'Quintero', email, zip: '75099' });
    await choose(page, EN.branch, EN.army);
    await choose(page, EN.status, EN.active);
    await flow(page).getByRole('button', { name: EN.continue }).click();
    const modal = page.getByRole('dialog', { name: 'You’ve submitted this form before' });
    await expect(modal.getByRole('textbox', { name: 'One-time code' })).toHaveAttribute('placeholder', 'XXXXX');
    await expect(modal).toContainText('Didn’t receive an email?');
    await expectAccessible(page);

    const first = await oneTimeCode(email);
    await modal.getByRole('button', { name: 'Send email again' }).click();
    await expect(modal).toContainText('We sent you a new code.');
    const code = await oneTimeCode(email, 1);
    await enterCode(page, first === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ');
    await expect(modal).toContainText('Please enter valid OTP');
    await enterCode(page, code);
    await expect(modal).toBeHidden();
    await expect(flow(page)).toHaveAttribute('data-view', 'docupload');
  });

  test('the right code for another segment’s application offers a choice of benefits', async ({ page }) => {
    const email = freshEmail('blair');
    const earlier = await applyBefore(page, {
      segment: 'teacher',
      itemAttributes: {
        firstName: 'Blair',
        lastName: 'Okonkwo',
        email,
        postalCode: '78701',
        orgName: 'Ashby Falls Community College',
      },
    });

    await openHub(page, '', '#military');
    await fillPerson(page, EN, { first: 'Blair', last: 'Okonkwo', email, zip: '78701' });
    await choose(page, EN.branch, EN.army);
    await choose(page, EN.status, EN.active);
    await flow(page).getByRole('button', { name: EN.continue }).click();
    await enterCode(page, await oneTimeCode(email));

    await expect(flow(page)).toHaveAttribute('data-view', 'multiple_verification_review');
    const review = page.getByTestId('multiple-verification-review');
    await expect(page.getByRole('heading', { name: 'Choose the benefit you want' })).toBeFocused();
    await expect(review).toContainText(
      'It looks like you’ve filled out multiple forms. Please select the benefits you want to keep.',
    );
    await expect(review).toContainText('Current benefits');
    await expect(review).toContainText('New benefits');
    await expect(review).toContainText('Teacher discount');
    await expect(review).toContainText('Military discount');
    await expect(review).toContainText('Other benefits include:');
    await expect(review.getByRole('link', { name: 'Keep these benefits' })).toHaveAttribute(
      'href',
      `/offers/discount-program?verificationId=${earlier.verificationId}#teacher`,
    );
    await expectAccessible(page);
    await review.getByRole('button', { name: 'Switch to these benefits' }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'review_form');
  });
});

test.describe('en español', () => {
  test('el código de un solo uso: uno equivocado se rechaza, el correcto ofrece elegir los beneficios', async ({
    page,
  }) => {
    const email = freshEmail('blair.es');
    const earlier = await page.request.post('/msapi/customeridentification/v1/verification', {
      data: {
        segment: 'teacher',
        itemAttributes: {
          firstName: 'Blair',
          lastName: 'Okonkwo',
          email,
          postalCode: '78701',
          orgName: 'Ashby Falls Community College',
        },
      },
    });
    const { verificationId } = (await earlier.json()) as { verificationId: string };

    await openHub(page, ES.prefix, '#military');
    await fillPerson(page, ES, { first: 'Blair', last: 'Okonkwo', email, zip: '78701' });
    await choose(page, ES.branch, ES.army);
    await choose(page, ES.status, ES.active);
    await flow(page).getByRole('button', { name: ES.continue }).click();
    const modal = page.getByRole('dialog', { name: 'Ya enviaste este formulario antes' });
    const code = modal.getByRole('textbox', { name: 'Código de un solo uso' });
    await expect(code).toHaveAttribute('placeholder', 'XXXXX');
    await expectAccessible(page);
    const sent = await oneTimeCode(email);
    await code.fill(sent === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ');
    await modal.getByRole('button', { name: ES.continue }).click();
    await expect(modal).toContainText('Ingresa un código válido');
    await code.fill(sent);
    await modal.getByRole('button', { name: ES.continue }).click();

    await expect(flow(page)).toHaveAttribute('data-view', 'multiple_verification_review');
    const review = page.getByTestId('multiple-verification-review');
    await expect(page.getByRole('heading', { name: 'Elige el beneficio que quieres' })).toBeFocused();
    await expect(review).toContainText(
      'Parece que llenaste varios formularios. Selecciona los beneficios que quieres conservar.',
    );
    await expect(review).toContainText('Beneficios actuales');
    await expect(review).toContainText('Beneficios nuevos');
    await expect(review).toContainText('Descuento para maestros');
    await expect(review).toContainText('Descuento para militares');
    await expect(review.getByRole('link', { name: 'Conservar estos beneficios' })).toHaveAttribute(
      'href',
      `${ES.prefix}/offers/discount-program?verificationId=${verificationId}#teacher`,
    );
    await expectAccessible(page);
    await review.getByRole('button', { name: 'Cambiar a estos beneficios' }).click();
    await expect(flow(page)).toHaveAttribute('data-view', 'review_form');
    await expect(page.getByRole('heading', { name: ES.reviewHeading })).toBeVisible();
  });
});
