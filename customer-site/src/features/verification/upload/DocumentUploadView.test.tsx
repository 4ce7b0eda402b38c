// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, signedOut, stubFetch, type FakeRoutes } from '../../../test/fake-fetch.ts';
import { renderAt } from '../../../test/render-site.tsx';
import { forgetFlags } from '../../../api/flags.ts';
import { SessionProvider } from '../../../site/session/SessionProvider.tsx';
import { segmentContentSchema } from '../verify-props.ts';
import type { VerificationRecord, VerifyOutcome } from '../verify-state.ts';
import { DocumentUploadView } from './DocumentUploadView.tsx';

const content = segmentContentSchema.parse({ segment: 'teacher', segmentDisplayName: 'Teachers' });
const record = (over: Partial<VerificationRecord> = {}): VerificationRecord => ({
  verificationId: 'VRF-1002',
  segment: 'teacher',
  status: 'docUpload',
  autoApproved: false,
  docUploadRejectionCount: 0,
  docUploadRejectionReasons: [],
  expiryDate: null,
  remainingDays: null,
  ...over,
});
const outcome = (returning: boolean, over: Partial<VerificationRecord> = {}): VerifyOutcome => ({
  view: 'docupload',
  verifications: [record(over)],
  errorCodes: [],
  returning,
});

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /auth/me': signedOut,
    'GET /config/flags': () => json(200, { verifyWirelessIntent: false }),
    ...extra,
  };
}

