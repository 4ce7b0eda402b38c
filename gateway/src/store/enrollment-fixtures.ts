import fs from 'node:fs/promises';
import path from 'node:path';
import { benefitsContentSchema, nameKey } from '@carrier/shared/discount-program';
import type { Tx } from './db.ts';
import { StoreFileStore } from '../files/file-store.ts';
import { hashPassword } from '../sessions/passwords.ts';

/** fixtures/enrollment-*.json (001): wireless accounts, accounts in focus, orders, verifications and benefits. */
interface FixtureAccount {
  billingAccountNumber: string;
  billingMarket: string;
  accountKind: string;
  ownerUsername: string | null;
  wirelessNumbers: string[];
  ssnLast4: string;
  accountZip: string;
  billingFirstName: string;
  billingLastName: string;
  emailAddress: string;
  address: { addressLine1: string; addressLine2: string; city: string; state: string; zipCode: string };
  linkedFan: string | null;
  currentDiscount: string;
  reviewErrorId: string | null;
}
interface FixtureProfile {
  username: string;
  acctInFocus: string | null;
  acctInFocusType: string | null;
  firstName: string;
  lastName: string;
  emailAddress: string;
}
interface FixtureOrder {
  customerOrderNumber: string;
  billingAccountNumber: string;
  fanNumber: string;
  verificationId: string | null;
  emailId: string | null;
  wirelessNumber: string | null;
  source: string;
  isTokenFlow: boolean | null;
  provenBy: string;
  createdAt: string;
}
interface FixtureVerification {
  verificationId: string;
  status: string;
  segment: string;
  fanNumber: string | null;
  email: string | null;
  comboVerificationId: string | null;
  autoApproved: boolean;
  /** 001 §3 the document rejections so far (each a list of §8 reason codes); the last one was decided at seed. */
  rejectionReasons?: string[][];
}
interface FixtureOffer {
  fanNumber: string;
  pageId: string;
  content: unknown;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

const userId = `(select id from users where username = $1)`;

export async function loadEnrollmentFixtures(tx: Tx, dir: string): Promise<number> {
  const { accounts, profiles, orders } = await readJson<{
    accounts: FixtureAccount[];
    profiles: FixtureProfile[];
    orders: FixtureOrder[];
  }>(path.join(dir, 'enrollment-accounts.json'));
  for (const a of accounts) {
    await tx.query(
      `insert into wireless_accounts (billing_account_number, billing_market, account_kind, owner_user_id, ssn_hash,
         account_zip, billing_first_name, billing_last_name, email_address, address_line1, address_line2, city, state,
         zip_code, linked_fan, current_discount, review_error_id)
       values ($2, $3, $4, ${userId}, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       on conflict do nothing`,
      [
        a.ownerUsername,
        a.billingAccountNumber,
        a.billingMarket,
        a.accountKind,
        await hashPassword(a.ssnLast4),
        a.accountZip,
        a.billingFirstName,
        a.billingLastName,
        a.emailAddress,
        a.address.addressLine1,
        a.address.addressLine2,
        a.address.city,
        a.address.state,
        a.address.zipCode,
        a.linkedFan,
        a.currentDiscount,
        a.reviewErrorId,
      ],
    );
    for (const n of a.wirelessNumbers) {
      await tx.query(
        'insert into wireless_numbers (wireless_number, billing_account_number) values ($1, $2) on conflict do nothing',
        [n, a.billingAccountNumber],
      );
    }
  }
  for (const p of profiles) {
    await tx.query(
      `insert into account_profiles (user_id, acct_in_focus, acct_in_focus_type, first_name, last_name, email_address)
       select id, $2, $3, $4, $5, $6 from users where username = $1 on conflict do nothing`,
      [p.username, p.acctInFocus, p.acctInFocusType, p.firstName, p.lastName, p.emailAddress],
    );
  }
  for (const o of orders) {
    await tx.query(
      `insert into enrollment_orders (customer_order_number, billing_account_number, fan_number, verification_id,
         email_id, wireless_number, source, is_token_flow, proven_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [
        o.customerOrderNumber,
        o.billingAccountNumber,
        o.fanNumber,
        o.verificationId,
        o.emailId,
        o.wirelessNumber,
        o.source,
        o.isTokenFlow,
        o.provenBy,
        o.createdAt,
      ],
    );
  }
  const verifications = await readJson<FixtureVerification[]>(path.join(dir, 'enrollment-verifications.json'));
  for (const v of verifications) {
    await tx.query(
      `insert into verifications (verification_id, segment, status, fan_number, email, combo_verification_id, auto_approved,
         rejection_reasons, decided_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, case when $9 then now() end) on conflict do nothing`,
      [
        v.verificationId,
        v.segment,
        v.status,
        v.fanNumber,
        v.email,
        v.comboVerificationId,
        v.autoApproved,
        JSON.stringify(v.rejectionReasons ?? []),
        (v.rejectionReasons ?? []).length > 0,
      ],
    );
  }
  const offers = await readJson<FixtureOffer[]>(path.join(dir, 'enrollment-benefits.json'));
  for (const o of offers) {
    // a content document that breaks the schema stops start-up here rather than breaking the benefits panel later
    const content = benefitsContentSchema.parse(o.content);
    await tx.query(
      'insert into offer_contents (fan_number, page_id, content) values ($1, $2, $3) on conflict do nothing',
      [o.fanNumber, o.pageId, JSON.stringify(content)],
    );
  }
  return accounts.length + profiles.length + orders.length + verifications.length + offers.length;
}

interface FixtureEligibility {
  segment: string;
  firstName: string;
  lastName: string;
  email: string;
  postalCode: string;
  affiliation: string;
  dateOfDischarge: string | null;
  fanNumber: string;
  enrolledFan: string | null;
}

/** fixtures/eligibility-records.json: the people each segment's verification source knows. */
export async function loadEligibilityFixtures(tx: Tx, dir: string): Promise<number> {
  const people = await readJson<FixtureEligibility[]>(path.join(dir, 'eligibility-records.json'));
  for (const p of people) {
    await tx.query(
      `insert into eligibility_records (segment, first_name, last_name, email, postal_code, affiliation,
         date_of_discharge, fan_number, enrolled_fan, name_key)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        p.segment,
        p.firstName,
        p.lastName,
        p.email,
        p.postalCode,
        p.affiliation,
        p.dateOfDischarge,
        p.fanNumber,
        p.enrolledFan,
        nameKey(p.firstName, p.lastName),
      ],
    );
  }
  return people.length;
}

