// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetFlags } from '../../api/flags.ts';
import { SessionContext } from '../../site/session/session-context.ts';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/render-site.tsx';
import { HubForm } from './HubForm.tsx';

const props = {
  heading: 'Check your eligibility',
  segments: [
    { segment: 'military', segmentDisplayName: 'Military' },
    { segment: 'teacher', segmentDisplayName: 'Teachers' },
  ],
};

function Probe() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="hash">{hash}</output>
      <button type="button" onClick={() => void navigate({ hash: '#teacher' })}>
        go to teachers
      </button>
    </>
  );
}

function renderHub(url: string, menuList = false) {
  stubFetch({
    'GET /config/flags': () => json(200, { verifyMenuList: menuList, verifySearchFirst: true }),
    'POST /msapi/salesapi/signature-papi/v1/verifications/search': () =>
      json(200, {
        found: false,
        sameSegmentFound: false,
        verificationInfo: [],
        fanDetails: { encryptFanNumber: null },
      }),
  });
  const session = { session: { status: 'signedOut' as const }, signedIn: vi.fn(), signOut: vi.fn() };
  return renderAt(
    url,
    <SessionContext value={session}>
      <HubForm id="hub" props={props} />
      <Probe />
    </SessionContext>,
  );
}

const dataLayer = () => (window as unknown as { dataLayer?: Array<{ pagePath?: string }> }).dataLayer ?? [];

describe('001 §2 the verification hub', () => {
  beforeEach(() => {
    forgetFlags();
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets the first segment as the hash when there is none', async () => {
    renderHub('/offers/discount-program');
    await waitFor(() => expect(screen.getByTestId('hash').textContent).toBe('#military'));
    expect(screen.getByRole('tab', { name: 'Military' }).getAttribute('aria-selected')).toBe('true');
  });

  it('selects the tab a hash change names, without analytics', async () => {
    renderHub('/offers/discount-program#military');
    fireEvent.click(screen.getByRole('button', { name: 'go to teachers' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Teachers' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(dataLayer()).toEqual([]);
  });

  it('sets the hash and fires the panel path when a tab is selected', async () => {
    renderHub('/offers/discount-program#military');
    fireEvent.click(screen.getByRole('tab', { name: 'Teachers' }));
    await waitFor(() => expect(screen.getByTestId('hash').textContent).toBe('#teacher'));
    expect(dataLayer()).toContainEqual({
      event: 'virtualPageView',
      pagePath: '/offers/discount-program/panel/teacher/',
    });
  });

  it('shows the menu-style list behind its flag, and hides it once the form leaves its first view', async () => {
    renderHub('/offers/discount-program#teacher', true);
    const menu = await screen.findByRole('navigation', { name: 'Eligible groups' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Teachers');
    fireEvent.click(screen.getByRole('link', { name: 'Military' }));
    await waitFor(() => expect(screen.getByTestId('hash').textContent).toBe('#military'));
    expect(dataLayer()).toContainEqual({
      event: 'virtualPageView',
      pagePath: '/offers/discount-program/panel/military-discount/',
    });

    const form = await screen.findByRole('textbox', { name: /First name/ });
    const panel = form.closest('[role=region]') as HTMLElement;
    const field = (name: RegExp) => panel.querySelector<HTMLInputElement>(`input[name="${String(name.source)}"]`)!;
    fireEvent.change(field(/firstName/), { target: { value: 'Avery' } });
    fireEvent.change(field(/lastName/), { target: { value: 'Quintero' } });
    fireEvent.change(field(/email/), { target: { value: 'avery@mail.example' } });
    fireEvent.change(field(/postalCode/), { target: { value: '75001' } });
    fireEvent.change(field(/branchOfService/), { target: { value: 'Army' } });
    fireEvent.change(field(/subSegment/), { target: { value: 'active' } });
    expect(screen.getByRole('navigation', { name: 'Eligible groups' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review your application' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Eligible groups' })).toBeNull());
  }, 20_000);
});
