import type { Queryable } from '../../store/db.ts';

/** The carrier's wireless account records (wireless_accounts, wireless_numbers). */
export interface WirelessAccount {
  billingAccountNumber: string;
  billingMarket: string;
  accountKind: 'postpaid' | 'prepaid' | 'firstnet' | 'liberty';
  ownerUserId: number | null;
  ssnHash: string;
  accountZip: string;
  billingFirstName: string;
  billingLastName: string;
  emailAddress: string;
  address: { addressLine1: string; addressLine2: string; city: string; state: string; zipCode: string };
  linkedFan: string | null;
  currentDiscount: 'none' | 'best' | 'appreciation';
  reviewErrorId: string | null;
}

interface Row {
  billing_account_number: string;
  billing_market: string;
  account_kind: WirelessAccount['accountKind'];
  owner_user_id: string | null;
  ssn_hash: string;
  account_zip: string;
  billing_first_name: string;
  billing_last_name: string;
  email_address: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  linked_fan: string | null;
  current_discount: WirelessAccount['currentDiscount'];
  review_error_id: string | null;
}

const COLUMNS = `a.billing_account_number, a.billing_market, a.account_kind, a.owner_user_id::text, a.ssn_hash,
  a.account_zip, a.billing_first_name, a.billing_last_name, a.email_address, a.address_line1, a.address_line2, a.city,
  a.state, a.zip_code, a.linked_fan, a.current_discount, a.review_error_id`;

function toAccount(r: Row): WirelessAccount {
  return {
    billingAccountNumber: r.billing_account_number,
    billingMarket: r.billing_market,
    accountKind: r.account_kind,
    ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id),
    ssnHash: r.ssn_hash,
    accountZip: r.account_zip,
    billingFirstName: r.billing_first_name,
    billingLastName: r.billing_last_name,
    emailAddress: r.email_address,
    address: {
      addressLine1: r.address_line1,
      addressLine2: r.address_line2,
      city: r.city,
      state: r.state,
      zipCode: r.zip_code,
    },
    linkedFan: r.linked_fan,
    currentDiscount: r.current_discount,
    reviewErrorId: r.review_error_id,
  };
}

export async function findAccountByWirelessNumber(
  db: Queryable,
  wirelessNumber: string,
): Promise<WirelessAccount | null> {
  const { rows } = await db.query<Row>(
    `select ${COLUMNS} from wireless_numbers n join wireless_accounts a using (billing_account_number)
      where n.wireless_number = $1`,
    [wirelessNumber],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function findAccount(db: Queryable, billingAccountNumber: string): Promise<WirelessAccount | null> {
  const { rows } = await db.query<Row>(`select ${COLUMNS} from wireless_accounts a where billing_account_number = $1`, [
    billingAccountNumber,
  ]);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** An enrollment ties the account to its FAN and replaces any appreciation discount it had (001 §8 SIG-80014). */
export async function recordEnrollment(db: Queryable, billingAccountNumber: string, fanNumber: string): Promise<void> {
  await db.query(
    `update wireless_accounts set linked_fan = $2,
       current_discount = case when current_discount = 'appreciation' then 'none' else current_discount end
      where billing_account_number = $1`,
    [billingAccountNumber, fanNumber],
  );
}
