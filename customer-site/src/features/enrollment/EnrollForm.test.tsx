// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentPathFor } from '@carrier/shared/content';
import { contentFixture, contentFixtureFiles } from '../../test/content-fixtures.ts';
import { json, signedOut, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { renderSite } from '../../test/render-site.tsx';
import { forgetFlags } from '../../api/flags.ts';
import { enrollmentStore } from './enrollment-store.ts';

beforeAll(async () => {
  await import('./EnrollForm.tsx');
  // The captcha widget's element; the real widget runs in the browser journeys.
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', class extends HTMLElement {});
}, 60_000);

/** Every enrollment page document, by locale and path, as the gateway serves them. */
const documents = new Map(
  contentFixtureFiles()
    .filter((f) => f.startsWith('enrollment-'))
    .map((f) => {
      const doc = contentFixture(f) as { path: string; locale: string };
      return [`${doc.locale} ${doc.path}`, doc] as const;
    }),
);

const flags = {
  newFanProfilesApi: false,
  newEmployeeAuthApi: false,
  fanProfileCloudApi: false,
  enrollmentSalesApi: false,
  enrollmentShieldSoftAuth: false,
  enrollmentCallToOrder: false,
  enrollmentSalesPhone: '1-800-555-0177',
  verifySalesApi: false,
  verifySearchFirst: true,
  verifyNewResultScreen: true,
  verifyMenuList: false,
  verifyWirelessIntent: true,
  verifySalesAssist: false,
  captchaScriptUrl: '/assets/vendor/altcha.js',
};
const me = {
  username: 'customer1',
  displayName: 'Jordan Ellison',
  kind: 'customer',
  roles: [],
  csrfToken: 'csrf-1',
  expiresAt: '2030-01-01T00:00:00Z',
};
const benefits = {
  content: {
    banner: { heading: 'Acme', subHeading: 'Signature', expandedOffer: 'Save 15%', icon: '', fanName: 'Acme Corp' },
    offers: [
      { offerHeading: '15% off', legalShortText: 'On eligible plans.', longLegalText: '', shortProxLegalText: '' },
    ],
  },
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /auth/me': signedOut,
    'GET /config/flags': () => json(200, flags),
    'GET /content/pages': (url) => {
      const { locale, path } = documentPathFor(new URL(url, 'http://site').searchParams.get('path') ?? '/');
      const doc = documents.get(`${locale} ${path}`);
      return doc ? json(200, doc) : json(404, { errorId: 'NOT_FOUND', message: 'Not found', status: 404 });
    },
    'GET /content/frame': () => json(404, { errorId: 'NOT_FOUND', message: 'Not found', status: 404 }),
    'GET /msapi/sales/websalesofferorchms/v1/offers/customerOffer': () => json(200, benefits),
    ...extra,
  };
}

function setFan(fan: string) {
  document.cookie = `GNSESS=${encodeURIComponent(JSON.stringify({ FANID: fan }))}; path=/`;
}

const location = () => screen.getByTestId('location').textContent;

async function solveCaptcha(token = 'captcha-token') {
  await waitFor(() => expect(document.head.querySelector('script[src="/assets/vendor/altcha.js"]')).not.toBeNull());
  document.head.querySelector('script[src="/assets/vendor/altcha.js"]')!.dispatchEvent(new Event('load'));
  const widget = await waitFor(() => {
    const w = document.querySelector('altcha-widget');
    expect(w).not.toBeNull();
    return w!;
  });
  expect(widget.getAttribute('challenge')).toBe('/msapi/signatureenrollmentms/v1/captcha/challenge');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: token } }));
  });
}

