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
