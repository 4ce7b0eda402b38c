import { describe, expect, it } from 'vitest';
import { segmentContentSchema } from '../verify-props.ts';
import {
  EMPTY_VALUES,
  showsDischargeDate,
  showsSegmentSelector,
  stripPhone,
  toVerificationRequest,
  verifyFormSchema,
  type VerifyFormValues,
} from './verify-form-rules.ts';

const military = segmentContentSchema.parse({ segment: 'military', segmentDisplayName: 'Military' });
const combo = segmentContentSchema.parse({
  segment: 'teacher',
  segmentDisplayName: 'Teachers and military',
  isComboSegment: true,
  comboSegment: 'military',
});
const avery: VerifyFormValues = {
  ...EMPTY_VALUES,
  firstName: 'Avery',
  lastName: 'Quintero',
  email: 'avery@mail.example',
  phone: '972.555.0101',
  postalCode: '75001',
  branchOfService: 'Army',
  subSegment: 'active',
};
const both = { military: true, organisation: false };

describe('001 §5 verify form rules', () => {
  it('strips the phone dots', () => {
    expect(stripPhone('972.555.0101')).toBe('9725550101');
    expect(toVerificationRequest(avery, military).itemAttributes.cbr).toBe('9725550101');
    // 001 §7: the form's fields plus skipSegmentValidation
    expect(toVerificationRequest(avery, military).skipSegmentValidation).toBe(false);
    expect(verifyFormSchema('en-us', both).safeParse({ ...avery, phone: '972.555.01' }).success).toBe(false);
    expect(verifyFormSchema('en-us', both).safeParse({ ...avery, phone: '' }).success).toBe(true);
  });

  it('asks the discharge date only of veterans and retirees, with its own message when missing', () => {
    expect(showsDischargeDate('veteran')).toBe(true);
    expect(showsDischargeDate('retiree')).toBe(true);
    expect(showsDischargeDate('active')).toBe(false);
    const en = verifyFormSchema('en-us', both).safeParse({ ...avery, subSegment: 'veteran' });
    expect(en.success ? [] : en.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateOfDischarge', 'Enter your discharge date.'],
    ]);
    const es = verifyFormSchema('es-us', both).safeParse({ ...avery, subSegment: 'retiree' });
    expect(es.success ? [] : es.error.issues.map((i) => i.message)).toEqual(['Ingresa tu fecha de baja.']);
    expect(
      verifyFormSchema('en-us', both).safeParse({ ...avery, subSegment: 'veteran', dateOfDischarge: '2015-06-30' })
        .success,
    ).toBe(true);
  });

  it('sends the discharge date only for veterans and retirees', () => {
    const active = toVerificationRequest({ ...avery, dateOfDischarge: '2015-06-30' }, military);
    expect(active.itemAttributes.dateOfDischarge).toBeUndefined();
    const veteran = toVerificationRequest({ ...avery, subSegment: 'veteran', dateOfDischarge: '2015-06-30' }, military);
    expect(veteran.itemAttributes).toMatchObject({ subSegment: 'veteran', dateOfDischarge: '2015-06-30' });
  });

  it('shows the segment selector only on combo pages, and orders the combo by the chosen segment', () => {
    expect(showsSegmentSelector(military)).toBe(false);
    expect(showsSegmentSelector(combo)).toBe(true);
    const request = toVerificationRequest(
      { ...avery, orgName: 'Ashby Falls Community College', segment: 'military' },
      combo,
    );
    expect(request).toMatchObject({
      segment: 'teacher',
      comboSegment: 'military',
      comboDisplayOrder: ['military', 'teacher'],
      itemAttributes: { orgName: 'Ashby Falls Community College', branchOfService: 'Army' },
    });
  });

  it('requires the proof of the page: branch and status for the military, an organisation otherwise', () => {
    const result = verifyFormSchema('en-us', { military: false, organisation: true }).safeParse({
      ...avery,
      orgName: ' ',
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['Enter your organization.']);
    const noBranch = verifyFormSchema('en-us', both).safeParse({ ...avery, branchOfService: '' });
    expect(noBranch.success ? [] : noBranch.error.issues.map((i) => i.message)).toEqual([
      'Choose your branch of service.',
    ]);
    expect(toVerificationRequest({ ...avery, orgName: 'X' }, military).itemAttributes.orgName).toBeUndefined();
  });
});
