/**
 * 001 §7 and 000 §7: where the enrollment's calls answer. Each call with a sales variant has both paths; the
 * browser picks the variant with the ENROLLMENT_SALES_API flag (GET /config/flags: enrollmentSalesApi).
 */
export const SIGNATURE_ENROLLMENT_PREFIXES = {
  plain: '/msapi/signatureenrollmentms/v1',
  sales: '/msapi/sales/signatureenrollmentms/v1',
} as const;
export const ACCOUNT_SERVICES_PREFIX = '/msapi/accountservices/v1';
export const WIRELESS_PREFIX = '/msapi/wireless/v1';
export const WEB_SALES_OFFER_PREFIX = '/msapi/sales/websalesofferorchms/v1';
export const CUSTOMER_IDENTIFICATION_PREFIXES = {
  plain: '/msapi/customeridentification/v1',
  sales: '/msapi/sales/customeridentification/v1',
} as const;
/** 001 §7: the sales variant of the document upload is version 2. */
export const CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX = '/msapi/sales/customeridentification/v2';
/** 001 §7 verification search and (ours) its one-time code. */
export const SIGNATURE_PAPI_PREFIX = '/msapi/salesapi/signature-papi/v1';
export const MICROSITES_PREFIX = '/msapi/microsites-orch-nodems/v1';
export const FAN_PROFILE_PREFIXES = { plain: '/msapi/fanprofile/v1', sales: '/msapi/sales/fanprofile/v1' } as const;

const enrollment = (sales: boolean) => SIGNATURE_ENROLLMENT_PREFIXES[sales ? 'sales' : 'plain'];
const identification = (sales: boolean) => CUSTOMER_IDENTIFICATION_PREFIXES[sales ? 'sales' : 'plain'];

/** Every path of the enrollment; `sales` picks the /msapi/sales/ variant where the call has one. */
export const enrollmentPaths = {
  /** GET: an ALTCHA challenge for the soft-auth form (no sales variant). */
  captchaChallenge: () => `${SIGNATURE_ENROLLMENT_PREFIXES.plain}/captcha/challenge`,
  /** POST: the shield check before soft authentication (ENROLLMENT_SHIELD_SOFT_AUTH). */
  safeValidate: () => `${MICROSITES_PREFIX}/webform/safeValidate`,
  softAuthentication: (sales = false) => `${enrollment(sales)}/softAuthentication`,
  validateAccountType: (sales = false) => `${enrollment(sales)}/validateAccountType`,
  submitEnrollmentOrder: (sales = false) => `${enrollment(sales)}/submitEnrollmentOrder`,
  profileInfo: () => `${ACCOUNT_SERVICES_PREFIX}/profile/info`,
  /** 000 §7: GET /msapi/wireless/v1/details/{id}?sor=false, the id being the billing account number. */
  wirelessDetails: (id: string) => `${WIRELESS_PREFIX}/details/${encodeURIComponent(id)}?sor=false`,
  /** 001 §7 benefits: pageId UF by default, offerType signature, encrypted=true. */
  customerOffer: (fanId: string, pageId: string = DEFAULT_OFFER_PAGE_ID) =>
    `${WEB_SALES_OFFER_PREFIX}/offers/customerOffer?${new URLSearchParams({
      pageId,
      offerType: 'signature',
      fanId,
      encrypted: 'true',
    })}`,
  /** 001 §7 session cookie: by token (iruToken, src, redirect=false) or 000 §7 by fanId. */
  fanLandingByToken: (iruToken: string, src: string = DEFAULT_SOURCE, sales = false) =>
    `${FAN_PROFILE_PREFIXES[sales ? 'sales' : 'plain']}/fan/landing?${new URLSearchParams({
      iruToken,
      src,
      redirect: 'false',
    })}`,
  fanLandingByFan: (fanId: string, sales = false) =>
    `${FAN_PROFILE_PREFIXES[sales ? 'sales' : 'plain']}/fan/landing?${new URLSearchParams({ fanId })}`,
  verificationStatus: (verificationId: string, comboVerificationId?: string, sales = false) =>
    `${identification(sales)}/verificationStatus?${new URLSearchParams({
      verificationId,
      ...(comboVerificationId ? { comboVerificationId } : {}),
    })}`,
  fetchDecryptedFan: (verificationId: string, sales = false) =>
    `${identification(sales)}/fetchDecryptedFan?${new URLSearchParams({ verificationId })}`,
  verification: (sales = false) => `${identification(sales)}/verification`,
  /** Multipart document upload: v1, or the sales variant's v2. */
  docUpload: (sales = false) =>
    sales
      ? `${CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX}/docUpload`
      : `${CUSTOMER_IDENTIFICATION_PREFIXES.plain}/docUpload`,
  orgSearch: (query: { segment: string; orgName: string; source?: string }, sales = false) =>
    `${identification(sales)}/orgSearch?${new URLSearchParams({
      source: query.source ?? DEFAULT_SOURCE,
      segment: query.segment,
      orgName: query.orgName,
    })}`,
  /** 001 §6 CRP: the customer info the form prefills from (path ours: 001 §7 does not show it). */
  customerInfo: (ban: string, sales = false) => `${identification(sales)}/customerInfo/${encodeURIComponent(ban)}`,
  verificationSearch: () => `${SIGNATURE_PAPI_PREFIX}/verifications/search`,
  /** POST: check the one-time code the search sent; answers the search with the verifications. */
  otpVerify: (otpId: string) => `${SIGNATURE_PAPI_PREFIX}/verifications/otp/${encodeURIComponent(otpId)}/verify`,
  /** POST: 'Send email again': a new code, the old one void. */
  otpResend: (otpId: string) => `${SIGNATURE_PAPI_PREFIX}/verifications/otp/${encodeURIComponent(otpId)}/resend`,
} as const;

/** 001 §9: default source 'sales', default offers pageId UF. */
export const DEFAULT_SOURCE = 'sales';
export const DEFAULT_OFFER_PAGE_ID = 'UF';
