import { z } from 'zod';
import { VERIFICATION_TEXTS } from './verification-texts.ts';

/**
 * 001 §3, §5, §9 and 000 §7: the enrollment calls' requests and replies. The soft-auth form validates with the
 * same schemas the gateway enforces; every string is bounded.
 */
export const SOFT_AUTH_LIMITS = {
  /** 001 §9: the field takes at most 12 characters (ten digits with dashes); dashes are removed before sending. */
  wirelessNumberInputMax: 12,
  ssnDigits: 4,
  zipDigits: 5,
  /** An ALTCHA payload (base64 JSON of algorithm, challenge, number, salt, signature) is a few hundred characters. */
  captchaTokenMax: 2048,
} as const;

/** FANs are 8-digit strings (002 §3); billing account numbers 9 to 12 digits. */
export const FAN_NUMBER_PATTERN = /^\d{8}$/;
export const BILLING_ACCOUNT_PATTERN = /^\d{9,12}$/;
/** Verification ids as the verification service hands them out: letters, digits and dashes. */
export const VERIFICATION_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** 001 §5: the wireless number as sent, dashes removed: ten digits. */
export const wirelessNumberSchema = z.string().regex(/^\d{10}$/, 'Enter a 10-digit wireless number.');
export const ssnLast4Schema = z.string().regex(/^\d{4}$/, 'Enter the last 4 digits of the SSN.');
export const accountZipSchema = z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.');
export const fanNumberSchema = z.string().regex(FAN_NUMBER_PATTERN, 'A FAN is 8 digits.');
export const billingAccountNumberSchema = z
  .string()
  .regex(BILLING_ACCOUNT_PATTERN, 'A billing account is 9 to 12 digits.');
export const verificationIdSchema = z.string().regex(VERIFICATION_ID_PATTERN, 'Not a verification id.');
export const emailIdSchema = z.email().max(254);
export const captchaTokenSchema = z.string().min(1, 'Complete the captcha.').max(SOFT_AUTH_LIMITS.captchaTokenMax);

/** 001 §3 soft-auth payload; the same body goes to safe validate first when the shield flag is on. */
export const softAuthRequestSchema = z.object({
  ssn: ssnLast4Schema,
  wirelessNumber: wirelessNumberSchema,
  accountZip: accountZipSchema,
  captchaToken: captchaTokenSchema,
  emailId: emailIdSchema.optional(),
  verificationId: verificationIdSchema.optional(),
  fanNumber: fanNumberSchema.optional(),
  isTokenFlow: z.boolean().optional(),
});
export type SoftAuthRequest = z.infer<typeof softAuthRequestSchema>;

/** POST webform/safeValidate: 200 { valid: true }, or 400 in the one error shape. */
export const safeValidateResponseSchema = z.object({ valid: z.literal(true) });
export type SafeValidateResponse = z.infer<typeof safeValidateResponseSchema>;

/** validateAccountType (signed in): the account is the session's account in focus. */
export const validateAccountTypeRequestSchema = z.object({
  fanNumber: fanNumberSchema.optional(),
  verificationId: verificationIdSchema.optional(),
  emailId: emailIdSchema.optional(),
  isTokenFlow: z.boolean().optional(),
});
export type ValidateAccountTypeRequest = z.infer<typeof validateAccountTypeRequestSchema>;

/** 001 §8 enrollment error ids. */
export const EnrollmentErrorIds = {
  firstNet: 'SIG-99104',
  liberty: 'SIG-90098',
  fanMatch: 'SIG-99107',
  nameMismatch: 'SIG-99102',
  dataMismatch: 'SIG-80001',
  dataMismatchOther: 'SIG-80003',
  appreciationHardStop: 'SIG-80013',
  appreciationConflict: 'SIG-80014',
  prepaid: 'SIG-90094',
} as const;
export type EnrollmentErrorId = (typeof EnrollmentErrorIds)[keyof typeof EnrollmentErrorIds];

