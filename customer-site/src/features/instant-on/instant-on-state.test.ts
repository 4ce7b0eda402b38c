import { describe, expect, it } from 'vitest';
import type { AddressCheck, ProductOffering } from '@carrier/shared/address-shopping';
import { instantOnReducer } from './instant-on-state.ts';
import { cartHref, readInstantOnQuery } from './instant-on-query.ts';

const check = { status: 'SUCCESS' } as AddressCheck;
const offerings = [{ id: 'BB-1' }] as ProductOffering[];

describe('002 §4 instant-on transitions', () => {
  it('loading, then the address check or the plans', () => {
    expect(instantOnReducer({ kind: 'loading' }, { type: 'address' })).toEqual({ kind: 'address', pending: null });
    const closeMatch = { status: 'CLOSE_MATCH' } as AddressCheck;
    expect(instantOnReducer({ kind: 'loading' }, { type: 'address', pending: closeMatch })).toEqual({
      kind: 'address',
      pending: closeMatch,
    });
    expect(instantOnReducer({ kind: 'loading' }, { type: 'plans', check, offerings })).toEqual({
      kind: 'plans',
      check,
      offerings,
    });
  });
  it('add to cart spins; a failure keeps the plans under the add-to-cart error', () => {
    const adding = instantOnReducer({ kind: 'plans', check, offerings }, { type: 'adding' });
    expect(adding).toEqual({ kind: 'adding', check, offerings });
    expect(instantOnReducer(adding, { type: 'addFailed' })).toEqual({
      kind: 'error',
      key: 'addToCartError',
      check,
      offerings,
    });
  });
  it('Update returns to the address check', () => {
    expect(instantOnReducer({ kind: 'plans', check, offerings }, { type: 'address' })).toEqual({
      kind: 'address',
      pending: null,
    });
  });
});

describe('002 §2.6 query parameters', () => {
  it('reads RG_SN, address_id, source, ACC and the full address', () => {
    expect(
      readInstantOnQuery(
        '?RG_SN=RG1&address_id=ADR-1&source=email&ACC=123&addressLine1=1200+Main+St&city=Dallas&state=TX&zip=75201',
      ),
    ).toEqual({
      rgSn: 'RG1',
      addressId: 'ADR-1',
      source: 'email',
      acc: '123',
      fullAddress: '1200 Main St, Dallas, TX 75201',
    });
    expect(readInstantOnQuery('?addressLine1=1200+Main+St').fullAddress).toBeNull();
  });
  it('the cart page carries source', () => {
    expect(cartHref('/buy/shoppingcart?hideGN=true', 'email')).toBe('/buy/shoppingcart?hideGN=true&source=email');
    expect(cartHref('/buy/shoppingcart?hideGN=true', null)).toBe('/buy/shoppingcart?hideGN=true');
  });
});
