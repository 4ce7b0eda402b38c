import { MILITARY_TEXT } from './texts.ts';
import { addDays } from '../core/dates.ts';
import { futureWindow, isWithin, orderDateWindow, widen, type DateWindow } from './dates.ts';
import type { ServiceMemberInfo } from './index-types.ts';

export type ServiceMemberField =
  'name' | 'relocationLength' | 'cancelRequestDate' | 'orderIssueDate' | 'serviceOrganization' | 'relocationArea';

/** 000 §5 step 3, in the order the form shows them. */
export const SERVICE_MEMBER_FIELDS: readonly ServiceMemberField[] = [
  'name',
  'serviceOrganization',
  'orderIssueDate',
  'cancelRequestDate',
  'relocationLength',
  'relocationArea',
];

export interface ServiceMemberRuleOptions {
  /** The caller's today, YYYY-MM-DD. */
  today: string;
  /** 000 §5: cancelValidity days from content. */
  cancelValidity: number;
  /** Days each side of the date windows to allow (the gateway's time-zone allowance; 0 in the browser). */
  slackDays?: number;
  /** Content's dropdown lists; when given, the value must be one of them. */
  serviceOrganizations?: readonly string[];
  relocationAreas?: readonly string[];
  messages?: Partial<Record<ServiceMemberField, string>>;
}

/** A positive whole number of months, at most 3 digits. */
export function isRelocationLength(value: string | number): boolean {
  return /^[1-9][0-9]{0,2}$/.test(String(value).trim());
}

/**
 * 000 §5 step 3: every field is required, each with its own message; dates inside their windows; relocation length
 * numeric. Returns the failing fields with their messages (empty when valid). The file is checked separately.
 */
export function validateServiceMemberInfo(
  info: Partial<ServiceMemberInfo>,
  options: ServiceMemberRuleOptions,
): Partial<Record<ServiceMemberField, string>> {
  const messages = { ...MILITARY_TEXT, ...options.messages };
  const slack = options.slackDays ?? 0;
  // 2000-01-01 is a fixed floor: only the today end of the order window moves with the slack
  const orderDates = orderDateWindow(options.today);
  const orderWindow: DateWindow = { min: orderDates.min, max: addDays(orderDates.max, slack) };
  const cancelWindow: DateWindow = widen(futureWindow(options.today, options.cancelValidity), slack);
  const errors: Partial<Record<ServiceMemberField, string>> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const oneOf = (v: string, list?: readonly string[]) => !list || list.map((x) => x.trim()).includes(v);

  const name = text(info.name);
  if (!name || name.length > 100) errors.name = messages.name;
  const org = text(info.serviceOrganization);
  if (!org || org.length > 100 || !oneOf(org, options.serviceOrganizations)) {
    errors.serviceOrganization = messages.serviceOrganization;
  }
  if (!isWithin(text(info.orderIssueDate), orderWindow)) errors.orderIssueDate = messages.orderIssueDate;
  if (!isWithin(text(info.cancelRequestDate), cancelWindow)) errors.cancelRequestDate = messages.cancelRequestDate;
  if (info.relocationLength === undefined || !isRelocationLength(info.relocationLength)) {
    errors.relocationLength = messages.relocationLength;
  }
  const area = text(info.relocationArea);
  if (!area || area.length > 100 || !oneOf(area, options.relocationAreas))
    errors.relocationArea = messages.relocationArea;
  return errors;
}

/** 000 §5: dropdown options are comma-separated content lists. */
export function splitContentList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
