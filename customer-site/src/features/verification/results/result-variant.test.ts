import { describe, expect, it } from 'vitest';
import { resultLabel } from '@carrier/shared/discount-program';
import { newResultVariant, plainResultVariant } from './result-variant.ts';

describe('001 §4 result variant', () => {
  it.each([
    ['success', false, [], 'approved'],
    ['success', true, [], 'enrolled'],
    ['pending', false, [], 'reviewPending'],
    ['pending', true, [], 'reviewPendingExisting'],
    ['error', false, [], 'rejection'],
    ['systemerror', false, ['docReviewLimitExceeded'], 'rejection'],
    ['systemerror', true, ['verificationLimitExceeded'], 'rejection'],
    ['systemerror', false, [], 'general'],
    ['systemerror', false, ['documentNotExpected'], 'general'],
    ['dataerror', false, ['noEligibilityRecord'], 'general'],
  ] as const)('%s (existing customer: %s, errors %j) → %s', (view, existing, codes, variant) => {
    expect(newResultVariant(view, existing, codes)).toBe(variant);
  });

  it('gives the plain responses with the new flow off', () => {
    expect(plainResultVariant('success')).toBe('success');
    expect(plainResultVariant('pending')).toBe('pending');
    expect(plainResultVariant('systemerror')).toBe('error');
    expect(plainResultVariant('dataerror')).toBe('error');
  });
});

describe('001 §4 result labels', () => {
  it.each([
    [{ status: 'success', autoApproved: true }, 'Auto Approved'],
    [{ status: 'success', autoApproved: false }, 'Approved'],
    [{ status: 'pending' }, 'Pending'],
    [{ status: 'docUpload' }, 'Doc Upload'],
    [{ status: 'dataError' }, 'Error'],
    [{ status: 'systemError', errors: ['verificationLimitExceeded'] }, 'Too many attempts'],
    [{ status: 'systemError', errors: ['Upload refused: docReviewLimitExceeded'] }, 'Too many attempts'],
    [{ status: 'systemError', errors: ['SYS_ERR'] }, 'Error'],
  ] as const)('%j → %s', (input, label) => {
    expect(resultLabel(input)).toBe(label);
  });
});
