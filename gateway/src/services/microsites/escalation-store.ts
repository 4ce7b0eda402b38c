import type { EscalationPayload } from '@carrier/shared/escalation';
import type { Queryable } from '../../store/db.ts';

export interface NewEscalationCase {
  payload: EscalationPayload;
  locale: string;
  userId: number | null;
  requestId: string;
  reference: string;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/** Stores a case; null when a unique constraint (its reference or its key) held it back. */
export async function insertEscalationCase(db: Queryable, c: NewEscalationCase): Promise<string | null> {
  const p = c.payload;
  const { rows } = await db.query<{ id: string }>(
    `insert into escalation_cases (reference, first_name, last_name, email_address, phone_number, product_value,
       account_number, best_time_to_contact, time_zone, subject, issue_details, locale, user_id, request_id,
       idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict do nothing returning id::text`,
    [
      c.reference,
      p.FIRST_NAME.trim(),
      p.LAST_NAME.trim(),
      p.EMAIL_ADDRESS.trim(),
      p.PHONE_NUMBER.trim(),
      p.PRODUCT_VALUE,
      p.ACCOUNT_NUMBER.trim(),
      p.BESTTIME_TO_CONTACT,
      p.TIME_ZONE,
      p.SUBJECT.trim(),
      p.ISSUE_DETAILS,
      c.locale,
      c.userId,
      c.requestId,
      c.idempotencyKey,
      c.requestHash,
    ],
  );
  return rows[0]?.id ?? null;
}
