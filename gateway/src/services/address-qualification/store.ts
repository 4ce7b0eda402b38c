import type { Queryable } from '../../store/db.ts';

export interface AddressRow {
  address_id: string;
  address_line1: string;
  unit: string | null;
  city: string;
  state: string;
  postcode: string;
  is_building: boolean;
  existing_service: boolean;
  qualified: 'AIA' | 'FIBER_OUT_OF_FP' | 'FIBER_IN_FP' | 'HSIA';
  tax_area_id: string;
  dwelling_type: string;
  living_unit_status: string;
  instant_on: boolean;
  uverse_available: boolean;
  tv_qualified: boolean;
  lightspeed_eligible: boolean;
  rg_sn: string | null;
}

const COLUMNS = `address_id, address_line1, unit, city, state, postcode, is_building, existing_service, qualified,
  tax_area_id, dwelling_type, living_unit_status, instant_on, uverse_available, tv_qualified, lightspeed_eligible, rg_sn`;

/** A like pattern that matches the text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findAddress(db: Queryable, addressId: string): Promise<AddressRow | null> {
  const { rows } = await db.query<AddressRow>(`select ${COLUMNS} from service_addresses where address_id = $1`, [
    addressId,
  ]);
  return rows[0] ?? null;
}

export async function findAddressByRgSn(db: Queryable, rgSn: string): Promise<AddressRow | null> {
  const { rows } = await db.query<AddressRow>(`select ${COLUMNS} from service_addresses where rg_sn = $1`, [
    rgSn.toUpperCase(),
  ]);
  return rows[0] ?? null;
}

/** Rows whose full address reads exactly as the text (lower case). */
export async function findByFullText(db: Queryable, text: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `select ${COLUMNS} from service_addresses where search_text = $1 order by address_id limit 20`,
    [text],
  );
  return rows;
}

/** Street-level rows (no unit) on this street line, optionally in a city. */
export async function findByLine(db: Queryable, line1: string, city: string | null): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `select ${COLUMNS} from service_addresses
      where lower(address_line1) = $1 and unit is null and ($2::text is null or lower(city) = $2)
      order by state, city, address_id limit 20`,
    [line1, city],
  );
  return rows;
}

/** A building's units, in unit order. */
export async function unitsOf(db: Queryable, building: AddressRow): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `select ${COLUMNS} from service_addresses
      where address_line1 = $1 and city = $2 and postcode = $3 and unit is not null
      order by unit limit 200`,
    [building.address_line1, building.city, building.postcode],
  );
  return rows;
}

/** The type-ahead: addresses whose text starts with the typed text, or has a word starting with it. */
export async function searchAddresses(db: Queryable, text: string, limit: number): Promise<AddressRow[]> {
  const pattern = literal(text);
  const { rows } = await db.query<AddressRow>(
    `select ${COLUMNS} from service_addresses
      where search_text like $1 || '%' or search_text like '% ' || $1 || '%'
      order by (search_text like $1 || '%') desc, unit nulls first, search_text limit $2`,
    [pattern, limit],
  );
  return rows;
}
