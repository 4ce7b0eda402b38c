import { MILITARY_TEXT, type MilitaryMessages } from './texts.ts';
import { fail, OK, type RuleResult } from '../core/result.ts';
import { DEFAULT_CANCEL_VALIDITY_DAYS, DEFAULT_RESTORE_VALIDITY_DAYS, MOBILITY_PRODUCT } from './constants.ts';
import { futureWindow, isWithin, widen } from './dates.ts';
import { isValidImei } from './imei.ts';
import type { MilitaryFields, Service, UnlockEntry } from './index-types.ts';
import { isValidEmail } from '../core/email.ts';
import { isCancelableLine, isRestorableLine } from './lines.ts';
import { validateServiceMemberInfo, SERVICE_MEMBER_FIELDS } from './service-member.ts';
import { subjectKind, type SubjectKind } from './subject.ts';

export interface MilitaryRuleOptions {
  today: string;
  restoreValidity?: number;
  cancelValidity?: number;
  slackDays?: number;
  messages?: Partial<MilitaryMessages>;
  /** The gateway's re-check: the customer's own primary e-mail, which the submission must carry (000 §5). */
  primaryEmail?: string;
  /** Content's dropdown lists (000 §5); when given, the service member's choices must be on them. */
  serviceOrganizations?: readonly string[];
  relocationAreas?: readonly string[];
  /** Content's subjects for each outcome (000 §4); when given, the subject must be one of the outcome's. */
  subjects?: Partial<Record<SubjectKind, readonly string[]>>;
}

/** 000 §5 step 1: at least one line; restore also needs a date in today..today+restoreValidity. */
export function validateLineSelection(
  selected: readonly string[],
  requestType: MilitaryFields['requestType'],
  restoreServiceDate: string,
  options: MilitaryRuleOptions,
): RuleResult {
  const m = { ...MILITARY_TEXT, ...options.messages };
  if (selected.length === 0) return fail('dependentInfo', m.dependentInfo);
  if (requestType === 'restore') {
    const window = widen(
      futureWindow(options.today, options.restoreValidity ?? DEFAULT_RESTORE_VALIDITY_DAYS),
      options.slackDays ?? 0,
    );
    if (!isWithin(restoreServiceDate, window)) return fail('restoreDate', m.restoreDate);
  }
  return OK;
}

/** 000 §5 step 2: every line ticked for unlock needs a 15-digit IMEI; the ctns whose IMEI fails. */
export function invalidImeiLines(unlock: readonly UnlockEntry[]): string[] {
  return unlock.filter((u) => !isValidImei(u.imeiNumber)).map((u) => u.ctn);
}

/** 000 §5 step 4: both checkboxes, each with its own message (termsUnread when the terms were not opened). */
export function validateReviewStep(
  reviewed: boolean,
  accepted: boolean,
  termsRead: boolean,
  messages: Partial<MilitaryMessages> = {},
): { reviewInfo?: string; terms?: string } {
  const m = { ...MILITARY_TEXT, ...messages };
  const errors: { reviewInfo?: string; terms?: string } = {};
  if (!reviewed) errors.reviewInfo = m.reviewInfoCheckbox;
  if (!accepted) errors.terms = termsRead ? m.termsCheckbox : m.termsUnreadCheckbox;
  return errors;
}

/**
 * The gateway's re-check of a whole military submission against the session customer's services, with the same
 * rules as the steps. Key 'notYourAccount' means another customer's account or line was named.
 */
export function checkMilitarySubmission(
  fields: MilitaryFields,
  services: readonly Service[],
  options: MilitaryRuleOptions,
): RuleResult {
  const m = { ...MILITARY_TEXT, ...options.messages };
  const account = services.find((s) => s.product === MOBILITY_PRODUCT && s.accountNumber === fields.accountNumber);
  if (!account) return fail('notYourAccount', m.notYourAccount);
  const lines = new Map(account.ctn.map((l) => [l.ctn, l]));
  const named = [
    ...fields.numbersToRestore,
    ...fields.numbersToCancel,
    ...fields.numbersToHold,
    ...fields.numbersToTerminate,
    ...fields.numbersToUnlock.map((u) => u.ctn),
  ];
  if (named.some((c) => !lines.has(c))) return fail('notYourAccount', m.notYourAccount);
  if (!isValidEmail(fields.emailAddress)) return fail('emailAddress', m.emailAddress);
  if (
    options.primaryEmail !== undefined &&
    fields.emailAddress.trim().toLowerCase() !== options.primaryEmail.trim().toLowerCase()
  ) {
    return fail('emailAddress', m.emailAddress);
  }
  if (/[\r\n]/.test(fields.subject) || fields.subject.trim() === '') return fail('invalidRequest', m.invalidRequest);
  const subjects = options.subjects?.[subjectKind(fields.requestType, fields.numbersToHold, fields.numbersToTerminate)];
  if (subjects && !subjects.some((s) => s.trim() === fields.subject.trim()))
    return fail('invalidRequest', m.invalidRequest);

  if (fields.requestType === 'restore') {
    if (
      fields.numbersToCancel.length +
        fields.numbersToHold.length +
        fields.numbersToTerminate.length +
        fields.numbersToUnlock.length >
      0
    ) {
      return fail('invalidRequest', m.invalidRequest);
    }
    const step1 = validateLineSelection(fields.numbersToRestore, 'restore', fields.restoreServiceDate, options);
    if (!step1.ok) return step1;
    if (fields.numbersToRestore.some((c) => !isRestorableLine(lines.get(c)!)))
      return fail('lineNotEligible', m.lineNotEligible);
  } else {
    if (fields.numbersToRestore.length > 0) return fail('invalidRequest', m.invalidRequest);
    const step1 = validateLineSelection(fields.numbersToCancel, 'cancel', '', options);
    if (!step1.ok) return step1;
    if (fields.numbersToCancel.some((c) => !isCancelableLine(lines.get(c)!)))
      return fail('lineNotEligible', m.lineNotEligible);
    const cancel = new Set(fields.numbersToCancel);
    const hold = new Set(fields.numbersToHold);
    const terminate = new Set(fields.numbersToTerminate);
    const covered = [...cancel].every((c) => hold.has(c) !== terminate.has(c));
    const inside = [...hold, ...terminate, ...fields.numbersToUnlock.map((u) => u.ctn)].every((c) => cancel.has(c));
    if (cancel.size !== fields.numbersToCancel.length || !covered || !inside) return fail('lineChoice', m.lineChoice);
    if (invalidImeiLines(fields.numbersToUnlock).length > 0) return fail('imei', m.imei);
    const memberErrors = validateServiceMemberInfo(fields.serviceMemberInfo ?? {}, {
      today: options.today,
      cancelValidity: options.cancelValidity ?? DEFAULT_CANCEL_VALIDITY_DAYS,
      slackDays: options.slackDays,
      serviceOrganizations: options.serviceOrganizations,
      relocationAreas: options.relocationAreas,
      messages: options.messages,
    });
    const first = SERVICE_MEMBER_FIELDS.find((f) => memberErrors[f]);
    if (first) return fail(first, memberErrors[first]!);
  }
  if (!fields.termsAndConditions) return fail('termsCheckbox', m.termsCheckbox);
  return OK;
}
