import type { Queryable } from '../../store/db.ts';

export interface PlanRow {
  unique_id: string;
  plan_name: string;
  plan_type: string;
  market_type: string;
  family: string;
  service_type: 'Fixed' | 'Mobile';
  label: Record<string, unknown>;
}

/**
 * Active plans of a service type, each with its current label: the latest version already in effect (a version
 * dated later waits for its day).
 */
export async function activePlans(db: Queryable, serviceType: 'Fixed' | 'Mobile'): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(
    `select p.unique_id, p.plan_name, p.plan_type, p.market_type, p.family, p.service_type, l.label
       from broadband_plans p
       join lateral (
         select label from broadband_labels
          where unique_id = p.unique_id and effective_from <= now()
          order by version desc limit 1
       ) l on true
      where p.service_type = $1 and p.active
      order by p.plan_name`,
    [serviceType],
  );
  return rows;
}

export interface LabelVersionRow {
  version: number;
  effective_from: Date;
  label: Record<string, unknown>;
}

/** Every version of a plan's label in effect by now, newest first. */
export async function labelVersions(db: Queryable, uniqueId: string): Promise<LabelVersionRow[]> {
  const { rows } = await db.query<LabelVersionRow>(
    `select version, effective_from, label from broadband_labels
      where unique_id = $1 and effective_from <= now() order by version desc`,
    [uniqueId],
  );
  return rows;
}
