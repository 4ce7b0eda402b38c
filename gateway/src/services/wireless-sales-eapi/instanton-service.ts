import { randomBytes } from 'node:crypto';
import {
  instantOnEligibility,
  monthlyWithBundle,
  priceOf,
  roundPrice,
  type AddToCartRequest,
  type CartResponse,
} from '@carrier/shared/address-shopping';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { checkAddress } from '../address-qualification/index.ts';
import { baseOffers, noData } from './baseoffers-service.ts';
import { findCart, insertCart, type CartLine } from './instanton-store.ts';

/**
 * 002 §2.6, §3, §5 instant-on add to cart: the address is checked again and must pass every eligibility rule (a
 * failure answers its §8 key as the errorId); the items must be one offering sold there, optionally its gateway
 * and its all-in-one option. The cart is stored with its priced lines before the answer.
 */
export async function addToCart(db: Queryable, body: AddToCartRequest): Promise<{ cartId: string }> {
  const check = await checkAddress(db, { addressId: body.addressId });
  if (check.status !== 'SUCCESS') throw noData();
  const eligibility = instantOnEligibility(check);
  if (!eligibility.ok) throw new HttpError(409, eligibility.key, 'This address cannot get instant-on service.');

  const offerings = await baseOffers(db, body.addressId);
  const main = body.items.filter((i) => i.itemType === 'productOffering');
  const offering = main.length === 1 ? offerings.find((o) => o.id === main[0]!.offerId) : undefined;
  if (!offering) throw new HttpError(400, 'Error', 'Choose one plan offered at this address.');

  const allInOne = body.items.some((i) => i.itemType === 'productOfferingGroupOption');
  const lines: CartLine[] = [
    {
      itemType: 'productOffering',
      offerId: offering.id,
      name: offering.name,
      monthly: monthlyWithBundle(offering, allInOne),
      oneTime: priceOf(offering.productOfferingTotalPrice, 'OC'),
    },
  ];
  for (const item of body.items) {
    if (item.itemType === 'productOffering') continue;
    const pool =
      item.itemType === 'bundledProductOffering'
        ? offering.bundledProductOffering
        : offering.bundledProductOfferingGroupOption;
    const child = pool.find((c) => c.id === item.offerId);
    if (!child) throw new HttpError(400, 'Error', `The item ${item.offerId} does not belong to ${offering.name}.`);
    if (lines.some((l) => l.offerId === child.id)) continue;
    // the all-in-one discount is in the plan's monthly price already
    lines.push({ itemType: item.itemType, offerId: child.id, name: child.name, monthly: 0, oneTime: 0 });
  }

  const cartId = randomBytes(18).toString('base64url');
  await insertCart(db, {
    cartId,
    addressId: body.addressId,
    fullAddress: check.validAddress?.fullAddress ?? body.addressId,
    source: body.source ?? null,
    payload: body,
    lines,
  });
  return { cartId };
}

/** The cart page's read of a stored cart. */
export async function readCart(db: Queryable, cartId: string): Promise<CartResponse['content']> {
  const cart = await findCart(db, cartId);
  if (!cart) throw noData();
  return {
    cartId: cart.cart_id,
    fullAddress: cart.full_address,
    source: cart.source,
    createdAt: cart.created_at.toISOString(),
    items: cart.lines,
    monthlyTotal: roundPrice(cart.lines.reduce((s, l) => s + l.monthly, 0)),
    oneTimeTotal: roundPrice(cart.lines.reduce((s, l) => s + l.oneTime, 0)),
  };
}
