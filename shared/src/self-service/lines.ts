import { isValidEmail } from '../core/email.ts';
import { LINE_STATUS, MOBILITY_PRODUCT, RESTORE_REASON_CODES } from './constants.ts';
import type { Line, MilitaryRequestType, ProfileResponse, Service } from './index-types.ts';

/** 000 §4: cancel lists only active lines. */
export function isCancelableLine(line: Pick<Line, 'status'>): boolean {
  return line.status.trim() === LINE_STATUS.active;
}

/** 000 §4: restore lists only suspended lines whose reason code, trimmed, is MT, MLU or RRST. */
export function isRestorableLine(line: Pick<Line, 'status' | 'statusReasonCode'>): boolean {
  return (
    line.status.trim() === LINE_STATUS.suspended &&
    (RESTORE_REASON_CODES as readonly string[]).includes(line.statusReasonCode.trim())
  );
}

export function isEligibleLine(line: Line, requestType: MilitaryRequestType): boolean {
  return requestType === 'cancel' ? isCancelableLine(line) : isRestorableLine(line);
}

/** 000 §4: the customer is eligible when they have a MOBILITY service. */
export function mobilityServices(services: readonly Service[]): Service[] {
  return services.filter((s) => s.product === MOBILITY_PRODUCT);
}

export interface EligibleAccount {
  service: Service;
  lines: Line[];
}

/** The MOBILITY accounts with the lines the request type may change (accounts without such lines left out). */
export function eligibleAccounts(services: readonly Service[], requestType: MilitaryRequestType): EligibleAccount[] {
  return mobilityServices(services)
    .map((service) => ({ service, lines: service.ctn.filter((l) => isEligibleLine(l, requestType)) }))
    .filter((a) => a.lines.length > 0);
}

/** 000 §2, §5: which empty state the military form shows instead of itself, or null to show the form. */
export type MilitaryEmptyState = 'noPrimaryEmail' | 'noWirelessAccount' | 'noServicesToRestore' | 'noServicesToCancel';

export function militaryEmptyState(
  profile: ProfileResponse,
  requestType: MilitaryRequestType,
): MilitaryEmptyState | null {
  if (!isValidEmail(profile.user.emailAddress)) return 'noPrimaryEmail';
  if (mobilityServices(profile.services).length === 0) return 'noWirelessAccount';
  if (eligibleAccounts(profile.services, requestType).length === 0) {
    return requestType === 'restore' ? 'noServicesToRestore' : 'noServicesToCancel';
  }
  return null;
}
