import type { Queryable } from '../../store/db.ts';

/** What the carrier's account systems say about a customer's business wireless (customer_auth_details). */
export async function findAuthDetails(db: Queryable, userId: number): Promise<{ has: boolean; type: string } | null> {
  const { rows } = await db.query<{ has: boolean; type: string }>(
    'select has_bsse_wireless as has, acct_infocus_type as type from customer_auth_details where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
