import type { FastifyInstance } from 'fastify';
import { enrollmentPaths, type VerificationRequest } from '@carrier/shared/discount-program';

/** fixtures/README.md "Verification": who reaches which outcome. */
export const APPROVED_SOLDIER = {
  firstName: 'Avery',
  lastName: 'Quintero',
  email: 'avery.quintero@mail.example',
  postalCode: '75001',
  branchOfService: 'Army',
  subSegment: 'active' as const,
};
export const VETERAN = {
  firstName: 'Rowan',
  lastName: 'Quintero',
  email: 'rowan.quintero@mail.example',
  postalCode: '75002',
  branchOfService: 'Navy',
  subSegment: 'veteran' as const,
  dateOfDischarge: '2015-06-30',
};
export const TEACHER = {
  firstName: 'Blair',
  lastName: 'Okonkwo',
  email: 'blair.okonkwo@mail.example',
  postalCode: '78701',
  orgName: 'Ashby Falls Community College',
};
export const RESPONDER = {
  firstName: 'Casey',
  lastName: 'Lindgren',
  email: 'casey.lindgren@mail.example',
  postalCode: '77002',
  orgName: 'Alder Falls Regional Transit District',
};
export const ENROLLED_NURSE = {
  firstName: 'Devon',
  lastName: 'Marchetti',
  email: 'devon.marchetti@mail.example',
  postalCode: '94103',
  orgName: 'Alder Springs Health Partners',
};
export const OTHER_FAN_TEACHER = {
  firstName: 'Emery',
  lastName: 'Castellanos',
  email: 'emery.castellanos@mail.example',
  postalCode: '30301',
  orgName: 'Ashby Falls Community College',
};

let address = 0;
/** Each call from its own address, so the write throttle never decides a test about the verification's own limits. */
export function freshAddress(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export async function verifyPerson(app: FastifyInstance, body: VerificationRequest, sales = false) {
  return app.inject({
    method: 'POST',
    url: enrollmentPaths.verification(sales),
    remoteAddress: freshAddress(),
    payload: body,
  });
}

export interface DocPart {
  field?: string;
  fileName: string;
  bytes: Buffer;
  type?: string;
}

/** The multipart body the upload panel's FormData sends: text fields, then the files. */
export function docUploadBody(
  fields: Record<string, string>,
  files: DocPart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----docs${Math.floor(Math.random() * 1e12).toString(16)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.fileName}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A new verification that asks for a document: Harper Villanueva (a teacher and an Air Force veteran in the
 * fixtures) at another school and, for a combo, in another branch.
 */
export async function docUploadVerification(app: FastifyInstance, email: string, combo = false): Promise<string[]> {
  const res = await verifyPerson(app, {
    segment: 'teacher',
    itemAttributes: {
      firstName: 'Harper',
      lastName: 'Villanueva',
      email,
      postalCode: '73301',
      orgName: 'Another School',
      branchOfService: 'Navy',
    },
    ...(combo ? { comboSegment: 'military' as const } : {}),
  });
  const body = res.json();
  return [body.verificationId, ...body.otherResponses.map((o: { verificationId: string }) => o.verificationId)];
}
