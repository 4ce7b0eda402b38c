import { describe, expect, it } from 'vitest';
import type { VerificationResponse } from '@carrier/shared/discount-program';
import { outcomeOf, reorderByPreferred, searchFoundSomething, stepAfterVerification } from './verify-outcome.ts';

const detail = { docUploadRejectionCount: 0, docUploadRejectionReasons: [], expiryDate: null, remainingDays: null };

function answer(over: Partial<VerificationResponse>): VerificationResponse {
  return {
    verificationId: 'VRF-1',
    status: 'success',
    segment: 'military',
    autoApproved: true,
    hasMoreResponse: false,
    otherResponses: [],
    dataError: [],
    systemError: [],
    ...detail,
    ...over,
  };
}
const dataError = (errorCode: string) => ({
  status: 'dataError' as const,
  dataError: [{ errorCode, message: errorCode }],
});

describe('001 §4 the verify result', () => {
  it('maps success, docUpload and pending to their views, keeping the FAN', () => {
    expect(stepAfterVerification(answer({ fanNumber: '10000001' }), 'military', false)).toMatchObject({
      kind: 'outcome',
      outcome: { view: 'success', fanNumber: '10000001', verifications: [{ verificationId: 'VRF-1' }] },
    });
    expect(stepAfterVerification(answer({ status: 'docUpload' }), 'military', false)).toMatchObject({
      outcome: { view: 'docupload' },
    });
    expect(stepAfterVerification(answer({ status: 'pending' }), 'military', false)).toMatchObject({
      outcome: { view: 'pending' },
    });
  });

  it('is a system error, with its code, when the attempts are exceeded', () => {
    const step = stepAfterVerification(
      answer({
        status: 'systemError',
        systemError: [{ errorCode: 'verificationLimitExceeded', message: 'x' }],
      }),
      'military',
      false,
    );
    expect(step).toMatchObject({
      kind: 'outcome',
      outcome: { view: 'systemerror', errorCodes: ['verificationLimitExceeded'] },
    });
  });

  it('is the docReviewLimitExceeded rejection, not an upload panel, once no review is left', () => {
    const usedUp = answer({ status: 'docUpload', docUploadRejectionCount: 2, docReviewsLeft: 0 });
    expect(outcomeOf(usedUp, 'teacher', true)).toMatchObject({
      view: 'systemerror',
      errorCodes: ['docReviewLimitExceeded'],
      returning: true,
      verifications: [{ verificationId: 'VRF-1' }],
    });
    // a review left, or an answer that does not say: the upload panel
    expect(outcomeOf(answer({ status: 'docUpload', docReviewsLeft: 1 }), 'teacher', true).view).toBe('docupload');
    expect(outcomeOf(answer({ status: 'docUpload', docUploadRejectionCount: 5 }), 'teacher', true).view).toBe(
      'docupload',
    );
  });

  it('opens the hard-stop and conflict modals for their data errors', () => {
    expect(stepAfterVerification(answer(dataError('fanAlreadyEnrolled')), 'healthcare', false)).toEqual({
      kind: 'modal',
      modal: 'hardStop',
    });
    expect(stepAfterVerification(answer(dataError('accountAlreadyHaveFan')), 'teacher', false)).toEqual({
      kind: 'modal',
      modal: 'conflict',
    });
  });

  it('goes back to the form for no eligibility record or a missing discharge date; a second no-record is a call-us modal', () => {
    expect(stepAfterVerification(answer(dataError('missingDischargeDate')), 'military', false)).toEqual({
      kind: 'form',
      errorCodes: ['missingDischargeDate'],
    });
    expect(stepAfterVerification(answer(dataError('noEligibilityRecord')), 'military', false)).toEqual({
      kind: 'form',
      errorCodes: ['noEligibilityRecord'],
    });
    expect(stepAfterVerification(answer(dataError('noEligibilityRecord')), 'military', true)).toEqual({
      kind: 'modal',
      modal: 'eligibility',
    });
  });

  it('shows any other data error as the data error view', () => {
    expect(stepAfterVerification(answer(dataError('somethingElse')), 'military', false)).toMatchObject({
      kind: 'outcome',
      outcome: { view: 'dataerror', errorCodes: ['somethingElse'] },
    });
  });

  it('derives a combo status from both answers and orders them by the preferred segment', () => {
    const combo = answer({
      verificationId: 'VRF-T',
      segment: 'teacher',
      hasMoreResponse: true,
      otherResponses: [
        { verificationId: 'VRF-M', status: 'docUpload', segment: 'military', autoApproved: false, ...detail },
      ],
    });
    const step = stepAfterVerification(combo, 'military', false);
    expect(step).toMatchObject({ kind: 'outcome', outcome: { view: 'docupload' } });
    if (step.kind !== 'outcome') throw new Error('an outcome');
    expect(step.outcome.verifications.map((v) => v.verificationId)).toEqual(['VRF-M', 'VRF-T']);
    expect(
      stepAfterVerification(
        { ...combo, otherResponses: [{ ...combo.otherResponses[0]!, status: 'success' }] },
        'teacher',
        false,
      ),
    ).toMatchObject({ outcome: { view: 'success' } });
  });

  it('reorders by the preferred segment, keeping the rest in order', () => {
    const list = [{ segment: 'a' }, { segment: 'b' }, { segment: 'c' }];
    expect(reorderByPreferred(list, 'c').map((r) => r.segment)).toEqual(['c', 'a', 'b']);
    expect(reorderByPreferred(list, undefined)).toEqual(list);
  });
});

describe('001 §4 the search before verifying', () => {
  const empty = { verificationInfo: [], fanDetails: { encryptFanNumber: null } };
  it('asks for the one-time code when something was found', () => {
    expect(searchFoundSomething({ ...empty, found: true, sameSegmentFound: false, otpId: 'x'.repeat(20) })).toBe(true);
    expect(searchFoundSomething({ ...empty, found: false, sameSegmentFound: false })).toBe(false);
  });
});
