import { MICROSITES_FORMS_PREFIX } from '@carrier/shared/forms';
import { addDays } from '@carrier/shared/core';
import { militaryFormFields, type MilitaryFields } from '@carrier/shared/self-service';

export const P = MICROSITES_FORMS_PREFIX;
export const MILITARY_URL = `${P}/webform/email/militaryWebform`;
export const WAIVER_URL = `${P}/waiver/submit`;
export const PROFILE_URL = `${P}/profile/no-cases`;

/** customer1's accounts and lines (fixtures/README.md). */
export const C1 = {
  mobility: '287243510011',
  mobilityKey: 'MOB-287243510011',
  uverseKey: 'UV-131000720044',
  active: ['2145550101', '2145550102'],
  restorable: ['2145550103', '2145550104', '2145550105'],
  notRestorable: '2145550106',
};
export const C2 = { mobility: '287243520022', mobilityKey: 'MOB-287243520022', active: ['3125550121', '3125550122'] };

export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** customer1's valid cancel: hold one line, terminate and unlock the other. */
export function cancelFields(overrides: Partial<MilitaryFields> = {}): MilitaryFields {
  const today = todayUtc();
  return {
    requestType: 'cancel',
    accountNumber: C1.mobility,
    accountHolderName: 'Jordan Ellison',
    emailAddress: 'jordan.ellison@mail.example',
    subject: 'Military request: hold and terminate lines',
    termsAndConditions: true,
    numbersToRestore: [],
    restoreServiceDate: '',
    numbersToCancel: [...C1.active],
    numbersToHold: [C1.active[0]!],
    numbersToUnlock: [{ ctn: C1.active[1]!, imeiNumber: '352099001761481' }],
    numbersToTerminate: [C1.active[1]!],
    serviceMemberInfo: {
      name: 'Jordan Ellison',
      serviceOrganization: 'Army',
      orderIssueDate: addDays(today, -10),
      cancelRequestDate: addDays(today, 5),
      relocationLength: '12',
      relocationArea: 'Outside the United States',
      fileDescription: 'Deployment orders',
    },
    ...overrides,
  };
}

export function restoreFields(overrides: Partial<MilitaryFields> = {}): MilitaryFields {
  return {
    ...cancelFields(),
    requestType: 'restore',
    subject: 'Military request: restore lines',
    numbersToRestore: C1.restorable,
    restoreServiceDate: addDays(todayUtc(), 3),
    numbersToCancel: [],
    numbersToHold: [],
    numbersToUnlock: [],
    numbersToTerminate: [],
    serviceMemberInfo: null,
    ...overrides,
  };
}

export interface FilePart {
  fileName: string;
  bytes: Buffer;
  type: string;
}

/** The multipart body a browser's FormData sends for these fields and file. */
export function militaryBody(
  fields: MilitaryFields,
  file?: FilePart | null,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----military${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(militaryFormFields(fields))) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pdfFile = (bytes: Buffer = PDF): FilePart => ({ fileName: 'orders.pdf', bytes, type: 'application/pdf' });
