import fs from 'node:fs/promises';
import path from 'node:path';
import { planMapSchema } from '@carrier/shared/address-shopping';
import type { Tx } from './db.ts';

/** fixtures/service-addresses.json (002 §3): the address table the address check answers from. */
interface FixtureAddress {
  id: string;
  line1: string;
  unit: string | null;
  city: string;
  state: string;
  postcode: string;
  building: boolean;
  existingService: boolean;
  qualified: string;
  taxAreaId: string;
  dwellingType: string;
  livingUnitStatus: string;
  instantOn: boolean;
  uverseAvailable: boolean;
  tvQualified: boolean;
  lightSpeedEligible: boolean;
  rgSn: string | null;
}

/** fixtures/broadband-plans.json: the label feed's plans, their label versions and instant-on offerings. */
interface FixturePlan {
  uniqueId: string;
  planName: string;
  planType: string;
  marketType: string;
  family: string;
  serviceType: string;
  active: boolean;
  technologies: string[];
  offering: {
    offerId: string;
    aioOfferId: string;
    equipmentOfferId: string;
    aioDiscount: number;
    installation: number;
  } | null;
  labels: Array<{ version: number; effectiveFrom: string } & Record<string, unknown>>;
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await fs.readFile(file, 'utf8')) as T;

/** The text the type-ahead and the typed-address match read: the full address, lower case. */
export function addressSearchText(a: {
  line1: string;
  unit: string | null;
  city: string;
  state: string;
  postcode: string;
}) {
  return [a.line1, a.unit, a.city, `${a.state} ${a.postcode}`].filter(Boolean).join(', ').toLowerCase();
}

export async function loadAddressFixtures(tx: Tx, dir: string): Promise<number> {
  const addresses = await readJson<FixtureAddress[]>(path.join(dir, 'service-addresses.json'));
  // one statement for the whole table: a first start on a busy machine stays quick
  const rows = addresses.map((a) => ({ ...a, searchText: addressSearchText(a) }));
  await tx.query(
    `insert into service_addresses (address_id, address_line1, unit, city, state, postcode, search_text, is_building,
       existing_service, qualified, tax_area_id, dwelling_type, living_unit_status, instant_on, uverse_available,
       tv_qualified, lightspeed_eligible, rg_sn)
     select x.id, x.line1, x.unit, x.city, x.state, x.postcode, x."searchText", x.building, x."existingService",
            x.qualified, x."taxAreaId", x."dwellingType", x."livingUnitStatus", x."instantOn", x."uverseAvailable",
            x."tvQualified", x."lightSpeedEligible", x."rgSn"
       from jsonb_to_recordset($1::jsonb) as x(id text, line1 text, unit text, city text, state text, postcode text,
            "searchText" text, building boolean, "existingService" boolean, qualified text, "taxAreaId" text,
            "dwellingType" text, "livingUnitStatus" text, "instantOn" boolean, "uverseAvailable" boolean,
            "tvQualified" boolean, "lightSpeedEligible" boolean, "rgSn" text)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );

  const plans = await readJson<FixturePlan[]>(path.join(dir, 'broadband-plans.json'));
  for (const p of plans) {
    const o = p.offering;
    await tx.query(
      `insert into broadband_plans (unique_id, plan_name, plan_type, market_type, family, service_type, active,
         technologies, offer_id, aio_offer_id, equipment_offer_id, aio_discount, installation)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
      [
        p.uniqueId,
        p.planName,
        p.planType,
        p.marketType,
        p.family,
        p.serviceType,
        p.active,
        p.technologies,
        o?.offerId ?? null,
        o?.aioOfferId ?? null,
        o?.equipmentOfferId ?? null,
        o?.aioDiscount ?? 0,
        o?.installation ?? 0,
      ],
    );
    for (const label of p.labels) {
      await tx.query(
        `insert into broadband_labels (unique_id, version, effective_from, label) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [p.uniqueId, label.version, label.effectiveFrom, JSON.stringify(label)],
      );
    }
  }

  const map = planMapSchema.parse(await readJson<unknown>(path.join(dir, 'nl-plans-map.json')));
  await tx.query(`insert into plan_maps (name, document) values ('nl-plans-map', $1) on conflict do nothing`, [
    JSON.stringify(map),
  ]);
  return addresses.length + plans.length + 1;
}
