import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCartResponseSchema,
  baseOffersResponseSchema,
  cartResponseSchema,
  instantOnPaths,
  type AddToCartRequest,
} from '@carrier/shared/address-shopping';
import { startTestApp, type TestApp } from './support/app.ts';

/** 002 §2.6, §3, §5, §7, §8: base offers, add to cart (the eligibility rules enforced), the stored cart. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const cart = (addressId: string, items: AddToCartRequest['items'], source?: string): AddToCartRequest => ({
  addressId,
  ...(source ? { source } : {}),
  billingAccount: {
    characteristic: [
      { name: 'autopayIntent', value: true },
      { name: 'presentationMediaIntent', value: 'email' },
    ],
  },
  items,
});

describe('base offers', () => {
  it('answers the broadband plans for a fiber address, priced from their labels (RC monthly, OC one-time)', async () => {
    const res = await post(instantOnPaths.baseOffers, { placeId: 'ADR-000001', serviceType: 'ADSL' });
    expect(res.statusCode).toBe(200);
    const { content } = baseOffersResponseSchema.parse(res.json());
    expect(content.productOfferings.map((o) => o.name)).toEqual([
      'Fiber 300',
      'Fiber 500',
      'Fiber 1 GIG',
      'Fiber 2 GIG',
      'Fiber 5 GIG',
    ]);
    const f500 = content.productOfferings[1]!;
    expect(f500.productOfferingTotalPrice).toEqual([
      {
        priceType: 'RC',
        price: { dutyFreeAmount: { value: 70, unit: 'USD' } },
        finalPrice: { dutyFreeAmount: { value: 70, unit: 'USD' } },
      },
      {
        priceType: 'OC',
        price: { dutyFreeAmount: { value: 99, unit: 'USD' } },
        finalPrice: { dutyFreeAmount: { value: 99, unit: 'USD' } },
      },
    ]);
    expect(f500.bundledProductOfferingGroupOption[0]).toMatchObject({ id: 'BB-FIB0500-AIO' });
  });

  it('an unknown place, or one whose check is not a success, rejects with Error, No data found, 404', async () => {
    for (const placeId of ['ADR-999999', 'ADR-000005', 'ADR-000006']) {
      const res = await post(instantOnPaths.baseOffers, { placeId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorId: 'Error', message: 'No data found', status: 404 });
    }
  });

  it('refuses a body without a place in the one error shape', async () => {
    const res = await post(instantOnPaths.baseOffers, { serviceType: 'ADSL' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['errorId', 'message', 'status']);
  });
});

describe('add to cart', () => {
  it('stores the cart with priced lines, answers content.status SUCCESS and the cart page reads it back', async () => {
    const res = await post(
      instantOnPaths.addToCart,
      cart(
        'ADR-000001',
        [
          { itemType: 'productOffering', offerId: 'BB-FIB0500' },
          { itemType: 'bundledProductOffering', offerId: 'BB-GATEWAY' },
          { itemType: 'productOfferingGroupOption', offerId: 'BB-FIB0500-AIO' },
        ],
        'email',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { content } = addToCartResponseSchema.parse(res.json());
    expect(content.status).toBe('SUCCESS');
    const cookie = res.cookies.find((c) => c.name === 'instanton_cart')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/msapi/' });

    const read = await t.app.inject({
      method: 'GET',
      url: instantOnPaths.cart,
      cookies: { instanton_cart: cookie.value },
    });
    const stored = cartResponseSchema.parse(read.json()).content;
    expect(stored).toMatchObject({
      fullAddress: '1200 Main St, Dallas, TX 75201',
      source: 'email',
      monthlyTotal: 55,
      oneTimeTotal: 99,
    });
    expect(stored.items.map((i) => i.offerId)).toEqual(['BB-FIB0500', 'BB-GATEWAY', 'BB-FIB0500-AIO']);
  });

  it('without the all-in-one option the plan keeps its full monthly price', async () => {
    const res = await post(
      instantOnPaths.addToCart,
      cart('ADR-000015', [{ itemType: 'productOffering', offerId: 'BB-FIB0300' }]),
    );
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'instanton_cart')!;
    const read = await t.app.inject({
      method: 'GET',
      url: instantOnPaths.cart,
      cookies: { instanton_cart: cookie.value },
    });
    expect(cartResponseSchema.parse(read.json()).content.monthlyTotal).toBe(55);
  });

  it('each eligibility rule failing answers its §8 key, and nothing is stored', async () => {
    const before = await t.app.db.query<{ n: number }>('select count(*)::int as n from instant_on_carts');
    const cases: Array<[string, string]> = [
      ['ADR-000010', 'instantOnNotAvailableError'],
      ['ADR-000011', 'connectedCommunityError'],
      ['ADR-000012', 'ubanNotAvailable'],
      ['ADR-000013', 'banOccupiedError'],
      ['ADR-000014', 'generalError'],
    ];
    for (const [addressId, key] of cases) {
      const res = await post(
        instantOnPaths.addToCart,
        cart(addressId, [{ itemType: 'productOffering', offerId: 'BB-FIB0300' }]),
      );
      expect(res.statusCode, addressId).toBe(409);
      expect(res.json().errorId).toBe(key);
    }
    const after = await t.app.db.query<{ n: number }>('select count(*)::int as n from instant_on_carts');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses an offer not sold at the address, or an option of another plan', async () => {
    const air = await post(
      instantOnPaths.addToCart,
      cart('ADR-000001', [{ itemType: 'productOffering', offerId: 'BB-AIA0001' }]),
    );
    expect(air.statusCode).toBe(400);
    const other = await post(
      instantOnPaths.addToCart,
      cart('ADR-000001', [
        { itemType: 'productOffering', offerId: 'BB-FIB0300' },
        { itemType: 'productOfferingGroupOption', offerId: 'BB-FIB0500-AIO' },
      ]),
    );
    expect(other.statusCode).toBe(400);
  });

  it('a browser without a cart reads 404 Error, No data found', async () => {
    const res = await t.app.inject({ method: 'GET', url: instantOnPaths.cart });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorId: 'Error', message: 'No data found', status: 404 });
  });

  it('refuses a cross-site add to cart', async () => {
    const res = await post(
      instantOnPaths.addToCart,
      cart('ADR-000001', [{ itemType: 'productOffering', offerId: 'BB-FIB0300' }]),
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});
