import { z } from 'zod';
import {
  DISCHARGE_DATE_STATUSES,
  MILITARY_STATUSES,
  VERIFICATION_TEXTS,
  VERIFY_FORM_TEXTS,
  dischargeDateRule,
  verifyFormLanguage,
  type Segment,
  type VerificationRequest,
  type VerifyFormText,
} from '@carrier/shared/discount-program';
import type { Locale } from '@carrier/shared/content';
import type { SegmentContent } from '../verify-props.ts';

/** The branches of service the form offers (sent as written; the eligibility check folds case and spaces). */
export const BRANCHES = ['Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force'] as const;
export const BRANCH_TEXT_KEYS = {
  Army: 'army',
  Navy: 'navy',
  'Air Force': 'airForce',
  'Marine Corps': 'marines',
  'Coast Guard': 'coastGuard',
  'Space Force': 'spaceForce',
} as const satisfies Record<(typeof BRANCHES)[number], keyof VerifyFormText>;

/** The verify form's fields as typed (every one a string, so the form never holds undefined). */
export interface VerifyFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  postalCode: string;
  /** Combo pages: the segment the customer prefers (001 §4 reorders the answer by it). */
  segment: string;
  branchOfService: string;
  subSegment: string;
  dateOfDischarge: string;
  orgName: string;
}

export const EMPTY_VALUES: VerifyFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  city: '',
  state: '',
  postalCode: '',
  segment: '',
  branchOfService: '',
  subSegment: '',
  dateOfDischarge: '',
  orgName: '',
};

/** 001 §5: phone dots are stripped (and the spaces, dashes and brackets people type). */
export function stripPhone(phone: string): string {
  return phone.replace(/[.\s()-]/g, '');
}

/** 001 §5: the discharge date shows only when the military status is veteran or retiree. */
export function showsDischargeDate(subSegment: string): boolean {
  return DISCHARGE_DATE_STATUSES.includes(subSegment);
}

/** 001 §5: the segment selector is hidden unless the page is a combo page. */
export function showsSegmentSelector(content: Pick<SegmentContent, 'isComboSegment' | 'comboSegment'>): boolean {
  return content.isComboSegment && !!content.comboSegment;
}

/** The segments the page verifies: its own, and a combo page's second one. */
export function pageSegments(content: Pick<SegmentContent, 'segment' | 'isComboSegment' | 'comboSegment'>): Segment[] {
  return showsSegmentSelector(content) && content.comboSegment !== content.segment
    ? [content.segment, content.comboSegment!]
    : [content.segment];
}

/** Which proof the page asks for: the military's branch and status, an organisation (type-ahead), or both. */
export function proofsOf(content: Pick<SegmentContent, 'segment' | 'isComboSegment' | 'comboSegment'>) {
  const segments = pageSegments(content);
  return { military: segments.includes('military'), organisation: segments.some((s) => s !== 'military') };
}

/** The form's rules in the page's language; the proof fields are required only where the page asks for them. */
export function verifyFormSchema(locale: Locale, proofs: { military: boolean; organisation: boolean }) {
  const lang = verifyFormLanguage(locale);
  const text = VERIFY_FORM_TEXTS[lang];
  const required = (message: string) => z.string().trim().min(1, message);
  return z
    .object({
      firstName: required(text.requiredFirstName).max(100),
      lastName: required(text.requiredLastName).max(100),
      email: z.string().trim().pipe(z.email(text.invalidEmail).max(254, text.invalidEmail)),
      phone: z.string().refine((v) => v.trim() === '' || /^\d{10}$/.test(stripPhone(v)), text.invalidPhone),
      address1: z.string().max(200),
      city: z.string().max(100),
      state: z.string().max(32),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, text.invalidZip),
      segment: z.string(),
      branchOfService: proofs.military ? z.enum(BRANCHES, text.requiredBranch) : z.string(),
      subSegment: proofs.military ? z.enum(MILITARY_STATUSES, text.requiredStatus) : z.string(),
      dateOfDischarge: z.string(),
      orgName: proofs.organisation ? required(text.requiredOrg).max(200) : z.string(),
    })
    .superRefine((values, ctx) => {
      if (!proofs.military) return;
      // 001 §5, §8: a veteran or retiree without the mandatory discharge date gets its own message
      const rule = dischargeDateRule(values.subSegment, values.dateOfDischarge.trim() || undefined);
      if (!rule.ok)
        ctx.addIssue({
          code: 'custom',
          path: ['dateOfDischarge'],
          message: VERIFICATION_TEXTS[lang].missingDischargeDate,
        });
    });
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** 001 §3 the verification request the form's values make; combo pages name both segments, preferred first. */
export function toVerificationRequest(
  values: VerifyFormValues,
  content: SegmentContent,
  changeOffer = false,
): VerificationRequest {
  const segments = pageSegments(content);
  const proofs = proofsOf(content);
  const preferred = segments.find((s) => s === values.segment) ?? segments[0]!;
  const phone = stripPhone(values.phone);
  const attributes = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    address1: optional(values.address1),
    city: optional(values.city),
    state: optional(values.state),
    postalCode: values.postalCode.trim(),
    cbr: phone || undefined,
    branchOfService: proofs.military ? optional(values.branchOfService) : undefined,
    subSegment: proofs.military
      ? (optional(values.subSegment) as VerificationRequest['itemAttributes']['subSegment'])
      : undefined,
    dateOfDischarge:
      proofs.military && showsDischargeDate(values.subSegment) ? optional(values.dateOfDischarge) : undefined,
    orgName: proofs.organisation ? optional(values.orgName) : undefined,
    existingCustomer: content.isExistingCustomer || undefined,
  };
  const itemAttributes = Object.fromEntries(
    Object.entries(attributes).filter(([, v]) => v !== undefined),
  ) as VerificationRequest['itemAttributes'];
  return {
    itemAttributes,
    segment: content.segment,
    source: content.source,
    // 001 §7: the body is the form's fields plus skipSegmentValidation; the form never asks to skip it
    skipSegmentValidation: false,
    ...(changeOffer ? { changeOffer: true } : {}),
    ...(segments.length === 2
      ? { comboSegment: segments[1], comboDisplayOrder: [preferred, ...segments.filter((s) => s !== preferred)] }
      : {}),
  };
}
