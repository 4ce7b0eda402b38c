import {
  ADDRESS_LIMITS,
  type AddressCheck,
  type AddressStatus,
  type AddressSuggestion,
  type ServiceCategory,
} from '@carrier/shared/address-shopping';
import type { Queryable } from '../../store/db.ts';
import {
  findAddress,
  findAddressByRgSn,
  findByFullText,
  findByLine,
  searchAddresses,
  unitsOf,
  type AddressRow,
} from './store.ts';

export const fullAddress = (a: Pick<AddressRow, 'address_line1' | 'unit' | 'city' | 'state' | 'postcode'>) =>
  [a.address_line1, a.unit, a.city, `${a.state} ${a.postcode}`].filter(Boolean).join(', ');

/** Typed text as the table reads it: lower case, no dots or hashes, single spaces, ', ' between parts. */
export function normaliseTyped(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.#]/g, '')
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');
}

/** What the qualification systems know of an address (002 §3 serviceQualification). */
function serviceQualification(a: AddressRow): ServiceCategory[] {
  const fiber = a.qualified === 'FIBER_IN_FP';
  return [
    {
      categoryName: 'INTERNET',
      services: [
        {
          name: 'HSIA',
          serviceType: fiber ? 'FIBER' : a.qualified === 'AIA' ? 'AIA' : 'IPBB',
          available: a.qualified !== 'FIBER_OUT_OF_FP',
        },
        { name: 'LightSpeedEligible', serviceType: 'FIBER', available: a.lightspeed_eligible },
      ],
    },
    { categoryName: 'TV', services: [{ name: 'DTV', serviceType: 'DTV', available: a.tv_qualified }] },
    { categoryName: 'UVERSE', services: [{ name: 'uverse', serviceType: 'UVERSE', available: a.uverse_available }] },
  ];
}

/** 002 §3 serviceInventory: the services already at the address. */
function serviceInventory(a: AddressRow): ServiceCategory[] {
  if (!a.existing_service) return [];
  const serviceType = a.qualified === 'FIBER_IN_FP' ? 'FIBER' : a.qualified === 'AIA' ? 'AIA' : 'IPBB';
  return [{ categoryName: 'INTERNET', services: [{ name: 'HSIA', serviceType, available: true }] }];
}

const candidate = (a: AddressRow) => ({ id: a.address_id, fullAddress: fullAddress(a), unit: a.unit });

function answer(status: AddressStatus, a: AddressRow | null, candidates: AddressRow[] = []): AddressCheck {
  return {
    status,
    qualified: a && status !== 'CLOSE_MATCH' ? a.qualified : null,
    validAddress:
      a && status !== 'CLOSE_MATCH'
        ? {
            id: a.address_id,
            fullAddress: fullAddress(a),
            addressLine1: a.address_line1,
            unit: a.unit,
            city: a.city,
            postcode: a.postcode,
            stateOrProvince: a.state,
            addressCharacteristic: [
              { name: 'city', value: a.city },
              { name: 'addressLine1', value: a.address_line1 },
              ...(a.unit ? [{ name: 'unit', value: a.unit }] : []),
            ],
          }
        : null,
    taxAreaDetails:
      a && status !== 'CLOSE_MATCH'
        ? [
            { productFamily: 'BROADBAND', taxAreaId: a.tax_area_id },
            { productFamily: 'WIRELESS', taxAreaId: a.tax_area_id },
          ]
        : [],
    serviceQualification: a && status !== 'CLOSE_MATCH' ? serviceQualification(a) : [],
    serviceInventory: a && status !== 'CLOSE_MATCH' ? serviceInventory(a) : [],
    instantHSIAOnIndicator: Boolean(a && status === 'SUCCESS' && a.instant_on),
    searchCriteria: {
      service: {
        serviceCharacteristic: a
          ? [
              { name: 'dwellingType', value: a.dwelling_type },
              { name: 'livingUnitStatus', value: a.living_unit_status },
            ]
          : [],
      },
    },
    candidates: candidates.map(candidate),
  };
}

/**
 * One address, checked: a building asks for its unit (CLOSE_MATCH_MDU, or the unit named, when the building has
 * it); an address with service answers EXISTING_SERVICE; any other, SUCCESS.
 */
async function resolve(db: Queryable, a: AddressRow, unit: string | undefined): Promise<AddressCheck> {
  if (a.is_building) {
    const units = await unitsOf(db, a);
    const wanted = unit ? normaliseUnit(unit) : null;
    const chosen = wanted ? units.find((u) => normaliseUnit(u.unit ?? '') === wanted) : undefined;
    if (!chosen) return answer('CLOSE_MATCH_MDU', a, units);
    return resolve(db, chosen, undefined);
  }
  return answer(a.existing_service ? 'EXISTING_SERVICE' : 'SUCCESS', a);
}

/** 'Apt 101', 'apt. 101', '#101' and '101' are one unit. */
function normaliseUnit(unit: string): string {
  return unit
    .toLowerCase()
    .replace(/^(apt|unit|ste|suite)\.?\s*/, '')
    .replace(/[#\s.]/g, '');
}

/** 002 §3 the address check: by id, by the gateway serial number (RG_SN), or by the address as typed. */
export async function checkAddress(
  db: Queryable,
  query: {
    addressId?: string | undefined;
    rgSn?: string | undefined;
    address?: string | undefined;
    unit?: string | undefined;
  },
): Promise<AddressCheck> {
  if (query.addressId || query.rgSn) {
    const row = query.addressId ? await findAddress(db, query.addressId) : await findAddressByRgSn(db, query.rgSn!);
    return row ? resolve(db, row, query.unit || undefined) : answer('NOMATCH', null);
  }
  const typed = normaliseTyped(query.address ?? '');
  const exact = await findByFullText(db, typed);
  if (exact.length === 1) return resolve(db, exact[0]!, query.unit || undefined);
  const [line1 = '', city = null] = typed.split(', ');
  let rows = await findByLine(db, line1, city);
  if (rows.length === 0 && city) rows = await findByLine(db, line1, null);
  if (rows.length === 1) return resolve(db, rows[0]!, query.unit || undefined);
  if (rows.length > 1) return answer('CLOSE_MATCH', null, rows);
  return answer('NOMATCH', null);
}

/** The type-ahead's suggestions (at most ADDRESS_LIMITS.suggestions). */
export async function suggestAddresses(db: Queryable, text: string): Promise<AddressSuggestion[]> {
  const typed = normaliseTyped(text);
  if (typed.length < 2) return [];
  const rows = await searchAddresses(db, typed, ADDRESS_LIMITS.suggestions);
  return rows.map((a) => ({ id: a.address_id, fullAddress: fullAddress(a) }));
}
