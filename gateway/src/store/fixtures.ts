import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { frameDocumentSchema, pageDocumentSchema } from '@carrier/shared/content';
import type { Db, Tx } from './db.ts';
import { loadConnectedCarFixtures } from './connected-car-fixtures.ts';
import { hashPassword } from '../sessions/passwords.ts';
import { newToken } from '../landing-token.ts';
import { loadEligibilityFixtures, loadEnrollmentFixtures, loadReviewFixtures } from './enrollment-fixtures.ts';
import { loadOfferFixtures } from './offer-fixtures.ts';
import { loadAddressFixtures } from './address-fixtures.ts';

/**
 * Loads fixtures/ on the first start. Each set is recorded in fixture_sets and never loaded again, and rows use
 * "on conflict do nothing", so fixtures never overwrite live data.
 */
interface FixtureUser {
  username: string;
  displayName: string;
  kind: 'employee' | 'customer';
  roles: string[];
}
interface FixtureProfile {
  id: string;
  status: string;
  name: string;
  friendlyName: string;
  onlExpStatus: string;
  onlExpStatusChangeReason: string | null;
  tokenTimeStamp: string | null;
  hasToken: boolean;
  contractType: string | null;
  agreementType: string | null;
  liabilityType: string | null;
  affinityTags: string[];
  contactInformation: { employeeName: string | null; emailAddress: string | null; workPhone: string | null };
  promotions: { isWaivedActivationFees: boolean | null; isWaivedUpgradeFees: boolean | null; discounts: unknown[] };
}
interface FixtureOrganisation {
  orgId: string;
  orgName: string;
}
interface FixtureCustomer {
  username: string;
  user: {
    firstName: string;
    lastName: string;
    emailAddress: string;
    phoneNumber: string;
    slid: string;
    billingFullName: string;
  };
  services: Array<{
    product: string;
    productOption: string;
    productKey: string;
    service: string;
    accountNumber: string;
    uverseProductOptions: string[];
    ctn: Array<{
      ctn: string;
      status: string;
      statusReasonCode: string;
      subscriberName: { firstName: string };
      model: string;
    }>;
  }>;
}
interface FixtureAuthDetails {
  username: string;
  hasBsseWireless: boolean;
  acctInfocusType: string;
  fanId: string | null;
}
interface FixtureGroup {
  groupId: string;
  isWebEnabled: boolean;
  isList: boolean;
  webStatusReason: string | null;
  fanIds: string[];
}

interface FixturePickup {
  stores: Array<{ storeId: string; name: string; phone: string; notificationsEnabled: boolean }>;
  orders: Array<{ orderId: string; storeId: string; locationId: string; status: string; customerName: string }>;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

async function once(db: Db, name: string, load: (tx: Tx) => Promise<number>, log: FastifyBaseLogger) {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727275)');
    const done = await tx.query('select 1 from fixture_sets where name = $1', [name]);
    if (done.rows.length > 0) return;
    const count = await load(tx);
    await tx.query('insert into fixture_sets (name) values ($1)', [name]);
    log.info({ fixtureSet: name, rows: count }, 'fixtures loaded');
  });
}

