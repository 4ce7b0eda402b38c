// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '../../../test/fake-fetch.ts';
import { OtpModal } from './OtpModal.tsx';

const OTP_ID = 'otp_0123456789abcdef';
const FOUND = {
  found: true,
  sameSegmentFound: true,
  verificationInfo: [],
  fanDetails: { encryptFanNumber: null },
};

function renderModal(lang: 'en' | 'es' = 'en') {
  const onVerified = vi.fn();
  const onClose = vi.fn();
  render(<OtpModal otpId={OTP_ID} lang={lang} csrfToken="csrf-1" onVerified={onVerified} onClose={onClose} />);
  return { onVerified, onClose, input: screen.getByRole('textbox', { name: /One-time code|Código de un solo uso/ }) };
}

describe('001 §2, §5 the one-time-code modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the form was sent before, takes at most 5 characters with the XXXXX placeholder', () => {
    stubFetch({});
    const { input } = renderModal();
    expect(screen.getByRole('dialog', { name: 'You’ve submitted this form before' })).toBeTruthy();
    expect(input.getAttribute('placeholder')).toBe('XXXXX');
    expect(input.getAttribute('maxlength')).toBe('5');
    fireEvent.change(input, { target: { value: 'ABCDEFG' } });
    expect((input as HTMLInputElement).value).toBe('ABCDE');
    expect(screen.getByText('Didn’t receive an email?')).toBeTruthy();
  });

  it('says Please enter valid OTP for a short code without asking, and for a wrong one after asking', async () => {
    const fetchMock = stubFetch({
      [`POST /msapi/salesapi/signature-papi/v1/verifications/otp/${OTP_ID}/verify`]: () =>
        json(400, { errorId: 'OTP_INVALID', message: 'Please enter valid OTP', status: 400 }),
    });
    const { input, onVerified } = renderModal();
    fireEvent.change(input, { target: { value: 'AB1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter valid OTP')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'zz999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter valid OTP')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'ZZ999' });
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('hands the verifications found to the form for the right code', async () => {
    stubFetch({
      [`POST /msapi/salesapi/signature-papi/v1/verifications/otp/${OTP_ID}/verify`]: () => json(200, FOUND),
    });
    const { input, onVerified } = renderModal();
    fireEvent.change(input, { target: { value: 'K7Q2M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(FOUND));
  });

  it('sends the email again on Send email again, and says so', async () => {
    const fetchMock = stubFetch({
      [`POST /msapi/salesapi/signature-papi/v1/verifications/otp/${OTP_ID}/resend`]: () =>
        new Response(null, { status: 204 }),
    });
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Send email again' }));
    expect(await screen.findByText('We sent you a new code.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish on Spanish pages', () => {
    stubFetch({});
    renderModal('es');
    expect(screen.getByRole('dialog', { name: 'Ya enviaste este formulario antes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar el correo de nuevo' })).toBeTruthy();
  });
});
