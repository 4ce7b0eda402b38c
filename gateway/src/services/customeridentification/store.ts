import type { VerificationStatus } from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';

/** 001 §3 verifications: id, segment, status, FAN, e-mail, the combo verification, auto-approval. */
export interface Verification {
  verificationId: string;
  segment: string;
  status: VerificationStatus;
  fanNumber: string | null;
  email: string | null;
  comboVerificationId: string | null;
  autoApproved: boolean;
}

export async function findVerifications(db: Queryable, ids: string[]): Promise<Map<string, Verification>> {
  const { rows } = await db.query<{
    verification_id: string;
    segment: string;
    status: VerificationStatus;
    fan_number: string | null;
    email: string | null;
    combo_verification_id: string | null;
    auto_approved: boolean;
  }>(
    `select verification_id, segment, status, fan_number, email, combo_verification_id, auto_approved
       from verifications where verification_id = any($1)`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      r.verification_id,
      {
        verificationId: r.verification_id,
        segment: r.segment,
        status: r.status,
        fanNumber: r.fan_number,
        email: r.email,
        comboVerificationId: r.combo_verification_id,
        autoApproved: r.auto_approved,
      },
    ]),
  );
}
