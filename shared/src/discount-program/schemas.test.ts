import { describe, expect, it } from 'vitest';
import {
  accountTypeResponseSchema,
  enrollmentOrderRequestSchema,
  enrollmentPaths,
  softAuthRequestSchema,
} from './index.ts';

const good = { ssn: '1111', wirelessNumber: '9725550101', accountZip: '75001', captchaToken: 'abc' };

describe('001 §5, §9 the soft-auth payload', () => {
  it('accepts the three fields and a captcha answer, with the optional ones', () => {
    expect(softAuthRequestSchema.safeParse(good).success).toBe(true);
    expect(
      softAuthRequestSchema.safeParse({
        ...good,
        emailId: 'member@example.com',
        verificationId: 'VRF-1001',
        fanNumber: '00012345',
        isTokenFlow: false,
      }).success,
    ).toBe(true);
  });

  it.each([
    ['ssn', '111'],
    ['ssn', '11111'],
    ['ssn', '11a1'],
    ['wirelessNumber', '972-555-0101'],
    ['wirelessNumber', '972555010'],
    ['wirelessNumber', '97255501011'],
    ['accountZip', '7500'],
    ['accountZip', '750011'],
    ['accountZip', 'ABCDE'],
    ['captchaToken', ''],
    ['captchaToken', 'x'.repeat(2049)],
    ['fanNumber', '1234'],
    ['verificationId', 'VRF 1001'],
    ['emailId', 'not-an-email'],
    ['isTokenFlow', 'true'],
  ])('refuses %s = %j', (field, value) => {
    expect(softAuthRequestSchema.safeParse({ ...good, [field]: value }).success).toBe(false);
  });

  it('names the captcha when its answer is missing', () => {
    const result = softAuthRequestSchema.safeParse({ ...good, captchaToken: '' });
    expect(result.error?.issues[0]?.message).toBe('Complete the captcha.');
  });
});

describe('001 §3 the enrollment order request and the account-type response', () => {
  it('needs a billing account and a FAN; source defaults to sales', () => {
    const parsed = enrollmentOrderRequestSchema.parse({
      requestParam: { billingAccountNumber: '287243560101', fanNumber: '00012345' },
    });
    expect(parsed.source).toBe('sales');
    expect(enrollmentOrderRequestSchema.safeParse({ requestParam: { fanNumber: '00012345' } }).success).toBe(false);
    expect(
      enrollmentOrderRequestSchema.safeParse({ requestParam: { billingAccountNumber: '12', fanNumber: '00012345' } })
        .success,
    ).toBe(false);
  });

  it('reads an error response with its ids', () => {
    expect(accountTypeResponseSchema.parse({ status: 'error', errorIds: ['SIG-90094'] }).errorIds).toEqual([
      'SIG-90094',
    ]);
  });
});

describe('paths: plain and sales variants', () => {
  it('builds every call’s path', () => {
    expect(enrollmentPaths.softAuthentication()).toBe('/msapi/signatureenrollmentms/v1/softAuthentication');
    expect(enrollmentPaths.softAuthentication(true)).toBe('/msapi/sales/signatureenrollmentms/v1/softAuthentication');
    expect(enrollmentPaths.submitEnrollmentOrder(true)).toBe(
      '/msapi/sales/signatureenrollmentms/v1/submitEnrollmentOrder',
    );
    expect(enrollmentPaths.validateAccountType()).toBe('/msapi/signatureenrollmentms/v1/validateAccountType');
    expect(enrollmentPaths.safeValidate()).toBe('/msapi/microsites-orch-nodems/v1/webform/safeValidate');
    expect(enrollmentPaths.profileInfo()).toBe('/msapi/accountservices/v1/profile/info');
    expect(enrollmentPaths.wirelessDetails('287243510011')).toBe('/msapi/wireless/v1/details/287243510011?sor=false');
    expect(enrollmentPaths.customerOffer('00012345')).toBe(
      '/msapi/sales/websalesofferorchms/v1/offers/customerOffer?pageId=UF&offerType=signature&fanId=00012345&encrypted=true',
    );
    expect(enrollmentPaths.fanLandingByToken('T', 'sales', true)).toBe(
      '/msapi/sales/fanprofile/v1/fan/landing?iruToken=T&src=sales&redirect=false',
    );
    expect(enrollmentPaths.fanLandingByFan('00012345')).toBe('/msapi/fanprofile/v1/fan/landing?fanId=00012345');
    expect(enrollmentPaths.verificationStatus('V', 'C')).toBe(
      '/msapi/customeridentification/v1/verificationStatus?verificationId=V&comboVerificationId=C',
    );
    expect(enrollmentPaths.fetchDecryptedFan('V', true)).toBe(
      '/msapi/sales/customeridentification/v1/fetchDecryptedFan?verificationId=V',
    );
    expect(enrollmentPaths.captchaChallenge()).toBe('/msapi/signatureenrollmentms/v1/captcha/challenge');
  });
});
