import { describe, expect, it } from 'vitest';
import {
  comboStatus,
  documentFileRule,
  documentSetRule,
  dischargeDateRule,
  expiryOf,
  latestRejectionReasons,
  matchLevel,
  resultLabel,
  reviewsLeft,
  segmentsNeedingDocuments,
  verificationRequestSchema,
  otpVerifyRequestSchema,
  enrollmentPaths,
  hubErrorType,
} from './index.ts';

describe('001 §4 result labels', () => {
  it.each([
    [{ status: 'success', autoApproved: true }, 'Auto Approved'],
    [{ status: 'success', autoApproved: false }, 'Approved'],
    [{ status: 'pending' }, 'Pending'],
    [{ status: 'docUpload' }, 'Doc Upload'],
    [{ status: 'dataError', errors: ['verificationLimitExceeded'] }, 'Error'],
    [{ status: 'systemError', errors: ['verificationLimitExceeded'] }, 'Too many attempts'],
    [{ status: 'systemError', errors: ['x docReviewLimitExceeded y'] }, 'Too many attempts'],
    [{ status: 'systemError', errors: ['timeout'] }, 'Error'],
    [{ status: 'systemError' }, 'Error'],
  ] as const)('%j is %s', (input, label) => {
    expect(resultLabel(input)).toBe(label);
  });
});

describe('001 §4 combo status', () => {
  it('is the one status when there is no second', () => {
    expect(comboStatus('pending')).toBe('pending');
  });
  it.each([
    ['success', 'success', 'success'],
    ['success', 'pending', 'pending'],
    ['docUpload', 'pending', 'docUpload'],
    ['success', 'dataError', 'dataError'],
    ['dataError', 'systemError', 'systemError'],
    ['pending', 'success', 'pending'],
  ] as const)('%s + %s → %s', (a, b, out) => {
    expect(comboStatus(a, b)).toBe(out);
    expect(comboStatus(b, a)).toBe(out);
  });
  it('lists the segments still needing a document', () => {
    expect(
      segmentsNeedingDocuments([
        { segment: 'military', status: 'docUpload' },
        { segment: 'teacher', status: 'success' },
      ]),
    ).toEqual(['military']);
  });
});

describe('001 §9 the 14-day window', () => {
  const decided = new Date('2026-11-01T10:00:00Z');
  it('ends 14 days after the decision, counting whole days left', () => {
    expect(expiryOf(decided, decided)).toEqual({ expiryDate: '2026-11-15', remainingDays: 14, expired: false });
    expect(expiryOf(decided, new Date('2026-11-14T11:00:00Z')).remainingDays).toBe(1);
  });
  it('has no days left once past', () => {
    expect(expiryOf(decided, new Date('2026-11-20T00:00:00Z'))).toMatchObject({ remainingDays: 0, expired: true });
  });
});

describe('matching a person with the eligibility record', () => {
  const record = { firstName: 'Ana', lastName: 'García', postalCode: '75001', affiliation: 'Army' };
  const person = { firstName: ' ana ', lastName: 'GARCIA', postalCode: '75001', affiliation: 'army' };
  it('is full when name, ZIP and affiliation agree (case, accents and spaces aside)', () => {
    expect(matchLevel(person, record)).toBe('full');
  });
  it('is partial when the name agrees but the ZIP or affiliation does not', () => {
    expect(matchLevel({ ...person, postalCode: '75002' }, record)).toBe('partial');
    expect(matchLevel({ ...person, affiliation: 'Navy' }, record)).toBe('partial');
    expect(matchLevel({ ...person, affiliation: undefined }, record)).toBe('partial');
  });
  it('checks the discharge date where the record has one', () => {
    const vet = { ...record, dateOfDischarge: '2010-05-01' };
    expect(matchLevel({ ...person, dateOfDischarge: '2010-05-01' }, vet)).toBe('full');
    expect(matchLevel({ ...person, dateOfDischarge: '2011-05-01' }, vet)).toBe('partial');
  });
  it('is none without a record or with another name', () => {
    expect(matchLevel(person, undefined)).toBe('none');
    expect(matchLevel({ ...person, lastName: 'Garcés' }, record)).toBe('none');
  });
});

