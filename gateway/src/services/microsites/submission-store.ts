import type { Queryable } from '../../store/db.ts';

/** The tables whose requests carry a reference and may carry a submission key (migration 007). */
export type SubmissionTable = 'waiver_requests' | 'military_requests' | 'form_submissions' | 'escalation_cases';

export interface KeyedRequest {
  id: string;
  reference: string;
  requestHash: string;
  userId: string | null;
}

/**
 * The request stored under this submission key, if any. Waiver and military keys are unique per customer, so the
 * lookup is by the customer too; a generic form's key is unique on its own and the caller compares the submitter.
 */
export async function findByKey(
  db: Queryable,
  table: SubmissionTable,
  key: string,
  userId: number | null,
): Promise<KeyedRequest | null> {
  // a generic form and an escalation may come from a visitor who is not signed in: their keys are unique on their own
  const perCustomer = table !== 'form_submissions' && table !== 'escalation_cases';
  const { rows } = await db.query<{ id: string; reference: string; request_hash: string; user_id: string | null }>(
    `select id::text, reference, request_hash, user_id::text from ${table}
      where idempotency_key = $1${perCustomer ? ' and user_id = $2' : ''}`,
    perCustomer ? [key, userId] : [key],
  );
  const row = rows[0];
  return row ? { id: row.id, reference: row.reference, requestHash: row.request_hash, userId: row.user_id } : null;
}
