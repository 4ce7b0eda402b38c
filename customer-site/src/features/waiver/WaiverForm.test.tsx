// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contentFixture } from '../../test/content-fixtures.ts';
import { json, signedOut, stubFetch } from '../../test/fake-fetch.ts';
import { renderSite } from '../../test/render-site.tsx';

// The machine is shared and slow: load the lazily imported form once.
beforeAll(async () => {
  await import('./WaiverForm.tsx');
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (slug: string) => contentFixture(`self-service-waiver-${slug}.en-us.json`);
const me = {
  username: 'customer1',
  displayName: 'Jordan Ellison',
  kind: 'customer',
  roles: [],
  csrfToken: 'csrf-9',
  expiresAt: '2030-01-01T00:00:00Z',
};
const line = (ctn: string, status: string) => ({
  ctn,
  status,
  statusReasonCode: '',
  subscriberName: { firstName: 'Jo' },
  model: 'Phone',
});
const profile = {
  user: {
    firstName: 'Jordan',
    lastName: 'Ellison',
    emailAddress: 'j@example.com',
    phoneNumber: '2145550100',
    slid: 'j',
    billingFullName: 'Jordan Ellison',
  },
  services: [
    {
      product: 'MOBILITY',
      productOption: 'WIRELESS',
      productKey: 'MOB-1',
      service: 'Wireless',
      accountNumber: '287243510011',
      ctn: [line('2145550101', 'A'), line('2145550103', 'S')],
      uverseProductOptions: [],
    },
    {
      product: 'UVERSE',
      productOption: 'INTERNET_TV_VOICE',
      productKey: 'UV-1',
      service: 'Home',
      accountNumber: '131000720044',
      ctn: [],
      uverseProductOptions: ['INTERNET', 'TV', 'VOICE'],
    },
  ],
};
const done = () => json(200, { content: { destinationPage: 'DONE', loginUrl: '' } });

function site(slug: string, overrides: Record<string, () => Response> = {}) {
  return stubFetch({
    'GET /auth/me': () => json(200, me),
    'GET /content/pages': () => json(200, page(slug)),
    'GET /msapi/microsites-orch-nodems/v1/profile/login-status': done,
    'GET /msapi/microsites-orch-nodems/v1/profile/no-cases': () => json(200, profile),
    'POST /msapi/microsites-orch-nodems/v1/waiver/submit': () => json(200, { accepted: true, requestId: 'r-1' }),
    ...overrides,
  });
}

describe('waiver form', { timeout: 30_000 }, () => {
  it('shows the sign-in console to a visitor who is not signed in, with the way back', async () => {
    stubFetch({
      'GET /auth/me': signedOut,
      'GET /content/pages': () => json(200, page('resume')),
    });
    renderSite('/self-service/waiver-resume');
    const link = await screen.findByRole('link', { name: 'Sign in to manage services' });
    expect(link.getAttribute('href')).toBe(
      '/signin?returnurl=%2Fself-service%2Fwaiver-resume&channel=sales&flowType=services',
    );
  });

  it('goes to the login URL when login status is not DONE', async () => {
    site('resume', {
      'GET /msapi/microsites-orch-nodems/v1/profile/login-status': () =>
        json(200, {
          content: { destinationPage: 'LOGIN', loginUrl: '/signin?returnurl=%2Fself-service%2Fwaiver-resume' },
        }),
    });
    renderSite('/self-service/waiver-resume');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/signin?returnurl=%2Fself-service%2Fwaiver-resume'),
    );
  });

  it('resume: ticks a service, reviews it with its charges, submits the §7 payload and shows the success cards', async () => {
    const fetch = site('resume');
    renderSite('/self-service/waiver-resume');
    const next = await screen.findByRole('button', { name: 'Review my request' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Account number: 131000720044')).toBeTruthy();
    // Each service is one heading (the accordion's), whose button is named by the service; no heading inside it
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Wireless' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Internet + TV + Home Phone' })).toBeTruthy();
    expect(document.querySelectorAll('h3 h3, button h1, button h2, button h3')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internet + TV + Home Phone' }));
    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Review the services to resume' })).toBeTruthy();
    expect(screen.getByText('Charges: Equipment must be returned within 21 days to avoid a fee.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume services' }));
    expect(await screen.findByRole('heading', { name: 'We have your request' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('link'))).toHaveLength(2);
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/waiver/submit'))!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      requestType: 'resume_service',
      accounts: [
        { product: 'UVERSE', productOptions: ['INTERNET', 'TV', 'VOICE'], productKey: 'UV-1', action: 'resume' },
      ],
    });
    expect(new Headers(post[1]?.headers).get('x-csrf-token')).toBe('csrf-9');
  });

  it('cancel: says to select a service when every tick is taken back; a failed post keeps the form', async () => {
    let calls = 0;
    site('cancel', {
      'POST /msapi/microsites-orch-nodems/v1/waiver/submit': () =>
        ++calls === 1
          ? json(500, { errorId: 'SYS_ERR', message: 'x', status: 500 })
          : json(200, { accepted: true, requestId: 'r' }),
    });
    renderSite('/self-service/waiver-cancel');
    const wireless = await screen.findByRole('checkbox', { name: 'Wireless' });
    fireEvent.click(wireless);
    fireEvent.click(wireless);
    const message = await screen.findByText('Please select atleast one service to proceed');
    // The message describes each checkbox, so a screen reader hears it again on the box it is about
    expect(wireless.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    fireEvent.click(wireless);
    expect(wireless.getAttribute('aria-describedby')?.split(' ')).not.toContain(message.id);
    fireEvent.click(screen.getByRole('button', { name: 'Submit cancellation request' }));
    expect((await screen.findByTestId('waiver-banner')).textContent).toBe(
      'We could not submit your request. Please try again later.',
    );
    expect((screen.getByRole('checkbox', { name: 'Wireless' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit cancellation request' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/self-service/waiver-cancel-received'),
    );
  });

  it('sent too often (429): the banner says when to try again instead of the failure message, and the form stays', async () => {
    const throttled = {
      errorId: 'TOO_MANY_REQUESTS',
      message: 'Too many requests in a short time. Please wait 12 minutes and try again.',
      status: 429,
    };
    site('cancel', { 'POST /msapi/microsites-orch-nodems/v1/waiver/submit': () => json(429, throttled) });
    renderSite('/self-service/waiver-cancel');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Wireless' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit cancellation request' }));
    const banner = await screen.findByTestId('waiver-banner');
    expect(banner.textContent).toBe(throttled.message);
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect((screen.getByRole('checkbox', { name: 'Wireless' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the info banner when there are no services and the error banner with its link when the profile fails', async () => {
    site('default', {
      'GET /msapi/microsites-orch-nodems/v1/profile/no-cases': () => json(200, { ...profile, services: [] }),
    });
    renderSite('/self-service/waiver');
    expect((await screen.findByTestId('waiver-banner')).textContent).toBe(
      'There are no services on your account that this form can change.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    site('default', {
      'GET /msapi/microsites-orch-nodems/v1/profile/no-cases': () =>
        json(500, { errorId: 'SYS_ERR', message: 'x', status: 500 }),
    });
    renderSite('/self-service/waiver');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('We could not load your services right now. Please try again later.');
    expect(within(banner).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });
});