export const accountInfoSchema = z.object({
  billingMarket: z.string().max(16),
  billingAccountNumber: billingAccountNumberSchema,
  /** false: the account already carries another FAN (the conflict response). */
  existingFan: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** 001 §3 account-type response: soft authentication and validateAccountType answer it with HTTP 200. */
export const accountTypeResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  errorIds: z.array(z.string().max(32)).max(16),
  customerOrderNumber: z.string().max(32).optional(),
  accountInfo: accountInfoSchema.optional(),
});
export type AccountTypeResponse = z.infer<typeof accountTypeResponseSchema>;

/** 001 §3 enrollment order request. */
export const enrollmentOrderRequestSchema = z.object({
  source: z.string().min(1).max(32).default('sales'),
  requestParam: z.object({
    wirelessNumber: wirelessNumberSchema.optional(),
    billingAccountNumber: billingAccountNumberSchema,
    verificationId: verificationIdSchema.optional(),
    emailId: emailIdSchema.optional(),
    fanNumber: fanNumberSchema,
    isTokenFlow: z.boolean().optional(),
  }),
});
export type EnrollmentOrderRequest = z.input<typeof enrollmentOrderRequestSchema>;

/** The order number the gateway hands out: 'SIG', the UTC date (yyyymmdd) and an 8-digit sequence. */
export const CUSTOMER_ORDER_NUMBER_PATTERN = /^SIG\d{8}\d{8}$/;
/** 001 §3 enrollment order response: an order number, or a status with error ids (no order). */
export const enrollmentOrderResponseSchema = z.union([
  z.object({ customerOrderNumber: z.string().max(32) }),
  z.object({ status: z.literal('error'), errorIds: z.array(z.string().max(32)).max(16) }),
]);
export type EnrollmentOrderResponse = z.infer<typeof enrollmentOrderResponseSchema>;

/** 001 §3 customer profile (GET accountservices profile/info); acctInfocusType WIRELESS is a wireless account. */
export const ACCOUNT_TYPE_WIRELESS = 'WIRELESS';
export const profileInfoResponseSchema = z.object({
  acctInfocus: z.string().max(32).nullable(),
  acctInfocusType: z.string().max(32).nullable(),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  emailAddress: z.string().max(254),
});
export type ProfileInfoResponse = z.infer<typeof profileInfoResponseSchema>;

/** 000 §7 wireless details: content[0] with the billing name, e-mail and addresses[0]. */
export const wirelessAddressSchema = z.object({
  addressLine1: z.string().max(200),
  addressLine2: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(32),
  zipCode: z.string().max(10),
});
export const wirelessDetailsResponseSchema = z.object({
  content: z.array(
    z.object({
      billingFirstName: z.string().max(100),
      billingLastName: z.string().max(100),
      emailAddress: z.string().max(254),
      addresses: z.array(wirelessAddressSchema).max(8),
    }),
  ),
});
export type WirelessDetailsResponse = z.infer<typeof wirelessDetailsResponseSchema>;
export const wirelessDetailsQuerySchema = z.object({ sor: z.enum(['true', 'false']).optional() });

/** 001 §3 benefits content and the §7 customerOffer call. */
export const customerOfferQuerySchema = z.object({
  pageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('UF'),
  offerType: z.literal('signature').default('signature'),
  fanId: z.string().min(1).max(128),
  encrypted: z.enum(['true', 'false']).optional(),
});
export type CustomerOfferQuery = z.input<typeof customerOfferQuerySchema>;
export const benefitsBannerSchema = z.object({
  heading: z.string().max(200),
  subHeading: z.string().max(200),
  expandedOffer: z.string().max(2000),
  icon: z.string().max(500),
  fanName: z.string().max(200),
  /** 002 §3 the signature hero's banner (TOKENLANDER): the FAN's category, which personalises the hero, and its id. */
  fanCategoryId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  id: z.string().max(64).optional(),
});
export const benefitsOfferSchema = z.object({
  offerHeading: z.string().max(200),
  legalShortText: z.string().max(2000),
  longLegalText: z.string().max(8000),
  shortProxLegalText: z.string().max(2000),
});
export const benefitsContentSchema = z.object({
  banner: benefitsBannerSchema,
  offers: z.array(benefitsOfferSchema).max(20),
});
export type BenefitsContent = z.infer<typeof benefitsContentSchema>;
export const customerOfferResponseSchema = z.object({ content: benefitsContentSchema });
export type CustomerOfferResponse = z.infer<typeof customerOfferResponseSchema>;
/**
 * 001 §7: a reply with errorCode is rejected by the caller. The gateway answers a FAN without benefits content with
 * HTTP 404 and both the errorCode and the one error shape (errorId equal to errorCode).
 */
