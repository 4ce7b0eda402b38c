import type { ProfileInfoResponse } from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';

/** The signed-in customer's account in focus and name (account_profiles). */
export async function findProfileInfo(db: Queryable, userId: number): Promise<ProfileInfoResponse | null> {
  const { rows } = await db.query<{
    acct_in_focus: string | null;
    acct_in_focus_type: string | null;
    first_name: string;
    last_name: string;
    email_address: string;
  }>(
    `select acct_in_focus, acct_in_focus_type, first_name, last_name, email_address
       from account_profiles where user_id = $1`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        acctInfocus: r.acct_in_focus,
        acctInfocusType: r.acct_in_focus_type,
        firstName: r.first_name,
        lastName: r.last_name,
        emailAddress: r.email_address,
      }
    : null;
}

/** The account in focus alone, for the services that act on it (validateAccountType). */
export async function findAccountInFocus(
  db: Queryable,
  userId: number,
): Promise<{ account: string | null; type: string | null } | null> {
  const profile = await findProfileInfo(db, userId);
  return profile ? { account: profile.acctInfocus, type: profile.acctInfocusType } : null;
}
