// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { json, stubFetch } from '../../../test/fake-fetch.ts';
import { renderAt } from '../../../test/render-site.tsx';
import { forgetFlags } from '../../../api/flags.ts';
import { segmentContentSchema } from '../verify-props.ts';
import type { VerifyOutcome, VerifyView } from '../verify-state.ts';
import { ResultView } from './ResultView.tsx';

const content = segmentContentSchema.parse({ segment: 'teacher', segmentDisplayName: 'Teachers' });
const outcome = (view: VerifyView, errorCodes: string[] = []): VerifyOutcome => ({
  view,
  verifications: [
    {
      verificationId: 'VRF-1',
      segment: 'teacher',
      status: 'pending',
      autoApproved: false,
      docUploadRejectionCount: 0,
      docUploadRejectionReasons: [],
      expiryDate: null,
      remainingDays: null,
    },
  ],
  errorCodes,
  returning: true,
});

function show(o: VerifyOutcome, flags: Record<string, unknown>, { existing = false, crp = false, url = '/' } = {}) {
  stubFetch({ 'GET /config/flags': () => json(200, flags) });
  renderAt(url, <ResultView content={content} outcome={o} existingCustomer={existing} crp={crp} />);
}

beforeEach(() => forgetFlags());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('001 §2 result screens', () => {
  const newFlow = { verifyNewResultScreen: true };

  it('shows the review-pending screen with its label and the legal modal', async () => {
    show(outcome('pending'), newFlow);
    expect(await screen.findByRole('heading', { name: 'We’re reviewing your documents' })).toBeTruthy();
    expect(screen.getByText('Verification result: Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See offer details' }));
    expect(screen.getByRole('dialog', { name: 'Offer details' })).toBeTruthy();
  });

  it('shows an enrolled existing customer the carousel of next steps', async () => {
    show(outcome('success'), newFlow, { existing: true });
    expect(await screen.findByRole('heading', { name: 'You’re enrolled' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'What you can do next' });
    expect(carousel.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('shows the rejection screen when the attempts are used up, with Exit to /buy/phones', async () => {
    show(outcome('systemerror', ['docReviewLimitExceeded']), newFlow);
    expect(await screen.findByRole('heading', { name: 'Too many attempts' })).toBeTruthy();
    expect(screen.getByText('You’ve exceeded the number of verification attempts for this program.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/buy/phones');
  });

  it('shows the general error otherwise', async () => {
    show(outcome('systemerror'), newFlow);
    expect(
      await screen.findByText('We can’t check your eligibility right now. Try again later or exit to shop'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/buy/phones');
  });

  it('shows the plain response with the new flow off, in its crp variant for a CRP customer', async () => {
    show(outcome('pending'), { verifyNewResultScreen: false }, { crp: true });
    expect(await screen.findByRole('heading', { name: 'Thanks, we got your documents' })).toBeTruthy();
    expect(screen.getByText(/The customer’s documents are under review/)).toBeTruthy();
  });

  it('shows the call-us panel with the sales-assist option, and Spanish on /es-us/', async () => {
    show(
      outcome('pending'),
      { ...newFlow, verifySalesAssist: true, enrollmentSalesPhone: '1-800-555-0199' },
      {
        url: '/es-us/offers/discount-program',
      },
    );
    expect(await screen.findByRole('heading', { name: 'Estamos revisando tus documentos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llamar al 1-800-555-0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
  });

  it('keeps a Spanish customer in Spanish: Exit goes to the Spanish shop', async () => {
    show(outcome('systemerror', ['docReviewLimitExceeded']), newFlow, { url: '/es-us/offers/discount-program' });
    expect(await screen.findByRole('heading', { name: 'Demasiados intentos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Salir' }).getAttribute('href')).toBe('/es-us/buy/phones');
  });
});
