import { chooseSubject, type MilitaryFields, type ProfileResponse } from '@carrier/shared/self-service';
import type { MilitaryProps } from './military-props.ts';
import type { MilitaryData } from './military-reducer.ts';

/**
 * 000 §3 submission fields from the completed steps. Cancel: every chosen line is held or terminated, some also
 * unlocked with their IMEI; the subject says which (000 §4). Restore: the lines and the date, with its own subject.
 */
export function militarySubmission(
  content: MilitaryProps,
  user: ProfileResponse['user'],
  accountNumber: string,
  data: MilitaryData,
): MilitaryFields {
  const numbers = data.lines?.numbers ?? [];
  const choices = data.holdUnlock?.choices ?? [];
  const cancel = content.requestType === 'cancel';
  const numbersToHold = cancel ? choices.filter((c) => c.hold).map((c) => c.ctn) : [];
  const numbersToTerminate = cancel ? choices.filter((c) => !c.hold).map((c) => c.ctn) : [];
  const member = data.member;
  return {
    requestType: content.requestType,
    accountNumber,
    accountHolderName: user.billingFullName.trim() || `${user.firstName} ${user.lastName}`.trim(),
    numbersToRestore: cancel ? [] : numbers,
    restoreServiceDate: cancel ? '' : (data.lines?.restoreServiceDate ?? ''),
    numbersToCancel: cancel ? numbers : [],
    numbersToHold,
    numbersToTerminate,
    numbersToUnlock: cancel
      ? choices.filter((c) => c.unlock).map((c) => ({ ctn: c.ctn, imeiNumber: c.imeiNumber }))
      : [],
    serviceMemberInfo: cancel && member ? { ...member.info, fileDescription: member.file.name } : null,
    termsAndConditions: true,
    subject: chooseSubject(content.subjects, content.requestType, numbersToHold, numbersToTerminate),
    emailAddress: user.emailAddress.trim(),
  };
}