interface FixtureReviewDocument {
  fileName: string;
  kind: 'png' | 'pdf' | 'jpeg' | 'gif' | 'bmp';
  mediaType: string;
}
interface FixturePendingReview {
  verificationId: string;
  segment: string;
  email: string;
  firstName: string;
  lastName: string;
  attributes: Record<string, unknown>;
  /** Files under fixtures/verification-documents/, as the customer uploaded them. */
  documents: FixtureReviewDocument[];
}

/**
 * fixtures/verification-documents.json: verifications pending review with their uploaded documents, so the console's
 * review queue has something to show on a fresh store. The bytes go to the files store as an upload's do.
 */
export async function loadReviewFixtures(tx: Tx, dir: string): Promise<number> {
  const reviews = await readJson<FixturePendingReview[]>(path.join(dir, 'verification-documents.json'));
  // the area the customer identification service keeps documents in (VERIFICATION_DOCUMENTS_AREA there)
  const files = new StoreFileStore(tx, 'verification-documents');
  for (const r of reviews) {
    await tx.query(
      `insert into verifications (verification_id, segment, status, email, first_name, last_name, attributes, source)
       values ($1, $2, 'pending', $3, $4, $5, $6, 'sales')`,
      [r.verificationId, r.segment, r.email, r.firstName, r.lastName, JSON.stringify(r.attributes)],
    );
    for (const [i, d] of r.documents.entries()) {
      const bytes = await fs.readFile(path.join(dir, 'verification-documents', d.fileName));
      const stored = await files.put(bytes, tx);
      await tx.query(
        `insert into verification_documents (verification_id, upload_id, stored_name, file_name, kind, media_type, size_bytes)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          r.verificationId,
          `fixture-upload-${r.verificationId}-${i}`.replace(/[^A-Za-z0-9_-]/g, '-'),
          stored.storedName,
          d.fileName,
          d.kind,
          d.mediaType,
          bytes.length,
        ],
      );
    }
  }
  return reviews.length;
}
