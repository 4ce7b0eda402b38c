// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { forgetFlags } from '../../api/flags.ts';
import { SessionContext, type SessionState } from '../../site/session/session-context.ts';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/render-site.tsx';
import { segmentContentSchema } from './verify-props.ts';
import { VerifyFlow } from './VerifyFlow.tsx';

const military = segmentContentSchema.parse({ segment: 'military', segmentDisplayName: 'Military' });
const detail = {
  docUploadRejectionCount: 0,
  docUploadRejectionReasons: [],
  expiryDate: '2026-12-10',
  remainingDays: 14,
};
const approved = {
  verificationId: 'VRF-abc',
  status: 'success',
  segment: 'military',
  autoApproved: true,
  hasMoreResponse: false,
  otherResponses: [],
  dataError: [],
  systemError: [],
  fanNumber: '10000001',
  encryptFanNumber: '10000001',
  ...detail,
};

function setup(session: SessionState, verification: unknown = approved, salesAssist = false) {
  const fetchMock = stubFetch({
    'GET /config/flags': () => json(200, { verifySearchFirst: false, verifySalesAssist: salesAssist }),
    'POST /msapi/customeridentification/v1/verification': () => json(200, verification),
    'GET /msapi/fanprofile/v1/fan/landing': () => new Response(null, { status: 204 }),
  });
  renderAt(
    '/offers/discount-program',
    <SessionContext value={{ session, signedIn: vi.fn(), signOut: vi.fn() }}>
      <VerifyFlow content={military} />
    </SessionContext>,
  );
  return fetchMock;
}

async function fillAndCheck(view = 'success') {
  await screen.findByRole('heading', { name: 'Tell us about yourself' });
  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  fireEvent.change(input('firstName'), { target: { value: 'Avery' } });
  fireEvent.change(input('lastName'), { target: { value: 'Quintero' } });
  fireEvent.change(input('email'), { target: { value: 'avery@mail.example' } });
  fireEvent.change(input('phone'), { target: { value: '972.555.0101' } });
  fireEvent.change(input('postalCode'), { target: { value: '75001' } });
  fireEvent.change(input('branchOfService'), { target: { value: 'Army' } });
  fireEvent.change(input('subSegment'), { target: { value: 'active' } });
  // 001 §4: with the search flag off, the form goes straight to the verification (no review screen)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.getByTestId('verify-flow').getAttribute('data-view')).toBe(view));
}

const calls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));

describe('001 §4 the verify form’s eligibility check', () => {
  beforeEach(() => forgetFlags());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the form (phone dots stripped) and sets the session cookie for the FAN of a customer not signed in', async () => {
    const fetchMock = setup({ status: 'signedOut' });
    await fillAndCheck();
    const sent = calls(fetchMock).find((c) => c.url.endsWith('/verification'))!;
    expect(JSON.parse(String(sent.init.body))).toMatchObject({
      segment: 'military',
      source: 'sales',
      itemAttributes: { firstName: 'Avery', cbr: '9725550101', branchOfService: 'Army', subSegment: 'active' },
    });
    expect(calls(fetchMock).map((c) => c.url)).toContain('/msapi/fanprofile/v1/fan/landing?fanId=10000001');
    expect(calls(fetchMock).filter((c) => c.url.includes('/verifications/search'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Check eligibility' })).toBeNull();
  }, 20_000);

  it('remembers the approved verification for the enrollment pages that follow (session storage keys)', async () => {
    sessionStorage.clear();
    sessionStorage.setItem('sig-prog-combo-verificationId', 'VRF-from-an-earlier-visit');
    setup({ status: 'signedOut' });
    await fillAndCheck();
    // kept once the result has rendered (an effect of it): the view can show a moment before the effect runs
    await waitFor(() => expect(sessionStorage.getItem('sig-prog-verificationId')).toBe('VRF-abc'));
    expect(sessionStorage.getItem('sig-prog-combo-verificationId')).toBeNull();
    expect(sessionStorage.getItem('sig-prog-verify-email')).toBe('avery@mail.example');
    expect(sessionStorage.getItem('sig-prog-cms-segment')).toBe('military');
    expect(sessionStorage.getItem('sig-prog-isComboSegment')).toBe('false');
    expect(sessionStorage.getItem('sig-prog-isCRP')).toBe('false');
    expect(sessionStorage.getItem('sig-prog-enroll-fan')).toBe('10000001');
    expect(sessionStorage.getItem('sig-prog-verify-url')).toBe('/');
  });

  it('counts the result page once: one /verification/success/ view for an approved check', async () => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    setup({ status: 'signedOut' });
    await fillAndCheck();
    await screen.findByTestId('verification-result');
    const views = (window as unknown as { dataLayer: Array<{ event: string; pagePath?: string }> }).dataLayer.filter(
      (e) => e.event === 'virtualPageView',
    );
    expect(views.map((e) => e.pagePath)).toEqual(['/verification/success/']);
  });

  it('tells analytics the hub error type of a check that fails: formSystemError for the attempts limit', async () => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    setup(
      { status: 'signedOut' },
      {
        ...approved,
        status: 'systemError',
        autoApproved: false,
        fanNumber: undefined,
        encryptFanNumber: undefined,
        systemError: [{ errorCode: 'verificationLimitExceeded', message: 'Too many attempts' }],
      },
    );
    await fillAndCheck('systemerror');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'formError',
      errorType: 'formSystemError',
      formName: 'military',
      errorCodes: ['verificationLimitExceeded'],
    });
  });

  it('sends the CSRF token of a signed-in customer and leaves their session cookie alone', async () => {
    const fetchMock = setup({
      status: 'signedIn',
      me: { csrfToken: 'csrf-1' } as never,
    });
    await fillAndCheck();
    const sent = calls(fetchMock).find((c) => c.url.endsWith('/verification'))!;
    expect((sent.init.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
    expect(calls(fetchMock).some((c) => c.url.includes('/fan/landing'))).toBe(false);
  }, 20_000);

  it('shows the call-us panel beside the form when the sales-assist option is on', async () => {
    setup({ status: 'signedOut' }, approved, true);
    const panel = await screen.findByRole('complementary', { name: 'Prefer to talk to someone?' });
    expect(panel.querySelector('a')?.getAttribute('href')).toBe('tel:+18005550177');
  });

  it('has no call-us panel without the option', async () => {
    setup({ status: 'signedOut' });
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    expect(screen.queryByTestId('call-us-panel')).toBeNull();
  });
});
