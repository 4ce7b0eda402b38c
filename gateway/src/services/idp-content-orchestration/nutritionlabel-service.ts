import { broadbandLabelSchema, type BroadbandLabel, type PlanRecord } from '@carrier/shared/address-shopping';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { activePlans, labelVersions } from './nutritionlabel-store.ts';

/** 002 §8: label feed errors default to errorId 'Error', message 'No data found', status 404. */
const noData = () => new HttpError(404, 'Error', 'No data found');

/** 002 §7 the label feed's 'cms-feed': the active plans of a service type, each with its current label. */
export async function labelFeed(db: Queryable, serviceType: 'Fixed' | 'Mobile'): Promise<PlanRecord[]> {
  const rows = await activePlans(db, serviceType);
  return rows.map((p) => ({
    planName: p.plan_name,
    planIds: [{ uniqueID: p.unique_id }],
    planType: p.plan_type,
    marketType: p.market_type,
    lob: p.service_type === 'Fixed' ? ('wireline' as const) : ('wireless' as const),
    label: broadbandLabelSchema.parse(p.label),
  }));
}

/** The label of a unique plan id: its current version, or the version asked for (past versions stay). */
export async function labelFor(db: Queryable, uniqueId: string, version?: number): Promise<BroadbandLabel> {
  const versions = await labelVersions(db, uniqueId);
  const row = version === undefined ? versions[0] : versions.find((v) => v.version === version);
  if (!row) throw noData();
  return broadbandLabelSchema.parse(row.label);
}

export async function labelHistory(db: Queryable, uniqueId: string) {
  const versions = await labelVersions(db, uniqueId);
  if (versions.length === 0) throw noData();
  return {
    uniqueId,
    current: versions[0]!.version,
    versions: versions.map((v) => ({
      version: v.version,
      effectiveFrom: v.effective_from.toISOString(),
      monthlyPrice: broadbandLabelSchema.parse(v.label).monthlyPrice,
    })),
  };
}
