import type { Queryable } from '../../store/db.ts';

/** Enrollment orders (one per account) and soft-authentication proofs. */
export interface EnrollmentOrder {
  customerOrderNumber: string;
  billingAccountNumber: string;
  fanNumber: string;
}

export async function findOrder(db: Queryable, billingAccountNumber: string): Promise<EnrollmentOrder | null> {
  const { rows } = await db.query<{
    customer_order_number: string;
    billing_account_number: string;
    fan_number: string;
  }>(
    `select customer_order_number, billing_account_number, fan_number from enrollment_orders
      where billing_account_number = $1`,
    [billingAccountNumber],
  );
  const r = rows[0];
  return r
    ? {
        customerOrderNumber: r.customer_order_number,
        billingAccountNumber: r.billing_account_number,
        fanNumber: r.fan_number,
      }
    : null;
}

/** The enrollment order each of these verifications led to (verification id → customer order number). */
export async function orderNumbersOf(db: Queryable, verificationIds: string[]): Promise<Map<string, string>> {
  if (verificationIds.length === 0) return new Map();
  const { rows } = await db.query<{ verification_id: string; customer_order_number: string }>(
    `select verification_id, customer_order_number from enrollment_orders where verification_id = any($1::text[])`,
    [verificationIds],
  );
  return new Map(rows.map((r) => [r.verification_id, r.customer_order_number]));
}

export async function nextOrderSequence(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`select nextval('enrollment_order_seq')::text as n`);
  return Number(rows[0]!.n);
}

export interface NewOrder extends EnrollmentOrder {
  verificationId?: string | undefined;
  emailId?: string | undefined;
  wirelessNumber?: string | undefined;
  source: string;
  isTokenFlow?: boolean | undefined;
  provenBy: 'signed-in' | 'soft-auth';
}

/** Stores an order unless the account has one already (two submits at once: the first wins); true when stored. */
export async function insertOrder(db: Queryable, o: NewOrder): Promise<boolean> {
  const { rows } = await db.query(
    `insert into enrollment_orders (customer_order_number, billing_account_number, fan_number, verification_id,
       email_id, wireless_number, source, is_token_flow, proven_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (billing_account_number) do nothing returning customer_order_number`,
    [
      o.customerOrderNumber,
      o.billingAccountNumber,
      o.fanNumber,
      o.verificationId ?? null,
      o.emailId ?? null,
      o.wirelessNumber ?? null,
      o.source,
      o.isTokenFlow ?? null,
      o.provenBy,
    ],
  );
  return rows.length === 1;
}

export async function insertProof(
  db: Queryable,
  tokenHash: string,
  billingAccountNumber: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('insert into soft_auth_proofs (token_hash, billing_account_number, expires_at) values ($1, $2, $3)', [
    tokenHash,
    billingAccountNumber,
    expiresAt,
  ]);
  if (Math.random() < 0.02) await db.query('delete from soft_auth_proofs where expires_at < now()');
}

/** The account a browser's proof token proved, while the proof lasts. */
export async function provenAccount(db: Queryable, tokenHash: string): Promise<string | null> {
  const { rows } = await db.query<{ billing_account_number: string }>(
    'select billing_account_number from soft_auth_proofs where token_hash = $1 and expires_at > now()',
    [tokenHash],
  );
  return rows[0]?.billing_account_number ?? null;
}
