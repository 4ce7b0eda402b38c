import { describe, expect, it } from 'vitest';
import { MILITARY_TEXT } from './texts.ts';
import { checkMilitarySubmission, invalidImeiLines, validateLineSelection, validateReviewStep } from './military.ts';
import type { MilitaryFields } from './schemas.ts';
import { mobility, uverse } from './test-profile.ts';

const today = '2026-02-20';
const options = { today, restoreValidity: 30, cancelValidity: 30 };
const services = [mobility, uverse];
const base: MilitaryFields = {
  requestType: 'cancel',
  accountNumber: mobility.accountNumber,
  accountHolderName: 'Jordan Ellison',
  emailAddress: 'jordan@example.com',
  subject: 'Hold and terminate',
  termsAndConditions: true,
  numbersToRestore: [],
  restoreServiceDate: '',
  numbersToCancel: ['2145550101', '2145550102'],
  numbersToHold: ['2145550101'],
  numbersToUnlock: [{ ctn: '2145550102', imeiNumber: '352099001761481' }],
  numbersToTerminate: ['2145550102'],
  serviceMemberInfo: {
    name: 'Sam',
    serviceOrganization: 'Army',
    orderIssueDate: '2026-01-01',
    cancelRequestDate: '2026-02-25',
    relocationLength: '6',
    relocationArea: 'Overseas',
  },
};
const restore: MilitaryFields = {
  ...base,
  requestType: 'restore',
  numbersToRestore: ['2145550103', '2145550104'],
  restoreServiceDate: '2026-02-21',
  numbersToCancel: [],
  numbersToHold: [],
  numbersToUnlock: [],
  numbersToTerminate: [],
  serviceMemberInfo: null,
};

describe('military steps (000 §5)', () => {
  it('step 1 needs a line; restore also a date in the window', () => {
    expect(validateLineSelection([], 'cancel', '', options)).toMatchObject({ message: MILITARY_TEXT.dependentInfo });
    expect(validateLineSelection(['1'], 'restore', '', options)).toMatchObject({ message: MILITARY_TEXT.restoreDate });
    expect(validateLineSelection(['1'], 'restore', '2026-03-23', options)).toMatchObject({ key: 'restoreDate' });
    expect(validateLineSelection(['1'], 'restore', '2026-03-22', options)).toEqual({ ok: true });
  });
  it('step 2 checks only lines ticked for unlock', () => {
    expect(
      invalidImeiLines([
        { ctn: 'a', imeiNumber: '123' },
        { ctn: 'b', imeiNumber: '352099001761481' },
      ]),
    ).toEqual(['a']);
  });
  it('step 4 needs both checkboxes, with the unread-terms variant', () => {
    expect(validateReviewStep(true, true, true)).toEqual({});
    expect(validateReviewStep(false, false, true)).toEqual({
      reviewInfo: MILITARY_TEXT.reviewInfoCheckbox,
      terms: MILITARY_TEXT.termsCheckbox,
    });
    expect(validateReviewStep(true, false, false)).toEqual({ terms: MILITARY_TEXT.termsUnreadCheckbox });
  });
});