describe('other rules', () => {
  it('asks veterans and retirees for a discharge date', () => {
    expect(dischargeDateRule('veteran', undefined)).toMatchObject({ ok: false, key: 'missingDischargeDate' });
    expect(dischargeDateRule('retiree', '2010-01-01').ok).toBe(true);
    expect(dischargeDateRule('active', undefined).ok).toBe(true);
  });
  it('shows the latest rejection reasons', () => {
    expect(latestRejectionReasons([])).toEqual([]);
    expect(latestRejectionReasons([['DOCUMENT_EXPIRED'], ['DOCUMENT_UNREADABLE', 'MISMATCH_STATUS']])).toEqual([
      'DOCUMENT_UNREADABLE',
      'MISMATCH_STATUS',
    ]);
  });
  it('counts the reviews left', () => {
    expect(reviewsLeft(1, 3)).toBe(2);
    expect(reviewsLeft(4, 3)).toBe(0);
  });
});

describe('001 §3 the verification request', () => {
  const good = {
    itemAttributes: { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', postalCode: '75001' },
    segment: 'military',
  };
  it('defaults source to sales and strips phone dots', () => {
    const parsed = verificationRequestSchema.parse({
      ...good,
      itemAttributes: { ...good.itemAttributes, cbr: '972.555.0101' },
    });
    expect(parsed.source).toBe('sales');
    expect(parsed.itemAttributes.cbr).toBe('9725550101');
  });
  it.each([
    ['segment', 'pirates'],
    ['itemAttributes', { ...good.itemAttributes, email: 'nope' }],
    ['itemAttributes', { ...good.itemAttributes, postalCode: '7500' }],
    ['itemAttributes', { ...good.itemAttributes, firstName: 'x'.repeat(101) }],
    ['itemAttributes', { ...good.itemAttributes, dateOfDischarge: '2010-13-01' }],
  ])('refuses %s = %j', (field, value) => {
    expect(verificationRequestSchema.safeParse({ ...good, [field]: value }).success).toBe(false);
  });
  it('reads a one-time code of 5 characters, any case', () => {
    expect(otpVerifyRequestSchema.parse({ code: 'ab3k9' }).code).toBe('AB3K9');
    expect(otpVerifyRequestSchema.safeParse({ code: 'AB3K' }).error?.issues[0]?.message).toBe('Please enter valid OTP');
  });
  it('builds the verification paths', () => {
    expect(enrollmentPaths.verification(true)).toBe('/msapi/sales/customeridentification/v1/verification');
    expect(enrollmentPaths.docUpload()).toBe('/msapi/customeridentification/v1/docUpload');
    expect(enrollmentPaths.docUpload(true)).toBe('/msapi/sales/customeridentification/v2/docUpload');
    expect(enrollmentPaths.orgSearch({ segment: 'teacher', orgName: 'Lake' })).toBe(
      '/msapi/customeridentification/v1/orgSearch?source=sales&segment=teacher&orgName=Lake',
    );
    expect(enrollmentPaths.verificationSearch()).toBe('/msapi/salesapi/signature-papi/v1/verifications/search');
  });
});

describe('001 §5 document file rules', () => {
  it.each([
    ['orders.pdf', 0, 'emptyFile'],
    ['orders.pdf', 10_000_001, 'maxFileSize'],
    ['or.pdf', 10, 'minCharsOfFilename'],
    ['ab.c.d.pdf', 10, 'minCharsOfFilename'],
    ['my:file.pdf', 10, 'invalidFileNameCharsError'],
    ['a|b|c.pdf', 10, 'invalidFileNameCharsError'],
  ])('%s of %i bytes: %s', (name, size, key) => {
    expect(documentFileRule(name, size)).toMatchObject({ ok: false, key });
  });
  it('accepts a file at exactly 10,000 × 1000 bytes with a 3-character name', () => {
    expect(documentFileRule('abc.pdf', 10_000_000).ok).toBe(true);
  });
  it('takes 3 files and 30 MB at most', () => {
    expect(documentSetRule([{ size: 1 }, { size: 1 }, { size: 1 }]).ok).toBe(true);
    expect(documentSetRule([{ size: 1 }, { size: 1 }, { size: 1 }, { size: 1 }])).toMatchObject({
      key: 'maxNumOfItems',
    });
    expect(documentSetRule([{ size: 10_000_000 }, { size: 10_000_000 }, { size: 10_000_001 }])).toMatchObject({
      key: 'maxFileSize',
    });
  });
});

describe('001 §4 the hub error types', () => {
  it('names where the error happened and whether the customer can fix it', () => {
    expect(hubErrorType('form', 'data')).toBe('formSubmissionError');
    expect(hubErrorType('form', 'system')).toBe('formSystemError');
    expect(hubErrorType('doc', 'data')).toBe('docSubmissionError');
    expect(hubErrorType('doc', 'system')).toBe('docSystemError');
  });
});