function show(o: VerifyOutcome, url = '/offers/discount-program') {
  const onDone = vi.fn();
  renderAt(
    url,
    <SessionProvider>
      <DocumentUploadView
        content={content}
        outcome={o}
        forward={{ fanId: '00012345', ban: '287243560101' }}
        sales={false}
        onDone={onDone}
      />
    </SessionProvider>,
  );
  return onDone;
}

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
const png = (name: string, size = 20) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => forgetFlags());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('001 §2 document upload panel', () => {
  it('shows a new customer the default case, the upload now / later choice, and the expiry', async () => {
    stubFetch(routes());
    show(outcome(false, { expiryDate: '2026-12-10', remainingDays: 14 }));
    expect(screen.getByRole('heading', { name: 'Upload your proof of eligibility' })).toBeTruthy();
    expect(screen.getByText(/eligible for the Teachers discount/)).toBeTruthy();
    expect(
      screen.getByText('Upload your document by December 10, 2026 (14 days left) to keep your benefits.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Upload later' }));
    expect(screen.getByText(/benefits are removed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to upload later' }).getAttribute('href')).toBe(
      '/enrollment/signature/?loginIntent=hardLogin&verificationId=VRF-1002',
    );
    expect(screen.getByRole('link', { name: /account details/ }).getAttribute('href')).toContain(
      'loginIntent=softLogin',
    );
  });

  it('keeps a Spanish page’s upload-later links on Spanish pages', () => {
    stubFetch(routes());
    show(outcome(false), '/es-us/offers/discount-program');
    fireEvent.click(screen.getByRole('tab', { name: 'Cargar más tarde' }));
    const links = within(screen.getByTestId('upload-later')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/es-us/enrollment/signature/?loginIntent=hardLogin&verificationId=VRF-1002',
      '/es-us/enrollment/signature/?loginIntent=softLogin&verificationId=VRF-1002',
    ]);
  });

  it('shows a returning customer the latest rejection and the attempts left, without the upload-later choice', () => {
    stubFetch(routes());
    show(
      outcome(true, {
        docUploadRejectionCount: 2,
        docUploadRejectionReasons: [['DOCUMENT_UNREADABLE'], ['DOCUMENT_EXPIRED']],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Let’s try your upload again' })).toBeTruthy();
    expect(screen.getByText('This document has expired. Submit a current document.')).toBeTruthy();
    expect(screen.queryByText(/couldn’t read your document/)).toBeNull();
    expect(screen.getByText('This is your last upload attempt.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows a returning customer without a rejection the returning case, in Spanish on /es-us/', () => {
    stubFetch(routes());
    show(outcome(true), '/es-us/offers/discount-program');
    expect(
      screen.getByRole('heading', { name: 'Qué bueno verte de nuevo: carga tu comprobante de elegibilidad' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cargar' })).toBeTruthy();
  });

  it('tells a returning customer whose 14 days are over to start again, instead of offering an upload', () => {
    stubFetch(routes());
    show(
      outcome(true, { expiryDate: '2026-01-01', remainingDays: 0 }),
      '/es-us/offers/discount-program?verificationId=VRF-1002',
    );
    const alert = screen.getByTestId('upload-expired');
    expect(alert.textContent).toContain('Terminaron los 14 días');
    expect(screen.getByRole('link', { name: 'Empezar una nueva solicitud' }).getAttribute('href')).toBe(
      '/es-us/offers/discount-program#teacher',
    );
    expect(screen.queryByLabelText('Elegir archivos')).toBeNull();
    expect(screen.queryByRole('button', { name: /Subir|Cargar/ })).toBeNull();
  });

  it('keeps Upload disabled until a file passes the rules, and says why a file was refused', () => {
    stubFetch(routes());
    show(outcome(true));
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    choose(png('ab.png'));
    expect(screen.getByRole('alert').textContent).toBe(
      'File name needs to be at least 3 characters. Rename the document and try again.',
    );
    expect(upload.disabled).toBe(true);
    choose(png('letter.png'));
    expect(upload.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove letter.png' }));
    expect(upload.disabled).toBe(true);
  });

  it('uploads the files with the forwarded values and moves on to pending', async () => {
    let body: FormData | null = null;
    stubFetch(
      routes({
        'POST /msapi/customeridentification/v1/docUpload': (_url, init) => {
          body = init.body as FormData;
          return json(201, { verificationId: 'VRF-1002', status: 'pending', documents: 1, otherResponses: [] });
        },
      }),
    );
    const onDone = show(outcome(true));
    choose(png('letter.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({ view: 'pending', verifications: [{ status: 'pending' }] });
    const sent = body as unknown as FormData;
    expect(sent.get('verificationId')).toBe('VRF-1002');
    expect(sent.get('source')).toBe('sales');
    expect(sent.get('otherElements[fanId]')).toBe('00012345');
    expect(sent.get('otherElements[ban]')).toBe('287243560101');
    expect((sent.get('file') as File).name).toBe('letter.png');
  });

  it('stays on the upload screen with the message of a data error the gateway gives', async () => {
    stubFetch(
      routes({
        'POST /msapi/customeridentification/v1/docUpload': () =>
          json(415, { errorId: 'invalidFileType', errorCode: 'invalidFileType', message: 'x', status: 415 }),
      }),
    );
    const onDone = show(outcome(true));
    choose(png('letter.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByTestId('upload-refusal').textContent).toBe(
        'Files can be JPG, PNG, JPEG, GIF, BMP, or PDF. Check your document and try again.',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
    // 001 §4 the hub's error type for analytics
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'formError',
      errorType: 'docSubmissionError',
      formName: 'teacher',
      errorCodes: ['invalidFileType'],
    });
  });

  it('turns a document system error into the system error view with its code, anything else into the generic one', async () => {
    stubFetch(
      routes({
        'POST /msapi/customeridentification/v1/docUpload': () =>
          json(403, {
            errorId: 'docReviewLimitExceeded',
            errorCode: 'docReviewLimitExceeded',
            message: 'x',
            status: 403,
          }),
      }),
    );
    const onDone = show(outcome(true));
    choose(png('letter.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({ view: 'systemerror', errorCodes: ['docReviewLimitExceeded'] });

    cleanup();
    stubFetch(
      routes({
        'POST /msapi/customeridentification/v1/docUpload': () =>
          json(500, { errorId: 'SYSTEM_ERROR', message: 'x', status: 500 }),
      }),
    );
    const again = show(outcome(true));
    choose(png('letter.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(again).toHaveBeenCalled());
    expect(again.mock.calls[0]![0]).toMatchObject({ view: 'systemerror', errorCodes: [] });
  });

  it('asks the age segment for the wireless intent after an upload, with its flag', async () => {
    stubFetch(
      routes({
        'GET /config/flags': () => json(200, { verifyWirelessIntent: true }),
        'POST /msapi/customeridentification/v1/docUpload': () =>
          json(201, { verificationId: 'VRF-9', status: 'pending', documents: 1, otherResponses: [] }),
      }),
    );
    const onDone = vi.fn();
    renderAt(
      '/offers/discount-program',
      <SessionProvider>
        <DocumentUploadView
          content={segmentContentSchema.parse({ segment: 'aarp', segmentDisplayName: 'AARP' })}
          outcome={{ ...outcome(true), verifications: [record({ verificationId: 'VRF-9', segment: 'aarp' })] }}
          forward={{}}
          sales={false}
          onDone={onDone}
        />
      </SessionProvider>,
    );
    choose(png('letter.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('dialog', { name: 'What would you like to do next?' });
    expect(screen.getByRole('radio', { name: 'Shop for my business' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ view: 'pending' });
  });

  it('asks a combo for both sets before Upload, and sends the second as otherSegmentRequest[0]', async () => {
    let body: FormData | null = null;
    stubFetch(
      routes({
        'POST /msapi/customeridentification/v1/docUpload': (_url, init) => {
          body = init.body as FormData;
          return json(201, {
            verificationId: 'VRF-A',
            status: 'pending',
            documents: 2,
            otherResponses: [{ verificationId: 'VRF-B', status: 'pending' }],
          });
        },
      }),
    );
    const onDone = show({
      ...outcome(true),
      verifications: [record({ verificationId: 'VRF-A' }), record({ verificationId: 'VRF-B', segment: 'military' })],
    });
    expect(screen.getByRole('heading', { name: 'Teachers documents' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Military documents' })).toBeTruthy();
    const inputs = screen.getAllByLabelText('Choose files');
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    fireEvent.change(inputs[0]!, { target: { files: [png('teacher-id.png')] } });
    expect(upload.disabled).toBe(true);
    fireEvent.change(inputs[1]!, { target: { files: [png('dd-214.png')] } });
    expect(upload.disabled).toBe(false);
    fireEvent.click(upload);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = body as unknown as FormData;
    expect(sent.get('verificationId')).toBe('VRF-A');
    expect(sent.get('otherSegmentRequest[0].verificationId')).toBe('VRF-B');
    expect((sent.get('otherSegmentRequest[0].file') as File).name).toBe('dd-214.png');
    expect(onDone.mock.calls[0]![0].verifications.map((v: VerificationRecord) => v.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('drops the hard-login link for a signed-in customer whose account in focus is not wireless', async () => {
    stubFetch(
      routes({
        'GET /auth/me': () =>
          json(200, {
            username: 'nowireless',
            displayName: 'Lena Brooks',
            kind: 'customer',
            roles: [],
            csrfToken: 'csrf-1',
            expiresAt: '2030-01-01T00:00:00Z',
          }),
        'GET /msapi/accountservices/v1/profile/info': () =>
          json(200, {
            acctInfocus: '131000720066',
            acctInfocusType: 'UVERSE',
            firstName: 'Lena',
            lastName: 'Brooks',
            emailAddress: 'lena@example.com',
          }),
      }),
    );
    show(outcome(false));
    fireEvent.click(screen.getByRole('tab', { name: 'Upload later' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign in to upload later' })).toBeNull());
    expect(screen.getByRole('link', { name: /account details/ })).toBeTruthy();
  });
});
