import { describe, expect, it } from 'vitest';
import type { VerificationRecord } from '../verify-state.ts';
import { formatExpiry, uploadNotices } from './upload-case.ts';

const record = (over: Partial<VerificationRecord> = {}): VerificationRecord => ({
  verificationId: 'VRF-1',
  segment: 'teacher',
  status: 'docUpload',
  autoApproved: false,
  docUploadRejectionCount: 0,
  docUploadRejectionReasons: [],
  expiryDate: null,
  remainingDays: null,
  ...over,
});

describe('001 §2 upload panel heading cases', () => {
  it('shows the default case to a customer who just filled in the form', () => {
    expect(uploadNotices(false, record())).toMatchObject({ case: 'default', rejection: null, attemptsLeft: null });
  });

  it('shows the returning case to a returning customer without a rejection', () => {
    expect(uploadNotices(true, record()).case).toBe('returning');
  });

  it('shows the error case with the latest rejection’s reasons to a returning customer', () => {
    const v = record({ docUploadRejectionCount: 2, docUploadRejectionReasons: [['A'], ['B', 'C']] });
    expect(uploadNotices(true, v)).toMatchObject({ case: 'returningError', rejection: ['B', 'C'], attemptsLeft: 1 });
  });

  it('gives an empty latest rejection (the generic message) when the count says rejected but no reasons came', () => {
    expect(uploadNotices(true, record({ docUploadRejectionCount: 1 }))).toMatchObject({
      case: 'returningError',
      rejection: [],
      attemptsLeft: 2,
    });
  });

  it('shows no attempts once none is left (the gateway refuses the upload)', () => {
    const v = record({ docUploadRejectionCount: 3, docUploadRejectionReasons: [['A'], ['B'], ['C']] });
    expect(uploadNotices(true, v).attemptsLeft).toBeNull();
  });

  it('counts with the gateway’s configured limit when the answer gives the reviews left', () => {
    const once = record({ docUploadRejectionCount: 1, docUploadRejectionReasons: [['A']], docReviewsLeft: 0 });
    expect(uploadNotices(true, once).attemptsLeft).toBeNull();
    const many = record({
      docUploadRejectionCount: 3,
      docUploadRejectionReasons: [['A'], ['B'], ['C']],
      docReviewsLeft: 2,
    });
    expect(uploadNotices(true, many).attemptsLeft).toBe(2);
  });

  it('gives the expiry date and the days left when the verification has a window', () => {
    expect(uploadNotices(false, record({ expiryDate: '2026-12-10', remainingDays: 14 })).expiry).toEqual({
      date: '2026-12-10',
      days: 14,
    });
    expect(uploadNotices(false, record()).expiry).toBeNull();
  });

  it('writes the expiry date in the page’s language, never a day off', () => {
    expect(formatExpiry('2026-12-10', 'en-us')).toBe('December 10, 2026');
    expect(formatExpiry('2026-12-10', 'es-us')).toBe('10 de diciembre de 2026');
    expect(formatExpiry('not a date', 'en-us')).toBe('not a date');
  });
});
