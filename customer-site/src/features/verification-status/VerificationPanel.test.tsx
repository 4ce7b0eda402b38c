// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { forgetFlags } from '../../api/flags.ts';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { VerificationPanel } from './VerificationPanel.tsx';

// each test walks a whole modal flow: more than the default 5 s on a busy 2-core machine
vi.setConfig({ testTimeout: 15_000 });
const STATUS = '/msapi/customeridentification/v1/verificationStatus';
const verification = (status: string, autoApproved = false) =>
  json(200, {
    verificationId: 'VRF-1',
    status,
    segment: 'teacher',
    autoApproved,
    hasMoreResponse: false,
    docUploadRejectionCount: 0,
    docUploadRejectionReasons: [],
    expiryDate: '2026-12-10',
    remainingDays: 14,
  });

beforeEach(() => forgetFlags());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (url: string) => render(atAddress(url, <VerificationPanel props={{}} />));

describe('002 §2.11, §3 the verification panel', () => {
  it.each([
    ['success', true, 'Auto Approved'],
    ['success', false, 'Approved'],
    ['pending', false, 'Pending'],
    ['docUpload', false, 'Doc Upload'],
    ['dataError', false, 'Error'],
    ['systemError', false, 'Error'],
  ])('shows a %s verification (auto approved: %s) as %s', async (status, auto, label) => {
    const fetchMock = stubFetch({ [`GET ${STATUS}`]: () => verification(status, auto) });
    open('/discount-verification?verificationId=VRF-1');
    const chip = await screen.findByText(label, { selector: '[data-label] *' });
    expect(chip.closest('[data-label]')?.getAttribute('data-label')).toBe(label);
    expect(screen.getByText('Program: teacher')).toBeTruthy();
    expect(screen.getByText('Confirm your eligibility within 14 days (by 2026-12-10).')).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith(STATUS))?.[0])).toContain(
      'verificationId=VRF-1',
    );
  });

  it('asks for the e-mail’s link without an id, and says so when the verification is unknown or the call fails', async () => {
    const fetchMock = stubFetch({});
    open('/discount-verification');
    expect(screen.getByText(/Open this page from the link in your verification e-mail/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/msapi'))).toEqual([]);
    cleanup();
    stubFetch({ [`GET ${STATUS}`]: () => json(404, { errorId: 'NOT_FOUND', message: 'x', status: 404 }) });
    open('/discount-verification?verificationId=VRF-9');
    expect(await screen.findByText('We couldn’t find this verification. Check the link in your e-mail.')).toBeTruthy();
    cleanup();
    stubFetch({ [`GET ${STATUS}`]: () => json(500, { errorId: 'SYS_ERR', message: 'x', status: 500 }) });
    open('/discount-verification?verificationId=VRF-9');
    expect(await screen.findByText('We can’t show your verification right now. Please try again later.')).toBeTruthy();
  });

  it('speaks Spanish under /es-us/, with the labels of 001 in Spanish', async () => {
    stubFetch({ [`GET ${STATUS}`]: () => verification('success', true) });
    open('/es-us/discount-verification?verificationId=VRF-1');
    expect(await screen.findByText('Aprobado automáticamente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al programa de descuentos' }).getAttribute('href')).toBe(
      '/es-us/offers/discount-program',
    );
  });
});
