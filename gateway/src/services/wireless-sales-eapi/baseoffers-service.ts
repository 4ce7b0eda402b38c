import { roundPrice, type OfferingPrice, type ProductOffering } from '@carrier/shared/address-shopping';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { checkAddress } from '../address-qualification/index.ts';
import { offeringsFor, type OfferingRow } from './baseoffers-store.ts';

/** 002 §8: baseoffers and add-to-cart failures fall back to errorId 'Error', message 'No data found', status 404. */
export const noData = () => new HttpError(404, 'Error', 'No data found');

const price = (priceType: 'RC' | 'OC', value: number): OfferingPrice => {
  const amount = { dutyFreeAmount: { value: roundPrice(value), unit: 'USD' } };
  return { priceType, price: amount, finalPrice: amount };
};

/** 002 §3 product offering, from a plan's offering and its current label. */
export function toOffering(row: OfferingRow): ProductOffering {
  return {
    id: row.offer_id,
    name: row.plan_name,
    productOfferingType: row.plan_type,
    uniqueId: row.unique_id,
    downloadMbps: row.download_mbps,
    productOfferingTotalPrice: [price('RC', row.monthly_price), price('OC', Number(row.installation))],
    bundledProductOffering: row.equipment_offer_id
      ? [{ id: row.equipment_offer_id, name: 'Wi-Fi gateway', productOfferingTotalPrice: [price('RC', 0)] }]
      : [],
    bundledProductOfferingGroupOption: row.aio_offer_id
      ? [
          {
            id: row.aio_offer_id,
            name: 'All-in-one discount',
            productOfferingTotalPrice: [price('RC', Number(row.aio_discount))],
          },
        ]
      : [],
  };
}

/**
 * 002 §7 baseoffers: the broadband plans (category BB_Plans) for a place, the address id of a successful check.
 * An unknown place, or one whose check is not a success, has no offers.
 */
export async function baseOffers(db: Queryable, placeId: string): Promise<ProductOffering[]> {
  const check = await checkAddress(db, { addressId: placeId });
  if (check.status !== 'SUCCESS' || !check.qualified) throw noData();
  const rows = await offeringsFor(db, check.qualified);
  if (rows.length === 0) throw noData();
  return rows.map(toOffering);
}
