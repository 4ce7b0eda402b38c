import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlanStatus } from '@carrier/shared/connected-car';
import type { Tx } from './db.ts';

/** fixtures/vehicle-decoder.json and connected-vehicles.json (002 §2.2): the decoder's tables, the platform's vehicles. */
interface FixtureDecoder {
  manufacturers: Array<{ wmi: string; make: string; manufacturerName: string; vehicleType: string }>;
  models: Array<{ wmi: string; modelCode: string; model: string; engineManufacturer: string | null }>;
}
interface FixtureVehicle {
  vin: string;
  evin: string | null;
  tenant: string;
  soldInCountry: string;
  deviceType: string | null;
  canRegister: boolean | null;
  retailAllowed: boolean | null;
  trialName: string | null;
  status: { trial: PlanStatus; shared: PlanStatus; postpaid: PlanStatus; prepaid: PlanStatus };
  platformError: number | null;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

export async function loadConnectedCarFixtures(tx: Tx, dir: string): Promise<number> {
  const decoder = await readJson<FixtureDecoder>(path.join(dir, 'vehicle-decoder.json'));
  for (const m of decoder.manufacturers) {
    await tx.query(
      `insert into vehicle_manufacturers (wmi, make, manufacturer_name, vehicle_type) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [m.wmi, m.make, m.manufacturerName, m.vehicleType],
    );
  }
  for (const m of decoder.models) {
    await tx.query(
      `insert into vehicle_models (wmi, model_code, model, engine_manufacturer) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [m.wmi, m.modelCode, m.model, m.engineManufacturer],
    );
  }
  const vehicles = await readJson<FixtureVehicle[]>(path.join(dir, 'connected-vehicles.json'));
  for (const v of vehicles) {
    await tx.query(
      `insert into connected_vehicles (vin, evin, tenant, sold_in_country, device_type, can_register, retail_allowed,
         trial_name, trial_status, shared_status, postpaid_status, prepaid_status, platform_error)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
      [
        v.vin,
        v.evin,
        v.tenant,
        v.soldInCountry,
        v.deviceType,
        v.canRegister,
        v.retailAllowed,
        v.trialName,
        v.status.trial,
        v.status.shared,
        v.status.postpaid,
        v.status.prepaid,
        v.platformError,
      ],
    );
  }
  return decoder.manufacturers.length + decoder.models.length + vehicles.length;
}