export const customerOfferErrorSchema = z.object({
  errorCode: z.string().max(32),
  errorId: z.string().max(32),
  message: z.string().max(200),
  status: z.number().int(),
});
export const OFFER_NOT_FOUND_CODE = 'OFFER_NOT_FOUND';

/** 001 §3 verification response fields the status lookup answers. */
export const VERIFICATION_STATUSES = ['pending', 'docUpload', 'systemError', 'dataError', 'success'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export const verificationStatusQuerySchema = z.object({
  verificationId: verificationIdSchema,
  comboVerificationId: verificationIdSchema.optional(),
});
const verificationSummarySchema = z.object({
  verificationId: z.string().max(64),
  status: verificationStatusSchema,
  segment: z.string().max(64),
  autoApproved: z.boolean(),
});
/** 001 §3 verification detail: rejections so far (each a list of §8 reason codes) and the 14-day window. */
export const verificationDetailSchema = z.object({
  docUploadRejectionCount: z.number().int().min(0),
  docUploadRejectionReasons: z.array(z.array(z.string().max(64)).max(32)).max(64),
  expiryDate: z.string().max(10).nullable(),
  remainingDays: z.number().int().min(0).nullable(),
  /**
   * Beyond 001 §3: how many more uploads this verification may have reviewed before docReviewLimitExceeded (the
   * gateway's DOC_REVIEW_LIMIT less its rejections), so the upload panel counts with the configured limit.
   */
  docReviewsLeft: z.number().int().min(0).optional(),
});
export type VerificationDetail = z.infer<typeof verificationDetailSchema>;

export const verificationStatusResponseSchema = verificationSummarySchema.extend({
  fanNumber: z.string().max(16).optional(),
  hasMoreResponse: z.boolean(),
  /** The combo verification, when comboVerificationId was asked for. */
  otherResponses: z.array(verificationSummarySchema.extend(verificationDetailSchema.shape)).max(4).optional(),
  ...verificationDetailSchema.shape,
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;
export const decryptedFanQuerySchema = z.object({ verificationId: verificationIdSchema });
export const decryptedFanResponseSchema = z.object({ fanNumber: z.string().max(16) });
export type DecryptedFanResponse = z.infer<typeof decryptedFanResponseSchema>;

/**
 * GET captcha/challenge: an ALTCHA (v2) challenge from altcha-lib's createChallenge — the parameters the widget
 * solves and the gateway's HMAC signature over them. The widget sends back base64 JSON of { challenge, solution }
 * as captchaToken.
 */
export const captchaChallengeSchema = z.object({
  // loose: the signature covers every parameter, so none may be dropped on the way out
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** GET /config/flags: what the enrollment pages read (001 §6 flags; the captcha script's address per environment). */
export const enrollmentFlagsSchema = z.object({
  /** Call the /msapi/sales/ variants of the enrollment calls. */
  enrollmentSalesApi: z.boolean(),
  /** Call safe validate before soft authentication (shield soft auth). */
  enrollmentShieldSoftAuth: z.boolean(),
  /** The call-to-order modal replaces the enrollment page. */
  enrollmentCallToOrder: z.boolean(),
  /** The toll-free number the call-to-order modal shows. */
  enrollmentSalesPhone: z.string(),
  /** Where the soft-auth form loads the ALTCHA widget script from. */
  captchaScriptUrl: z.string(),
});
export type EnrollmentFlags = z.infer<typeof enrollmentFlagsSchema>;

/** GET /config/flags: what the verification hub and verify form read (001 §6 flags). */
export const verificationFlagsSchema = z.object({
  /** Call the /msapi/sales/ variants of the verification calls (001 §7 cloud API paths). */
  verifySalesApi: z.boolean(),
  /** 001 §4: the form's submit searches for earlier verifications first (one-time-code modal when found). */
  verifySearchFirst: z.boolean(),
  /** 001 §2: the result screens of the new flow (review-pending, approved, enrolled) instead of the plain ones. */
  verifyNewResultScreen: z.boolean(),
  /** 001 §2: the hub shows a menu-style category list instead of tabs. */
  verifyMenuList: z.boolean(),
  /** 001 §4: after an upload, the age segment asks for the wireless intent. */
  verifyWirelessIntent: z.boolean(),
  /** 001 §2: the call-us panel of the sales-assist option. */
  verifySalesAssist: z.boolean(),
});
export type VerificationFlags = z.infer<typeof verificationFlagsSchema>;

/** Error ids of the enrollment calls that are not business outcomes (HTTP ≥ 400 in the one error shape). */
export const EnrollmentCallErrorIds = {
  captchaMissing: 'CAPTCHA_REQUIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  softAuthMismatch: 'SOFT_AUTH_MISMATCH',
  notProven: 'ACCOUNT_NOT_PROVEN',
  verificationNotFound: 'VERIFICATION_NOT_FOUND',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
} as const;

/**
 * 001 §2 analytics panel paths name the program's segments; the verify form sends one of them (combo pages two).
 */
export const SEGMENTS = [
  'military',
  'teacher',
  'first-responders',
  'retired-responders',
  'healthcare',
  'aarp',
  'union',
  'students',
  'corporate',
] as const;
export const segmentSchema = z.enum(SEGMENTS);
export type Segment = z.infer<typeof segmentSchema>;

const text = (max: number) => z.string().trim().max(max);
/** 001 §5 verify form: phone dots are stripped before sending; a callback number is ten digits. */
const cbrSchema = z
  .string()
  .transform((v) => v.replace(/[.\s()-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'Enter a 10-digit phone number.'));
/** 001 §3 subSegment: the military status; veterans and retirees give a discharge date (001 §5). */
export const MILITARY_STATUSES = ['active', 'veteran', 'retiree', 'reserve', 'guard', 'spouse'] as const;
export const DISCHARGE_DATE_STATUSES: readonly string[] = ['veteran', 'retiree'];
export const isoDateSchema = z.iso.date();

/** 001 §3 verification request: itemAttributes of the verify form, segment, source and the flags. */
export const verificationItemAttributesSchema = z.object({
  firstName: text(100).min(1),
  lastName: text(100).min(1),
  email: emailIdSchema,
  address1: text(200).optional(),
  city: text(100).optional(),
  state: text(32).optional(),
  postalCode: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
  cbr: cbrSchema.optional(),
  branchOfService: text(64).optional(),
  fanNumber: fanNumberSchema.optional(),
  jobFunction: text(100).optional(),
  orgName: text(200).optional(),
  subSegment: z.enum(MILITARY_STATUSES).optional(),
  dateOfDischarge: isoDateSchema.optional(),
  existingCustomer: z.boolean().optional(),
});
export type VerificationItemAttributes = z.infer<typeof verificationItemAttributesSchema>;

export const verificationRequestSchema = z.object({
  itemAttributes: verificationItemAttributesSchema,
  segment: segmentSchema,
  source: z.string().min(1).max(32).default('sales'),
  skipSegmentValidation: z.boolean().optional(),
  /** The conflict modal's 'Yes, change my discount': resubmit replacing the account's current FAN. */
  changeOffer: z.boolean().optional(),
  /** Combo pages: the second segment, verified for the same person (its answer is otherResponses[0]). */
  comboSegment: segmentSchema.optional(),
  /** Combo pages: the order the segments are shown in (001 §4: the reply is reordered by the preferred segment). */
  comboDisplayOrder: z.array(segmentSchema).max(2).optional(),
});
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

/** 001 §4, §8: the data and system error codes a verification answers with. */
export const VerificationErrorCodes = {
  noEligibilityRecord: 'noEligibilityRecord',
  missingDischargeDate: 'missingDischargeDate',
  fanAlreadyEnrolled: 'fanAlreadyEnrolled',
  accountAlreadyHaveFan: 'accountAlreadyHaveFan',
  verificationLimitExceeded: 'verificationLimitExceeded',
  docReviewLimitExceeded: 'docReviewLimitExceeded',
} as const;
export type VerificationErrorCode = (typeof VerificationErrorCodes)[keyof typeof VerificationErrorCodes];
export const verificationErrorSchema = z.object({ errorCode: z.string().max(64), message: z.string().max(500) });
export type VerificationError = z.infer<typeof verificationErrorSchema>;

const otherResponseSchema = z.object({
  verificationId: z.string().max(64),
  status: verificationStatusSchema,
  segment: z.string().max(64),
  autoApproved: z.boolean(),
});
/** 001 §3 verification response (the verification call's reply). */
export const verificationResponseSchema = z.object({
  verificationId: z.string().max(64).optional(),
  status: verificationStatusSchema,
  segment: z.string().max(64),
  autoApproved: z.boolean(),
  hasMoreResponse: z.boolean(),
  otherResponses: z.array(otherResponseSchema.extend(verificationDetailSchema.shape)).max(4),
  dataError: z.array(verificationErrorSchema).max(8),
  systemError: z.array(verificationErrorSchema).max(8),
  fanNumber: z.string().max(16).optional(),
  encryptFanNumber: z.string().max(64).optional(),
  ...verificationDetailSchema.shape,
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** 001 §3 organisation search result; the §7 query (source, segment, typed text). */
export const orgSearchQuerySchema = z.object({
  source: z.string().min(1).max(32).default('sales'),
  segment: segmentSchema,
  orgName: z.string().trim().min(1).max(100),
});
export const orgSearchResultSchema = z.object({ orgId: z.string().max(64), orgName: z.string().max(200) });
export const orgSearchResponseSchema = z.array(orgSearchResultSchema).max(50);
export type OrgSearchResult = z.infer<typeof orgSearchResultSchema>;

/** 001 §6 CRP: the customer info the verify form prefills from, by billing account number. */
export const customerInfoResponseSchema = z.object({
  ban: billingAccountNumberSchema,
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254),
  address1: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(32),
  postalCode: z.string().max(10),
});
export type CustomerInfoResponse = z.infer<typeof customerInfoResponseSchema>;

/** 001 §3 search request (field values not shown: the person the verify form describes). */
export const verificationSearchRequestSchema = z.object({
  email: emailIdSchema,
  firstName: text(100).min(1),
  lastName: text(100).min(1),
  segment: segmentSchema,
});
export type VerificationSearchRequest = z.infer<typeof verificationSearchRequestSchema>;
export const verificationInfoSchema = z.object({
  verificationId: z.string().max(64),
  status: verificationStatusSchema,
  docUploadUrl: z.string().max(500),
  ban: z.string().max(16).nullable(),
  currentStep: z.string().max(32),
  orderId: z.string().max(32).nullable(),
  encryptedFanNumber: z.string().max(64).nullable(),
  segment: z.string().max(64),
});
/**
 * 001 §3 search response. Before the one-time code is answered, the reply says only whether anything was found
 * (found, sameSegmentFound) and where the code went; the verifications themselves come with a correct code.
 */
export const verificationSearchResponseSchema = z.object({
  found: z.boolean(),
  sameSegmentFound: z.boolean(),
  /** The one-time code's handle, when one was sent: the OTP verify and resend calls name it. */
  otpId: z.string().max(64).optional(),
  verificationInfo: z.array(verificationInfoSchema).max(32),
  fanDetails: z.object({ encryptFanNumber: z.string().max(64).nullable() }),
});
export type VerificationSearchResponse = z.infer<typeof verificationSearchResponseSchema>;
/** 001 §5 one-time code: 5 characters. */
export const OTP_LENGTH = 5;
export const otpVerifyRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${OTP_LENGTH}}$`), VERIFICATION_TEXTS.en.invalidOtp),
});
export const otpParamsSchema = z.object({ otpId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** 001 §8 upload rejection reasons: the codes a reviewer gives and the upload alert explains. */
export const UPLOAD_REJECTION_REASONS = [
  'DOCUMENT_LIKELY_FRAUD',
  'DOCUMENT_VALID_OTHER',
  'DOCUMENT_AFFILIATION_OTHER',
  'DOCUMENT_UNSUPPORTED',
  'RESTRICTED_DOCUMENT',
  'DOCUMENT_UNREADABLE',
  'INSUFFICIENT_STATUS',
  'INELIGIBLE_JOB_TITLE',
  'MISMATCH_STATUS',
  'DOCUMENT_EXPIRED',
  'DOCUMENT_TOO_FUTURE',
  'MISSING_DOCUMENT_DATE',
  'INSUFFICIENT_DOCUMENT_DATE',
  'DOCUMENT_DATE_OTHER',
  'MISSING_INFORMATION_BIRTHDATE',
  'PERSON_BIRTHDATE_OTHER',
  'MISMATCH_BIRTHDATE',
  'MISSING_PERSON_LAST_NAME',
  'MISMATCH_PERSON_LAST_NAME',
  'PERSON_LAST_NAME_OTHER',
  'MISSING_PERSON_FIRST_NAME',
  'PERSON_FIRST_NAME_OTHER',
  'MISSING_INFORMATION_ORGANIZATION_NAME',
  'MISMATCH_ORGANIZATION_COUNTRY',
  'ORGANIZATION_NAME_OTHER',
  'MISSING_CUSTOM_VALUE',
  'MISMATCH_CUSTOM_VALUE',
  'INSUFFICIENT_CUSTOM_VALUE',
  'CUSTOM_VALUE_OTHER',
] as const;
export const uploadRejectionReasonSchema = z.enum(UPLOAD_REJECTION_REASONS);
export type UploadRejectionReason = z.infer<typeof uploadRejectionReasonSchema>;

/** 001 §5 file upload error keys (the gateway answers them as errorCode when it refuses an upload). */
export const UPLOAD_ERROR_KEYS = [
  'emptyFile',
  'maxFileSize',
  'invalidFileType',
  'maxNumOfItems',
  'minCharsOfFilename',
  'invalidFileNameCharsError',
] as const;
export type UploadErrorKey = (typeof UPLOAD_ERROR_KEYS)[number];

/** 001 §7 document upload: 201 with the verifications now pending review. */
export const docUploadResponseSchema = z.object({
  verificationId: z.string().max(64),
  status: z.literal('pending'),
  documents: z.number().int().min(1),
  otherResponses: z.array(z.object({ verificationId: z.string().max(64), status: z.literal('pending') })).max(1),
});
export type DocUploadResponse = z.infer<typeof docUploadResponseSchema>;
/** A refused upload: the one error shape, with the §5 or §8 key as errorCode (and errorId). */
export const docUploadErrorSchema = z.object({
  errorId: z.string(),
  /** The §5 or §8 key; absent when the body was not an upload at all (the one error shape alone). */
  errorCode: z.string().optional(),
  message: z.string(),
  status: z.number(),
});