describe('checkMilitarySubmission (the gateway re-check)', () => {
  it('accepts a valid cancel and a valid restore', () => {
    expect(checkMilitarySubmission(base, services, options)).toEqual({ ok: true });
    expect(checkMilitarySubmission(restore, services, options)).toEqual({ ok: true });
  });
  it('refuses another account or line as notYourAccount', () => {
    expect(checkMilitarySubmission({ ...base, accountNumber: '000' }, services, options)).toMatchObject({
      key: 'notYourAccount',
    });
    expect(checkMilitarySubmission({ ...base, accountNumber: uverse.accountNumber }, services, options)).toMatchObject({
      key: 'notYourAccount',
    });
    expect(checkMilitarySubmission({ ...restore, numbersToRestore: ['9999999999'] }, services, options)).toMatchObject({
      key: 'notYourAccount',
    });
  });
  it('refuses ineligible lines for each request type', () => {
    expect(checkMilitarySubmission({ ...restore, numbersToRestore: ['2145550105'] }, services, options)).toMatchObject({
      key: 'lineNotEligible',
    });
    expect(
      checkMilitarySubmission(
        {
          ...base,
          numbersToCancel: ['2145550103'],
          numbersToHold: ['2145550103'],
          numbersToTerminate: [],
          numbersToUnlock: [],
        },
        services,
        options,
      ),
    ).toMatchObject({ key: 'lineNotEligible' });
  });
  it('each cancelled line is held or terminated, never both; unlock only among them; IMEI of 15 digits', () => {
    expect(
      checkMilitarySubmission({ ...base, numbersToTerminate: ['2145550101', '2145550102'] }, services, options),
    ).toMatchObject({ key: 'lineChoice' });
    expect(checkMilitarySubmission({ ...base, numbersToHold: [] }, services, options)).toMatchObject({
      key: 'lineChoice',
    });
    expect(
      checkMilitarySubmission(
        { ...base, numbersToUnlock: [{ ctn: '2145550102', imeiNumber: '12345' }] },
        services,
        options,
      ),
    ).toMatchObject({ message: MILITARY_TEXT.imei });
  });
  it('service member info, terms, e-mail and subject are checked', () => {
    expect(checkMilitarySubmission({ ...base, serviceMemberInfo: null }, services, options)).toMatchObject({
      key: 'name',
    });
    expect(checkMilitarySubmission({ ...base, termsAndConditions: false }, services, options)).toMatchObject({
      key: 'termsCheckbox',
    });
    expect(checkMilitarySubmission({ ...base, emailAddress: 'nope' }, services, options)).toMatchObject({
      key: 'emailAddress',
    });
    expect(checkMilitarySubmission({ ...base, subject: 'a\r\nBcc: x@y.z' }, services, options)).toMatchObject({
      key: 'invalidRequest',
    });
    expect(checkMilitarySubmission({ ...restore, restoreServiceDate: '2026-02-19' }, services, options)).toMatchObject({
      key: 'restoreDate',
    });
  });
});

describe('checkMilitarySubmission against the customer and content (000 §4, §5)', () => {
  const subjects = {
    terminateAll: ['Terminate all'],
    holdAll: ['Hold all'],
    mix: ['Hold and terminate'],
    restore: ['Restore'],
  };
  it('the e-mail must be the customer’s own primary e-mail (any case, trimmed)', () => {
    expect(checkMilitarySubmission(base, services, { ...options, primaryEmail: ' Jordan@Example.com ' })).toEqual({
      ok: true,
    });
    expect(
      checkMilitarySubmission({ ...base, emailAddress: 'someone@else.example' }, services, {
        ...options,
        primaryEmail: 'jordan@example.com',
      }),
    ).toMatchObject({ key: 'emailAddress', message: MILITARY_TEXT.emailAddress });
    // no valid primary e-mail on the profile: the form shows its empty state, and the gateway takes nothing
    expect(checkMilitarySubmission(base, services, { ...options, primaryEmail: '' })).toMatchObject({
      key: 'emailAddress',
    });
  });
  it('the subject must be content’s subject for the outcome', () => {
    expect(checkMilitarySubmission(base, services, { ...options, subjects })).toEqual({ ok: true });
    expect(checkMilitarySubmission({ ...base, subject: 'Hold all' }, services, { ...options, subjects })).toMatchObject(
      { key: 'invalidRequest' },
    );
    expect(checkMilitarySubmission({ ...restore, subject: 'Restore' }, services, { ...options, subjects })).toEqual({
      ok: true,
    });
    expect(checkMilitarySubmission(restore, services, { ...options, subjects })).toMatchObject({
      key: 'invalidRequest',
    });
  });
  it('the dropdown answers must be on content’s lists', () => {
    const lists = { serviceOrganizations: ['Army', 'Navy'], relocationAreas: ['Overseas', 'Aboard a ship'] };
    expect(checkMilitarySubmission(base, services, { ...options, ...lists })).toEqual({ ok: true });
    const member = base.serviceMemberInfo!;
    expect(
      checkMilitarySubmission({ ...base, serviceMemberInfo: { ...member, serviceOrganization: 'Pirates' } }, services, {
        ...options,
        ...lists,
      }),
    ).toMatchObject({ key: 'serviceOrganization', message: MILITARY_TEXT.serviceOrganization });
    expect(
      checkMilitarySubmission({ ...base, serviceMemberInfo: { ...member, relocationArea: 'The moon' } }, services, {
        ...options,
        ...lists,
      }),
    ).toMatchObject({ key: 'relocationArea', message: MILITARY_TEXT.relocationArea });
  });
});
