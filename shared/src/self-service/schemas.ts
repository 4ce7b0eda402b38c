import { z } from 'zod';
import { referenceSchema, submissionReceiptSchema } from '../core/submission.ts';
import { WAIVER_TEXT } from './texts.ts';
import { LOGIN_STATUS, MILITARY_REQUEST_TYPES, WAIVER_FORM_TYPES } from './constants.ts';

/** 000 §3: a mobility line of a service (ctn entry). */
export const lineSchema = z.object({
  ctn: z.string().regex(/^\d{10}$/),
  status: z.string(),
  /** Upstream codes may carry spaces ('RRST '); rules compare them trimmed. */
  statusReasonCode: z.string(),
  subscriberName: z.object({ firstName: z.string() }),
  model: z.string(),
});
export type Line = z.infer<typeof lineSchema>;

/** 000 §3: a service of the profile. */
export const serviceSchema = z.object({
  product: z.string(),
  /** Options joined by an underscore, e.g. 'INTERNET_TV_VOICE'. */
  productOption: z.string(),
  productKey: z.string(),
  service: z.string(),
  accountNumber: z.string(),
  ctn: z.array(lineSchema),
  uverseProductOptions: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

/** 000 §3: the profile's user. */
export const profileUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  slid: z.string(),
  billingFullName: z.string(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

/** 000 §3, §7: GET profile/no-cases. */
export const profileResponseSchema = z.object({
  user: profileUserSchema,
  services: z.array(serviceSchema),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** 000 §6, §7: GET {loginApi}. */
export const loginStatusResponseSchema = z.object({
  content: z.object({
    destinationPage: z.enum([LOGIN_STATUS.done, LOGIN_STATUS.login]),
    loginUrl: z.string(),
  }),
});
export type LoginStatusResponse = z.infer<typeof loginStatusResponseSchema>;

const ctnSchema = z.string().regex(/^\d{10}$/);

/** 000 §7: one account of the waiver submit. ctn only for cancel, omitted when empty. */
export const waiverAccountSchema = z.object({
  product: z.string().min(1).max(40),
  productOptions: z.array(z.string().min(1).max(60)).max(20),
  productKey: z.string().min(1).max(60),
  action: z.string().min(1).max(40),
  ctn: z.array(ctnSchema).min(1).max(50).optional(),
});
export type WaiverAccount = z.infer<typeof waiverAccountSchema>;

/** 000 §7: POST {submitApi}. */
export const waiverSubmitSchema = z.object({
  requestType: z.enum(WAIVER_FORM_TYPES),
  // 000 §5: the browser never sends an empty list; the gateway answers one with the same message
  accounts: z.array(waiverAccountSchema).min(1, WAIVER_TEXT.selectAtLeastOne).max(50),
});
export type WaiverSubmit = z.infer<typeof waiverSubmitSchema>;

/**
 * What both submit calls answer: accepted (000 §7) and the stored request's id, with the reference the customer keeps
 * and whether this submission key had already been received (then nothing new was stored or e-mailed).
 */
export const submitAcceptedSchema = z
  .object({ accepted: z.boolean(), requestId: z.string() })
  .extend(submissionReceiptSchema.shape);
export type SubmitAccepted = z.infer<typeof submitAcceptedSchema>;

/**
 * 000 §7: what the waiver and military forms read from a submit's answer — accepted (boolean), and the reference
 * when the answer carries one. The carrier's own service (UPSTREAMS) may answer with accepted alone; extra keys are
 * ignored.
 */
export const submitAnswerSchema = z.object({
  accepted: z.boolean(),
  reference: referenceSchema.optional().catch(undefined),
  alreadyReceived: z.boolean().optional().catch(undefined),
});
export type SubmitAnswer = z.infer<typeof submitAnswerSchema>;

/** 000 §3: a line to unlock with its device's IMEI. */
export const unlockEntrySchema = z.object({ ctn: ctnSchema, imeiNumber: z.string() });
export type UnlockEntry = z.infer<typeof unlockEntrySchema>;

/** 000 §3: service member info (the uploaded file travels beside it as `file`). */
export const serviceMemberInfoSchema = z.object({
  name: z.string(),
  serviceOrganization: z.string(),
  orderIssueDate: z.string(),
  cancelRequestDate: z.string(),
  /** Months; the browser sends what was typed, the rules check it is a positive whole number. */
  relocationLength: z.union([z.string(), z.number()]),
  relocationArea: z.string(),
  fileDescription: z.string().optional(),
});
export type ServiceMemberInfo = z.infer<typeof serviceMemberInfoSchema>;

/**
 * 000 §3: the military submission's fields once the multipart strings are read (lists and service member info
 * arrive as JSON text; see parseMilitaryFields).
 */
export const militaryFieldsSchema = z.object({
  requestType: z.enum(MILITARY_REQUEST_TYPES),
  accountNumber: z.string().min(1).max(40),
  accountHolderName: z.string().max(200),
  emailAddress: z.string().max(254),
  subject: z.string().max(200),
  termsAndConditions: z.boolean(),
  numbersToRestore: z.array(ctnSchema).max(50),
  restoreServiceDate: z.string().max(10),
  numbersToCancel: z.array(ctnSchema).max(50),
  numbersToHold: z.array(ctnSchema).max(50),
  numbersToUnlock: z.array(unlockEntrySchema).max(50),
  numbersToTerminate: z.array(ctnSchema).max(50),
  serviceMemberInfo: serviceMemberInfoSchema.nullable(),
});
export type MilitaryFields = z.infer<typeof militaryFieldsSchema>;

/** The multipart text field names of 000 §3 (the file is `file`). */
export const MILITARY_TEXT_FIELDS = [
  'requestType',
  'accountNumber',
  'accountHolderName',
  'numbersToRestore',
  'restoreServiceDate',
  'numbersToCancel',
  'numbersToHold',
  'numbersToUnlock',
  'numbersToTerminate',
  'serviceMemberInfo',
  'termsAndConditions',
  'subject',
  'emailAddress',
] as const;
export type MilitaryTextField = (typeof MILITARY_TEXT_FIELDS)[number];

const JSON_FIELDS = new Set<MilitaryTextField>([
  'numbersToRestore',
  'numbersToCancel',
  'numbersToHold',
  'numbersToUnlock',
  'numbersToTerminate',
  'serviceMemberInfo',
]);

/**
 * Reads the multipart text fields into MilitaryFields: JSON lists (empty or missing → []), service member info
 * (empty or missing → null), termsAndConditions 'true'. Returns null when the shape is wrong.
 */
export function parseMilitaryFields(raw: Partial<Record<string, string>>): MilitaryFields | null {
  const out: Record<string, unknown> = {};
  for (const name of MILITARY_TEXT_FIELDS) {
    const text = raw[name] ?? '';
    if (JSON_FIELDS.has(name)) {
      if (text.trim() === '') out[name] = name === 'serviceMemberInfo' ? null : [];
      else {
        try {
          out[name] = JSON.parse(text);
        } catch {
          return null;
        }
      }
    } else if (name === 'termsAndConditions') out[name] = text === 'true';
    else out[name] = text;
  }
  const parsed = militaryFieldsSchema.safeParse(out);
  return parsed.success ? parsed.data : null;
}

/** The inverse, for the browser: the FormData text values of a submission (the file is appended separately). */
export function militaryFormFields(fields: MilitaryFields): Record<MilitaryTextField, string> {
  return {
    requestType: fields.requestType,
    accountNumber: fields.accountNumber,
    accountHolderName: fields.accountHolderName,
    numbersToRestore: JSON.stringify(fields.numbersToRestore),
    restoreServiceDate: fields.restoreServiceDate,
    numbersToCancel: JSON.stringify(fields.numbersToCancel),
    numbersToHold: JSON.stringify(fields.numbersToHold),
    numbersToUnlock: JSON.stringify(fields.numbersToUnlock),
    numbersToTerminate: JSON.stringify(fields.numbersToTerminate),
    serviceMemberInfo: fields.serviceMemberInfo ? JSON.stringify(fields.serviceMemberInfo) : '',
    termsAndConditions: String(fields.termsAndConditions),
    subject: fields.subject,
    emailAddress: fields.emailAddress,
  };
}
