import fs from 'node:fs/promises';
import path from 'node:path';
import { benefitsContentSchema } from '@carrier/shared/discount-program';
import { offerLegalSchema, offerSchema, offerTileContentSchema } from '@carrier/shared/offers';
import type { Tx } from './db.ts';

/** fixtures/offers.json (002 §2.5, §7): offer tiles and tabs, tile wording, legal texts, referrals, hero offers. */
interface OfferFixtures {
  tiles: Array<{
    locale: string;
    campaignId: string | null;
    customerTypes: string[];
    paymentTypes: string[];
    deviceTypes: string[];
    offer: unknown;
  }>;
  tabs: Array<{
    pageId: string;
    locale: string;
    position: number;
    tabName: string;
    isDefault: boolean;
    offerIds: string[];
  }>;
  tileContents: Array<{ locale: string; campaignId: string; content: unknown }>;
  legal: Array<{ legalId: string; locale: string; feed: unknown }>;
  referrals: Array<{
    referralId: string;
    serialNumber: string | null;
    placeId: string | null;
    referralCode: string;
    offer: unknown;
  }>;
  customerOffers: Array<{ fanNumber: string; pageId: string; locale: string; content: unknown }>;
}

/** Each document is parsed with the schema its call answers with, so a broken fixture stops start-up here. */
export async function loadOfferFixtures(tx: Tx, dir: string): Promise<number> {
  const f = JSON.parse(await fs.readFile(path.join(dir, 'offers.json'), 'utf8')) as OfferFixtures;
  for (const t of f.tiles) {
    const offer = offerSchema.parse(t.offer);
    await tx.query(
      `insert into offer_tiles (offer_id, locale, offer_type, marketing_priority, campaign_id, customer_types,
       payment_types, device_types, document) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [
        offer.offerID,
        t.locale,
        offer.offerType,
        offer.marketingPriority,
        t.campaignId,
        t.customerTypes,
        t.paymentTypes,
        t.deviceTypes,
        JSON.stringify(offer),
      ],
    );
  }
  for (const t of f.tabs) {
    await tx.query(
      `insert into offer_tabs (page_id, locale, position, tab_name, is_default, offer_ids)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [t.pageId, t.locale, t.position, t.tabName, t.isDefault, t.offerIds],
    );
  }
  for (const c of f.tileContents) {
    await tx.query(
      'insert into offer_tile_contents (locale, campaign_id, document) values ($1, $2, $3) on conflict do nothing',
      [c.locale, c.campaignId, JSON.stringify(offerTileContentSchema.parse(c.content))],
    );
  }
  for (const l of f.legal) {
    await tx.query(
      'insert into offer_legal_texts (legal_id, locale, feed) values ($1, $2, $3) on conflict do nothing',
      [l.legalId, l.locale, JSON.stringify(offerLegalSchema.parse(l.feed))],
    );
  }
  for (const r of f.referrals) {
    await tx.query(
      `insert into offer_referrals (referral_id, serial_number, place_id, referral_code, offer)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [r.referralId, r.serialNumber, r.placeId, r.referralCode, JSON.stringify(r.offer)],
    );
  }
  // the signature hero's TOKENLANDER offers of more FANs, each with its fan category (002 §3), per language
  for (const o of f.customerOffers) {
    await tx.query(
      'insert into offer_contents (fan_number, page_id, locale, content) values ($1, $2, $3, $4) on conflict do nothing',
      [o.fanNumber, o.pageId, o.locale, JSON.stringify(benefitsContentSchema.parse(o.content))],
    );
  }
  return f.tiles.length + f.tabs.length + f.tileContents.length + f.legal.length + f.referrals.length;
}
