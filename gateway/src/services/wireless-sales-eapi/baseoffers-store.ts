import type { Queryable } from '../../store/db.ts';

export interface OfferingRow {
  unique_id: string;
  plan_name: string;
  plan_type: string;
  offer_id: string;
  aio_offer_id: string | null;
  equipment_offer_id: string | null;
  aio_discount: string;
  installation: string;
  monthly_price: number;
  download_mbps: number;
}

/**
 * Home internet offerings sold at a qualification, each priced from its current broadband label (so the label a
 * visitor reads and the price in the cart agree).
 */
export async function offeringsFor(db: Queryable, qualified: string): Promise<OfferingRow[]> {
  const { rows } = await db.query<OfferingRow>(
    `select p.unique_id, p.plan_name, p.plan_type, p.offer_id, p.aio_offer_id, p.equipment_offer_id,
            p.aio_discount::text as aio_discount, p.installation::text as installation,
            (l.label->>'monthlyPrice')::float8 as monthly_price,
            (l.label->'speeds'->>'downloadMbps')::float8 as download_mbps
       from broadband_plans p
       join lateral (
         select label from broadband_labels
          where unique_id = p.unique_id and effective_from <= now()
          order by version desc limit 1
       ) l on true
      where p.family = 'wireline' and p.active and p.offer_id is not null and $1 = any (p.technologies)
      order by monthly_price, p.plan_name`,
    [qualified],
  );
  return rows;
}