export async function loadFixtures(db: Db, dir: string, password: string, log: FastifyBaseLogger): Promise<void> {
  const loadUsers = async (tx: Tx) => {
    const users = await readJson<FixtureUser[]>(path.join(dir, 'users.json'));
    for (const u of users) {
      await tx.query(
        `insert into users (username, display_name, kind, roles, password_hash, password_origin)
         values ($1, $2, $3, $4, $5, 'fixture') on conflict (username) do nothing`,
        [u.username, u.displayName, u.kind, u.roles, await hashPassword(password)],
      );
    }
    return users.length;
  };
  await once(db, 'users', loadUsers, log);
  // 000 §2: the self-service customers joined users.json later; a store seeded before them gets only the new ones.
  await once(db, 'users-self-service', loadUsers, log);

  await once(
    db,
    'fan-profiles',
    async (tx) => {
      const profiles = await readJson<FixtureProfile[]>(path.join(dir, 'fan-profiles.json'));
      for (const p of profiles) {
        await tx.query(
          `insert into fan_profiles (id, status, name, friendly_name, onl_exp_status, onl_exp_status_reason, token,
           token_created_at, contract_type, agreement_type, liability_type, affinity_tags, contact_name, contact_email,
           contact_work_phone, waived_activation_fees, waived_upgrade_fees, discounts)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) on conflict (id) do nothing`,
          [
            p.id,
            p.status,
            p.name,
            p.friendlyName,
            p.onlExpStatus,
            p.onlExpStatusChangeReason,
            p.hasToken ? newToken() : null,
            p.hasToken ? (p.tokenTimeStamp ?? new Date().toISOString()) : null,
            p.contractType,
            p.agreementType,
            p.liabilityType,
            p.affinityTags,
            p.contactInformation.employeeName,
            p.contactInformation.emailAddress,
            p.contactInformation.workPhone,
            p.promotions.isWaivedActivationFees,
            p.promotions.isWaivedUpgradeFees,
            JSON.stringify(p.promotions.discounts),
          ],
        );
      }
      return profiles.length;
    },
    log,
  );

  await once(
    db,
    'fan-groups',
    async (tx) => {
      const groups = await readJson<FixtureGroup[]>(path.join(dir, 'fan-groups.json'));
      for (const g of groups) {
        await tx.query(
          `insert into fan_groups (group_id, is_web_enabled, web_status_reason, is_list, token, token_created_at)
         values ($1, $2, $3, $4, $5, now()) on conflict (group_id) do nothing`,
          [g.groupId, g.isWebEnabled, g.webStatusReason, g.isList, newToken()],
        );
        for (const fanId of g.fanIds) {
          await tx.query('insert into fan_group_members (group_id, fan_id) values ($1, $2) on conflict do nothing', [
            g.groupId,
            fanId,
          ]);
        }
      }
      return groups.length;
    },
    log,
  );

  const loadPages = async (tx: Tx) => {
    const contentDir = path.join(dir, 'content');
    const files = (await fs.readdir(contentDir)).filter((f) => f.endsWith('.json') && !isFrameFile(f)).sort();
    for (const file of files) {
      // A document that does not match the schema stops start-up here rather than breaking a page later.
      const doc = pageDocumentSchema.parse(await readJson(path.join(contentDir, file)));
      await tx.query(
        'insert into content_documents (path, locale, document) values ($1, $2, $3) on conflict do nothing',
        [doc.path, doc.locale, JSON.stringify(doc)],
      );
    }
    return files.length;
  };
  await once(db, 'content', loadPages, log);
  // The section landing pages, legal pages and Spanish documents came later; a store seeded before them gets only
  // the new ones (a stored document is never replaced).
  await once(db, 'content-site-pages', loadPages, log);
  // 002 §2.5 the Signature offers page came later still.
  await once(db, 'content-signature-offers', loadPages, log);

  // The site frame (header navigation and footer) per locale: its own set, so a store loaded before it gets it too.
  await once(
    db,
    'content-frame',
    async (tx) => {
      const contentDir = path.join(dir, 'content');
      const files = (await fs.readdir(contentDir)).filter(isFrameFile).sort();
      for (const file of files) {
        const doc = frameDocumentSchema.parse(await readJson(path.join(contentDir, file)));
        await tx.query('insert into content_frames (locale, document) values ($1, $2) on conflict do nothing', [
          doc.locale,
          JSON.stringify(doc),
        ]);
      }
      return files.length;
    },
    log,
  );

  // 002 §3, §7: the organisations behind the generic form's type-ahead search.
  await once(
    db,
    'organisations',
    async (tx) => {
      const organisations = await readJson<FixtureOrganisation[]>(path.join(dir, 'organisations.json'));
      for (const o of organisations) {
        await tx.query('insert into organisations (org_id, org_name) values ($1, $2) on conflict do nothing', [
          o.orgId,
          o.orgName,
        ]);
      }
      return organisations.length;
    },
    log,
  );

  // 000 §3: the fixture customers' profiles, services and lines (profile/no-cases).
  await once(
    db,
    'customer-accounts',
    async (tx) => {
      const customers = await readJson<FixtureCustomer[]>(path.join(dir, 'customer-accounts.json'));
      for (const c of customers) {
        const user = await tx.query<{ id: string }>('select id::text from users where username = $1', [c.username]);
        const userId = user.rows[0]?.id;
        if (!userId) throw new Error(`customer-accounts.json names ${c.username}, who is not in users.json`);
        const u = c.user;
        await tx.query(
          `insert into customer_profiles (user_id, first_name, last_name, email_address, phone_number, slid, billing_full_name)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
          [userId, u.firstName, u.lastName, u.emailAddress, u.phoneNumber, u.slid, u.billingFullName],
        );
        for (const [position, s] of c.services.entries()) {
          const inserted = await tx.query<{ id: string }>(
            `insert into customer_services (user_id, position, product, product_option, product_key, service, account_number, uverse_product_options)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (product_key) do nothing returning id::text`,
            [
              userId,
              position,
              s.product,
              s.productOption,
              s.productKey,
              s.service,
              s.accountNumber,
              s.uverseProductOptions,
            ],
          );
          const serviceId = inserted.rows[0]?.id;
          if (!serviceId) continue;
          for (const [linePosition, l] of s.ctn.entries()) {
            await tx.query(
              `insert into customer_lines (service_id, position, ctn, status, status_reason_code, subscriber_first_name, model)
             values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
              [serviceId, linePosition, l.ctn, l.status, l.statusReasonCode, l.subscriberName.firstName, l.model],
            );
          }
        }
      }
      return customers.length;
    },
    log,
  );

  // 002 §6: what the auth-details call answers for the fixture customers.
  await once(
    db,
    'customer-auth-details',
    async (tx) => {
      const details = await readJson<FixtureAuthDetails[]>(path.join(dir, 'customer-auth-details.json'));
      for (const d of details) {
        await tx.query(
          `insert into customer_auth_details (user_id, has_bsse_wireless, acct_infocus_type, fan_id)
         select id, $2, $3, $4 from users where username = $1 on conflict do nothing`,
          [d.username, d.hasBsseWireless, d.acctInfocusType, d.fanId],
        );
      }
      return details.length;
    },
    log,
  );

  // 002 §2.2: the connected-car offer's decoder tables and the connected-vehicle platform's vehicles.
  await once(db, 'connected-car', (tx) => loadConnectedCarFixtures(tx, dir), log);
  // 002 §2.2: its content pages, for a store seeded before them (a stored document is never replaced).
  await once(db, 'content-connected-car', loadPages, log);

  // 001: the discount-program enrollment's accounts, orders, verifications and benefits.
  await once(db, 'discount-program', (tx) => loadEnrollmentFixtures(tx, dir), log);
  // 001: each segment's eligibility records, which verification decides by.
  await once(db, 'discount-program-eligibility', (tx) => loadEligibilityFixtures(tx, dir), log);
  // 001: verifications pending review with their uploaded documents (the console's review queue).
  await once(db, 'discount-program-reviews', (tx) => loadReviewFixtures(tx, dir), log);
  // 002 §2.5 the offer tiles, their tabs and legal texts, referrals and the signature hero's offers.
  await once(db, 'offers', (tx) => loadOfferFixtures(tx, dir), log);

  // 002 §2.8: the pickup stores and their online orders, one in every status the check-in answers.
  await once(
    db,
    'pickup-orders',
    async (tx) => {
      const pickup = await readJson<FixturePickup>(path.join(dir, 'pickup-orders.json'));
      for (const s of pickup.stores) {
        await tx.query(
          `insert into pickup_stores (store_id, name, phone, notifications_enabled) values ($1, $2, $3, $4)
           on conflict do nothing`,
          [s.storeId, s.name, s.phone, s.notificationsEnabled],
        );
      }
      for (const o of pickup.orders) {
        await tx.query(
          `insert into pickup_orders (order_id, store_id, location_id, status, customer_name) values ($1, $2, $3, $4, $5)
           on conflict do nothing`,
          [o.orderId, o.storeId, o.locationId, o.status, o.customerName],
        );
      }
      return pickup.orders.length;
    },
    log,
  );
  // 002 §2.7, §2.8: the escalation and curbside pages came later; a store seeded before them gets only the new ones.
  await once(db, 'content-escalation-curbside', loadPages, log);
  // 002 §2.1, §2.6: the address table, the label feed's plans with their labels, and the plan map.
  await once(db, 'address-shopping', (tx) => loadAddressFixtures(tx, dir), log);
}

/** fixtures/content/site-frame.<locale>.json: the site frame; every other .json there is a page document. */
function isFrameFile(file: string): boolean {
  return /^site-frame\.[a-z-]+\.json$/.test(file);
}
