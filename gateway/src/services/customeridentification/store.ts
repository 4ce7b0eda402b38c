import type { VerificationStatus } from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';

/** 001 §3 verifications: id, segment, status, FAN, e-mail, the combo verification, auto-approval, the detail. */
export interface Verification {
  verificationId: string;
  segment: string;
  status: VerificationStatus;
  fanNumber: string | null;
  email: string | null;
  comboVerificationId: string | null;
  autoApproved: boolean;
  firstName: string | null;
  lastName: string | null;
  ban: string | null;
  /** Every rejection's §8 reason codes, oldest first. */
  rejectionReasons: string[][];
  /** When the current status was reached (approval or the request for a document); null for older records. */
  decidedAt: Date | null;
  createdAt: Date;
}

interface Row {
  verification_id: string;
  segment: string;
  status: VerificationStatus;
  fan_number: string | null;
  email: string | null;
  combo_verification_id: string | null;
  auto_approved: boolean;
  first_name: string | null;
  last_name: string | null;
  ban: string | null;
  rejection_reasons: string[][] | string;
  decided_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = `verification_id, segment, status, fan_number, email, combo_verification_id, auto_approved, first_name,
  last_name, ban, rejection_reasons, decided_at, created_at`;

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function toVerification(r: Row): Verification {
  return {
    verificationId: r.verification_id,
    segment: r.segment,
    status: r.status,
    fanNumber: r.fan_number,
    email: r.email,
    comboVerificationId: r.combo_verification_id,
    autoApproved: r.auto_approved,
    firstName: r.first_name,
    lastName: r.last_name,
    ban: r.ban,
    rejectionReasons: typeof r.rejection_reasons === 'string' ? JSON.parse(r.rejection_reasons) : r.rejection_reasons,
    decidedAt: r.decided_at === null ? null : toDate(r.decided_at),
    createdAt: toDate(r.created_at),
  };
}

export async function findVerifications(db: Queryable, ids: string[]): Promise<Map<string, Verification>> {
  const { rows } = await db.query<Row>(`select ${COLUMNS} from verifications where verification_id = any($1)`, [ids]);
  return new Map(rows.map((r) => [r.verification_id, toVerification(r)]));
}

/** A person's verifications by e-mail (folded), newest first. */
export async function findVerificationsByEmail(db: Queryable, email: string): Promise<Verification[]> {
  const { rows } = await db.query<Row>(
    `select ${COLUMNS} from verifications where lower(email) = lower($1) order by created_at desc limit 32`,
    [email],
  );
  return rows.map(toVerification);
}

export interface NewVerification {
  verificationId: string;
  segment: string;
  status: VerificationStatus;
  fanNumber: string | null;
  email: string;
  firstName: string;
  lastName: string;
  postalCode: string;
  attributes: unknown;
  source: string;
  autoApproved: boolean;
  comboVerificationId: string | null;
  decided: boolean;
}

export async function insertVerification(db: Queryable, v: NewVerification): Promise<Verification> {
  const { rows } = await db.query<Row>(
    `insert into verifications (verification_id, segment, status, fan_number, email, first_name, last_name, postal_code,
       attributes, source, auto_approved, combo_verification_id, decided_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $13::boolean then now() end)
     returning ${COLUMNS}`,
    [
      v.verificationId,
      v.segment,
      v.status,
      v.fanNumber,
      v.email,
      v.firstName,
      v.lastName,
      v.postalCode,
      JSON.stringify(v.attributes),
      v.source,
      v.autoApproved,
      v.comboVerificationId,
      v.decided,
    ],
  );
  return toVerification(rows[0]!);
}

export async function linkCombo(db: Queryable, verificationId: string, comboId: string): Promise<void> {
  await db.query('update verifications set combo_verification_id = $2 where verification_id = $1', [
    verificationId,
    comboId,
  ]);
}

export interface EligibilityRecordRow {
  firstName: string;
  lastName: string;
  postalCode: string;
  affiliation: string;
  dateOfDischarge: string | null;
  fanNumber: string;
  enrolledFan: string | null;
}

/** The segment's eligibility record for a folded name, if the source knows the person. */
export async function findEligibilityRecord(
  db: Queryable,
  segment: string,
  nameKey: string,
  postalCode: string,
): Promise<EligibilityRecordRow | undefined> {
  const { rows } = await db.query<EligibilityRecordRow>(
    `select first_name as "firstName", last_name as "lastName", postal_code as "postalCode", affiliation,
            to_char(date_of_discharge, 'YYYY-MM-DD') as "dateOfDischarge", fan_number as "fanNumber",
            enrolled_fan as "enrolledFan"
       from eligibility_records where segment = $1 and name_key = $2
      order by (postal_code = $3) desc, id limit 1`,
    [segment, nameKey, postalCode],
  );
  return rows[0];
}
