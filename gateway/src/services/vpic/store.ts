import type { Queryable } from '../../store/db.ts';

export interface DecoderRow {
  make: string;
  manufacturer_name: string;
  vehicle_type: string;
  model: string | null;
  engine_manufacturer: string | null;
}

/** The maker of a World Manufacturer Identifier, and the model its VIN positions 4–5 name (when the table has it). */
export async function findDecoding(db: Queryable, wmi: string, modelCode: string): Promise<DecoderRow | null> {
  const { rows } = await db.query<DecoderRow>(
    `select m.make, m.manufacturer_name, m.vehicle_type, d.model, d.engine_manufacturer
       from vehicle_manufacturers m
       left join vehicle_models d on d.wmi = m.wmi and d.model_code = $2
      where m.wmi = $1`,
    [wmi, modelCode],
  );
  return rows[0] ?? null;
}
