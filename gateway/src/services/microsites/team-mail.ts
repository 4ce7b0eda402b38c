import type { MilitaryFields, ProfileResponse, WaiverSubmit } from '@carrier/shared/self-service';
import { FILE_KINDS } from '../../files/file-kinds.ts';
import type { AttachedOrders } from './self-service-service.ts';

/**
 * The plain-text e-mails to the team. The military cancel's deployment orders are attached by the outbox sender
 * (read from the files store when it sends); the body names the file so the team can match the attachment. Each
 * e-mail starts with the request's reference, the one the customer was shown and will quote.
 */
const list = (values: readonly string[]) => (values.length ? values.join(', ') : '—');

export function waiverMailBody(
  reference: string,
  who: { username: string },
  profile: ProfileResponse,
  submit: WaiverSubmit,
): string {
  const lines = [
    `Waiver request ${reference} (${submit.requestType})`,
    `Reference: ${reference}`,
    `Customer: ${profile.user.firstName} ${profile.user.lastName} (${who.username})`,
    `E-mail: ${profile.user.emailAddress || '—'}`,
    '',
    ...submit.accounts.map(
      (a) =>
        `- ${a.action}: ${a.product} ${a.productKey} options ${list(a.productOptions)}${a.ctn ? `; lines ${list(a.ctn)}` : ''}`,
    ),
  ];
  return lines.join('\n');
}

export function militaryMailBody(
  reference: string,
  who: { username: string },
  f: MilitaryFields,
  file: AttachedOrders | null,
): string {
  const lines = [
    `Military ${f.requestType} request ${reference}`,
    `Reference: ${reference}`,
    `Account: ${f.accountNumber}`,
    `Account holder: ${f.accountHolderName}`,
    `E-mail: ${f.emailAddress}`,
    `Signed in as: ${who.username}`,
    '',
  ];
  if (f.requestType === 'restore') {
    lines.push(`Numbers to restore: ${list(f.numbersToRestore)}`, `Restore date: ${f.restoreServiceDate}`);
  } else {
    const m = f.serviceMemberInfo!;
    lines.push(
      `Numbers to cancel: ${list(f.numbersToCancel)}`,
      `Numbers to hold: ${list(f.numbersToHold)}`,
      `Numbers to terminate: ${list(f.numbersToTerminate)}`,
      `Numbers to unlock: ${list(f.numbersToUnlock.map((u) => `${u.ctn} (IMEI ${u.imeiNumber})`))}`,
      '',
      `Service member: ${m.name}`,
      `Service organization: ${m.serviceOrganization}`,
      `Orders issued: ${m.orderIssueDate}`,
      `Cancel from: ${m.cancelRequestDate}`,
      `Relocation: ${m.relocationLength} months, ${m.relocationArea}`,
    );
    if (file)
      lines.push(
        `Deployment orders (attached): ${file.fileName} (${FILE_KINDS[file.kind].label}, ${file.sizeBytes} bytes, sha256 ${file.sha256})`,
      );
  }
  lines.push('', `Terms accepted: ${f.termsAndConditions ? 'yes' : 'no'}`);
  return lines.join('\n');
}
