import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fake-fetch.ts';
import { loadReturning } from './load-returning.ts';

const detail = { docUploadRejectionCount: 1, docUploadRejectionReasons: [['DOCUMENT_UNREADABLE']] };

describe('001 §4 a returning customer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores the document upload view with the expiry and the rejection reasons, then sets the session cookie', async () => {
    const fetchMock = stubFetch({
      'GET /msapi/customeridentification/v1/verificationStatus': () =>
        json(200, {
          verificationId: 'VRF-1002',
          status: 'docUpload',
          segment: 'teacher',
          autoApproved: false,
          hasMoreResponse: false,
          expiryDate: '2026-12-01',
          remainingDays: 5,
          ...detail,
        }),
      'GET /msapi/customeridentification/v1/fetchDecryptedFan': () => json(200, { fanNumber: '00012345' }),
      'GET /msapi/fanprofile/v1/fan/landing': () => new Response(null, { status: 204 }),
    });
    const outcome = await loadReturning({ verificationId: 'VRF-1002', comboVerificationId: null }, false, 'teacher');
    expect(outcome).toMatchObject({
      view: 'docupload',
      returning: true,
      verifications: [{ verificationId: 'VRF-1002', expiryDate: '2026-12-01', remainingDays: 5, ...detail }],
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/msapi/fanprofile/v1/fan/landing?fanId=00012345',
    );
  });

  it('derives a combo status from both verifications, the preferred segment first (sales paths)', async () => {
    stubFetch({
      'GET /msapi/sales/customeridentification/v1/verificationStatus': () =>
        json(200, {
          verificationId: 'VRF-1004',
          status: 'success',
          segment: 'military',
          autoApproved: true,
          hasMoreResponse: true,
          docUploadRejectionCount: 0,
          docUploadRejectionReasons: [],
          expiryDate: null,
          remainingDays: null,
          otherResponses: [
            {
              verificationId: 'VRF-1006',
              status: 'pending',
              segment: 'first-responders',
              autoApproved: false,
              docUploadRejectionCount: 0,
              docUploadRejectionReasons: [],
              expiryDate: null,
              remainingDays: null,
            },
          ],
        }),
    });
    const outcome = await loadReturning(
      { verificationId: 'VRF-1004', comboVerificationId: 'VRF-1006' },
      true,
      'first-responders',
    );
    expect(outcome.view).toBe('pending');
    expect(outcome.verifications.map((v) => v.verificationId)).toEqual(['VRF-1006', 'VRF-1004']);
  });

  it('is a system error when the lookup fails', async () => {
    stubFetch({});
    const outcome = await loadReturning({ verificationId: 'VRF-9999', comboVerificationId: null }, false);
    expect(outcome).toMatchObject({ view: 'systemerror', returning: true, verifications: [] });
  });
});
