import type { PlanStatus } from '@carrier/shared/connected-car';
import type { Queryable } from '../../store/db.ts';

export interface VehicleRow {
  vin: string;
  evin: string | null;
  tenant: string;
  sold_in_country: string;
  device_type: string | null;
  can_register: boolean | null;
  retail_allowed: boolean | null;
  trial_name: string | null;
  trial_status: PlanStatus;
  shared_status: PlanStatus;
  postpaid_status: PlanStatus;
  prepaid_status: PlanStatus;
  platform_error: number | null;
}

/** A vehicle the connected-vehicle platform knows, with its subscription state. */
export async function findVehicle(db: Queryable, vin: string): Promise<VehicleRow | null> {
  const { rows } = await db.query<VehicleRow>(
    `select vin, evin, tenant, sold_in_country, device_type, can_register, retail_allowed, trial_name,
            trial_status, shared_status, postpaid_status, prepaid_status, platform_error
       from connected_vehicles where vin = $1`,
    [vin],
  );
  return rows[0] ?? null;
}
