import type { Queryable } from '../../store/db.ts';

/** The verification search's one-time codes (verification_codes). */
export interface CodeRecord {
  email: string;
  segment: string;
  codeHash: string;
}

export async function insertCode(
  db: Queryable,
  c: { otpId: string; email: string; segment: string; codeHash: string; validMinutes: number },
): Promise<void> {
  await db.query(
    `insert into verification_codes (otp_id, email, segment, code_hash, valid_until)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [c.otpId, c.email, c.segment, c.codeHash, c.validMinutes],
  );
  // expired codes are of no use to anyone: cleared now and then
  await db.query("delete from verification_codes where valid_until < now() - interval '1 day'");
}

/**
 * Counts one answer against a live code (unused, in time, attempts left) and returns it; null when there is no
 * such code. Counting comes first, in one statement, so parallel guesses on two gateways all count.
 */
export async function countAnswer(db: Queryable, otpId: string, maxAttempts: number): Promise<CodeRecord | null> {
  const { rows } = await db.query<CodeRecord>(
    `update verification_codes set attempts = attempts + 1
      where otp_id = $1 and used_at is null and valid_until > now() and attempts < $2
      returning email, segment, code_hash as "codeHash"`,
    [otpId, maxAttempts],
  );
  return rows[0] ?? null;
}

/** Uses the code up; false when another request used it first. */
export async function useCode(db: Queryable, otpId: string, codeHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `update verification_codes set used_at = now()
      where otp_id = $1 and code_hash = $2 and used_at is null returning 1 as used`,
    [otpId, codeHash],
  );
  return rows.length === 1;
}

/** 'Send email again': a new code in place of the old (void from now), with fresh time and attempts. */
export async function replaceCode(
  db: Queryable,
  otpId: string,
  codeHash: string,
  validMinutes: number,
  maxResends: number,
): Promise<{ email: string } | null> {
  const { rows } = await db.query<{ email: string }>(
    `update verification_codes
        set code_hash = $2, attempts = 0, resends = resends + 1, valid_until = now() + make_interval(mins => $3)
      where otp_id = $1 and used_at is null and resends < $4
      returning email`,
    [otpId, codeHash, validMinutes, maxResends],
  );
  return rows[0] ?? null;
}