function fill(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => {
  enrollmentStore.reset();
  forgetFlags();
  sessionStorage.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'GNSESS=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('enrollment flow (001 §2, §4)', () => {
  it('without a FAN the visit shows the error response at /enrollment/error', async () => {
    stubFetch(routes());
    renderSite('/enrollment/signature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something’s not quite right' })).toBeTruthy();
    expect(location()).toBe('/enrollment/error');
    expect(screen.getByRole('link', { name: 'Exit to shop' }).getAttribute('href')).toBe('/shop');
  });

  it('a response route visited without the flow’s state is the error response', async () => {
    setFan('00012345');
    stubFetch(routes());
    renderSite('/enrollment/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something’s not quite right' })).toBeTruthy();
    expect(location()).toBe('/enrollment/error');
  });

  it('a verification in storage: its status is read, then the verification’s FAN sets the session cookie', async () => {
    setFan('00012345');
    sessionStorage.setItem('sig-prog-verificationId', 'VRF-1001');
    const calls: string[] = [];
    const answer = (body: unknown) => (url: string) => {
      calls.push(url);
      return json(200, body);
    };
    stubFetch(
      routes({
        'GET /msapi/customeridentification/v1/verificationStatus': answer({
          verificationId: 'VRF-1001',
          status: 'pending',
          segment: 'military',
          hasMoreResponse: false,
          autoApproved: false,
          docUploadRejectionCount: 0,
          docUploadRejectionReasons: [],
          expiryDate: null,
          remainingDays: null,
        }),
        'GET /msapi/customeridentification/v1/fetchDecryptedFan': answer({ fanNumber: '00054321' }),
        'GET /msapi/fanprofile/v1/fan/landing': answer({ kind: 'fan', fanId: '00054321' }),
      }),
    );
    renderSite('/enrollment/signature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get your Signature discount' })).toBeTruthy();
    expect(calls.map((u) => u.split('?')[0])).toEqual([
      '/msapi/customeridentification/v1/verificationStatus',
      '/msapi/customeridentification/v1/fetchDecryptedFan',
      '/msapi/fanprofile/v1/fan/landing',
    ]);
    expect(calls[0]).toContain('verificationId=VRF-1001');
    expect(calls[1]).toContain('verificationId=VRF-1001');
    expect(calls[2]).toContain('fanId=00054321');
  });

  it('auth options → soft auth (validated, prepaid alert) → enroll → success with benefits', async () => {
    setFan('00012345');
    const sent: unknown[] = [];
    let prepaidOnce = true;
    const fetchMock = stubFetch(
      routes({
        'POST /msapi/signatureenrollmentms/v1/softAuthentication': (_url, init) => {
          sent.push(JSON.parse(String(init.body)));
          if (prepaidOnce) {
            prepaidOnce = false;
            return json(200, { status: 'error', errorIds: ['SIG-90094'] });
          }
          return json(200, {
            status: 'success',
            errorIds: [],
            accountInfo: { billingMarket: 'DLS', billingAccountNumber: '287243560101', existingFan: true },
          });
        },
        'POST /msapi/signatureenrollmentms/v1/submitEnrollmentOrder': (_url, init) => {
          sent.push(JSON.parse(String(init.body)));
          return json(200, { customerOrderNumber: 'SIG2026112300000001' });
        },
      }),
    );
    renderSite('/enrollment/signature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get your Signature discount' })).toBeTruthy();
    expect(screen.getByTestId('enroll-auth-options').getAttribute('data-theme')).toBe('Dark');
    fireEvent.click(screen.getByRole('button', { name: 'No online account? Verify with your account details' }));
    // 001 §7 Link_Click: the call to action followed, by its label
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'Link_Click',
      linkName: 'No online account? Verify with your account details',
      // the browser's address (this test's router is in memory)
      pagePath: expect.any(String),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your wireless account' })).toBeTruthy();
    expect(location()).toBe('/enrollment/verify');
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    // 001 §5: each field's configured error after the customer has been in it
    fill(/Wireless number/, '214-555');
    expect(screen.getByText('Enter the 10-digit wireless number of a line on the account.')).toBeTruthy();
    fill(/Last 4 digits/, '12');
    expect(screen.getByText('Enter the last 4 digits of the SSN (4 numbers).')).toBeTruthy();
    fill(/ZIP/, '7500');
    expect(screen.getByText('Enter the 5-digit billing ZIP code.')).toBeTruthy();

    fill(/Wireless number/, '972-555-0112');
    fill(/Last 4 digits/, '1414a');
    fill(/ZIP/, '75012');
    expect((screen.getByLabelText(/Last 4 digits/) as HTMLInputElement).value).toBe('1414');
    expect(screen.queryByText('Enter the 10-digit wireless number of a line on the account.')).toBeNull();
    expect((submit as HTMLButtonElement).disabled).toBe(true); // no captcha token yet
    await solveCaptcha('token-1');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // SIG-90094: the prepaid alert above the form, which stays
    expect(
      await screen.findByText(
        'Prepaid phone numbers cannot be used to sign up for the discount program. Please use a different number to continue.',
      ),
    ).toBeTruthy();
    expect(location()).toBe('/enrollment/verify');
    expect(sent[0]).toEqual({
      ssn: '1414',
      wirelessNumber: '9725550112',
      accountZip: '75012',
      captchaToken: 'token-1',
      fanNumber: '00012345',
      isTokenFlow: true,
    });

    // the token answered once: a new one is needed for the next try
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    fill(/Wireless number/, '9725550101');
    fill(/Last 4 digits/, '1111');
    fill(/ZIP/, '75001');
    await solveCaptcha('token-2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Add the discount to your account' })).toBeTruthy();
    expect(location()).toBe('/enrollment/enroll');
    expect(sessionStorage.getItem('sig-prog-ban')).toBe('287243560101');
    fireEvent.click(screen.getByRole('button', { name: 'Enroll now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re enrolled' })).toBeTruthy();
    expect(location()).toBe('/enrollment/success');
    expect(screen.getByText('Order number: SIG2026112300000001')).toBeTruthy();
    expect(sent[2]).toEqual({
      source: 'sales',
      requestParam: {
        wirelessNumber: '9725550101',
        billingAccountNumber: '287243560101',
        fanNumber: '00012345',
        isTokenFlow: true,
      },
    });
    // the benefits panel, and the program's name from its banner
    expect(await screen.findByRole('heading', { name: '15% off' })).toBeTruthy();
    expect(screen.getByText(/now has the Acme Signature discount/)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([u]) =>
        String(u).includes('customerOffer?pageId=UF&offerType=signature&fanId=00012345&encrypted=true'),
      ),
    ).toBe(true);

    // 001 §4: page-load analytics 1.5 s after the step change (none for auth options)
    await waitFor(() =>
      expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
        event: 'Page_Load',
        pagePath: '/enrollment/success',
      }),
    );
    const views = (window as unknown as { dataLayer: Array<{ pagePath?: string }> }).dataLayer.map((e) => e.pagePath);
    expect(views).not.toContain('/enrollment/signature');
  }, 30_000);

  it('while a call runs: the spinner overlay, aria-busy and the live region; a failed call is the error response', async () => {
    setFan('00012345');
    let answer: (r: Response) => void = () => {};
    stubFetch(
      routes({
        'POST /msapi/signatureenrollmentms/v1/softAuthentication': () => new Promise<Response>((r) => (answer = r)),
      }),
    );
    renderSite('/enrollment/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your wireless account' })).toBeTruthy();
    fill(/Wireless number/, '9725550101');
    fill(/Last 4 digits/, '1111');
    fill(/ZIP/, '75001');
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please wait…'));
    expect(screen.getByTestId('enroll-flow').querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => answer(json(500, { errorId: 'SYSTEM_ERROR', message: 'Something went wrong.', status: 500 })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something’s not quite right' })).toBeTruthy();
    expect(location()).toBe('/enrollment/error');
    expect(screen.getByRole('status').textContent).toBe('');
  }, 30_000);

  it('a signed-in customer whose account in focus is not wireless goes to soft auth', async () => {
    setFan('00012345');
    stubFetch(
      routes({
        'GET /auth/me': () => json(200, { ...me, username: 'nowireless' }),
        'GET /msapi/accountservices/v1/profile/info': () =>
          json(200, {
            acctInfocus: '131000720066',
            acctInfocusType: 'UVERSE',
            firstName: 'N',
            lastName: 'W',
            emailAddress: 'n@example.com',
          }),
      }),
    );
    renderSite('/enrollment/signature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your wireless account' })).toBeTruthy();
    expect(location()).toBe('/enrollment/verify');
  });

  it('a signed-in wireless customer is checked (account in focus) and goes to the enrollment form', async () => {
    setFan('00012345');
    const validate = vi.fn((_url: string, init: RequestInit) => {
      expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
      return json(200, {
        status: 'success',
        errorIds: [],
        accountInfo: { billingMarket: 'DLS', billingAccountNumber: '287243510011', existingFan: true },
      });
    });
    stubFetch(
      routes({
        'GET /auth/me': () => json(200, me),
        'GET /msapi/accountservices/v1/profile/info': () =>
          json(200, {
            acctInfocus: '287243510011',
            acctInfocusType: 'WIRELESS',
            firstName: 'Jordan',
            lastName: 'Ellison',
            emailAddress: 'j@example.com',
          }),
        'POST /msapi/signatureenrollmentms/v1/validateAccountType': validate,
      }),
    );
    renderSite('/enrollment/signature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add the discount to your account' })).toBeTruthy();
    expect(validate).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(validate.mock.calls[0]![1].body))).toEqual({ fanNumber: '00012345', isTokenFlow: true });
  });

  it('the call-to-order flag replaces the page with the modal and the configured number', async () => {
    setFan('00012345');
    stubFetch(routes({ 'GET /config/flags': () => json(200, { ...flags, enrollmentCallToOrder: true }) }));
    renderSite('/enrollment/signature');
    const dialog = await screen.findByRole('dialog', { name: 'Ready to start saving?' });
    expect(dialog.querySelector('a[href="tel:+18005550177"]')?.textContent).toBe('Call 1-800-555-0177');
  });

  it('speaks Spanish under /es-us/', async () => {
    stubFetch(routes());
    renderSite('/es-us/enrollment/signature');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo no está bien' })).toBeTruthy();
    expect(location()).toBe('/es-us/enrollment/error');
    expect(screen.getByRole('link', { name: 'Salir a comprar' }).getAttribute('href')).toBe('/es-us/shop');
  });
});
