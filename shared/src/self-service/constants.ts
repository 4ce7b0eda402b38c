/** 000 §9: business constants and limits of the self-service forms. */

/** 000 §9: mobile line status codes. */
export const LINE_STATUS = { active: 'A', suspended: 'S' } as const;
export type LineStatus = (typeof LINE_STATUS)[keyof typeof LINE_STATUS];

/** 000 §4, §9: a suspended line can be restored only for these reason codes (compared trimmed). */
export const RESTORE_REASON_CODES = ['MT', 'MLU', 'RRST'] as const;

/** 000 §9: the product code of a wireless service. */
export const MOBILITY_PRODUCT = 'MOBILITY';
/** 000 §9: the service code that combines several options. */
export const UVERSE_PRODUCT = 'UVERSE';
/** 000 §9: friendly names of UVERSE options are joined with this. */
export const FRIENDLY_NAME_JOINER = ' + ';
/** 000 §7: productOption joins options with an underscore (INTERNET_TV_VOICE). */
export const PRODUCT_OPTION_SEPARATOR = '_';

/** 000 §9: IMEI length. */
export const IMEI_LENGTH = 15;

/** 000 §9: upload limit, 5000 units of 1000 bytes. */
export const UPLOAD_LIMIT_UNITS = 5000;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_UNITS * 1000;

/** 000 §5: the allowed deployment-orders types, by MIME type, with the extensions a browser may report. */
export const UPLOAD_TYPES = [
  { kind: 'pdf', mime: 'application/pdf', extensions: ['pdf'] },
  { kind: 'jpeg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { kind: 'png', mime: 'image/png', extensions: ['png'] },
  { kind: 'msword', mime: 'application/msword', extensions: ['doc'] },
  { kind: 'rtf', mime: 'application/rtf', extensions: ['rtf'] },
  { kind: 'text', mime: 'text/plain', extensions: ['txt'] },
  {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { kind: 'bmp', mime: 'image/bmp', extensions: ['bmp'] },
  { kind: 'gif', mime: 'image/gif', extensions: ['gif'] },
  { kind: 'zip', mime: 'application/zip', extensions: ['zip'] },
] as const;
export type UploadKind = (typeof UPLOAD_TYPES)[number]['kind'];
export const UPLOAD_MIME_TYPES: readonly string[] = UPLOAD_TYPES.map((t) => t.mime);
/** For an <input type="file" accept>. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

/** 000 §5: order issue dates start here. */
export const ORDER_DATE_MIN = '2000-01-01';

/**
 * 000 §9: both windows "come from content" (restoreValidity, cancelValidity). These defaults apply when a page
 * leaves them out; the gateway accepts dates up to these many days ahead.
 */
export const DEFAULT_RESTORE_VALIDITY_DAYS = 30;
export const DEFAULT_CANCEL_VALIDITY_DAYS = 90;

/** 000 §9: request types of the military form. */
export const MILITARY_REQUEST_TYPES = ['restore', 'cancel'] as const;
export type MilitaryRequestType = (typeof MILITARY_REQUEST_TYPES)[number];

/** 000 §2: the waiver form types (from page data). */
export const WAIVER_FORM_TYPES = ['resume_service', 'suspend_service', 'cancel_service', 'default'] as const;
export type WaiverFormType = (typeof WAIVER_FORM_TYPES)[number];

/** 000 §7 (waiver login-status call): destinationPage DONE means signed in. */
export const LOGIN_STATUS = { done: 'DONE', login: 'LOGIN' } as const;

/** 000 §9: responsive breakpoints (px). */
export const BREAKPOINTS = { mobileMax: 767, tabletMax: 1024 } as const;

/** 000 §9: analytics event codes. */
export const ANALYTICS_EVENTS = {
  waiverSubmit: 'UF_Waiver_Request_Submit',
  militaryCancelSubmit: 'UF_Military_Cancel_Service_Submit',
  militaryRestoreSubmit: 'UF_Military_Restore_Service_Submit',
} as const;

/** 000 §2: virtual page-view paths of the military form. */
export const MILITARY_PAGE_PATHS = {
  cancel: '/military-cancel-service',
  restore: '/military-restore-service',
  steps: ['hold-unlock-options', 'member-info', 'review-terms', 'success'],
} as const;

/** 000 §7: where the self-service calls answer (under MICROSITES_FORMS_PREFIX). */
export const SELF_SERVICE_PATHS = {
  loginStatus: 'profile/login-status',
  profile: 'profile/no-cases',
  waiverSubmit: 'waiver/submit',
  militaryWebform: 'webform/email/militaryWebform',
} as const;

/** The gateway's errorIds for self-service refusals (the message is the content's text). */
export const SELF_SERVICE_ERROR_IDS = {
  /** A rule of 000 §5 failed: the message names it. */
  invalid: 'SELF_SERVICE_INVALID',
  /** An account, product key or line that is not the signed-in customer's. */
  notYours: 'FORBIDDEN',
  uploadRequired: 'UPLOAD_REQUIRED',
  uploadEmpty: 'UPLOAD_EMPTY',
  uploadTooLarge: 'UPLOAD_TOO_LARGE',
  uploadType: 'UPLOAD_TYPE',
  /** A ZIP or Word file refused on what it holds (000 §5: archives are inspected before they are accepted). */
  uploadArchive: 'UPLOAD_ARCHIVE',
} as const;
