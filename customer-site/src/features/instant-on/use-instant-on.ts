import { useCallback, useEffect, useReducer } from 'react';
import {
  instantOnEligibility,
  QUALIFICATION_SESSION_KEY,
  type AddressCheck,
  type ProductOffering,
} from '@carrier/shared/address-shopping';
import { checkAddress, keepValidatedAddress } from '../../api/address-check.ts';
import { getFlags } from '../../api/flags.ts';
import { addToCart, cartPayload } from './api/add-to-cart.ts';
import { getBaseOffers } from './api/base-offers.ts';
import { cartHref, type InstantOnQuery } from './instant-on-query.ts';
import { instantOnReducer } from './instant-on-state.ts';

function keepQualification(check: AddressCheck): boolean {
  try {
    window.sessionStorage.setItem(QUALIFICATION_SESSION_KEY, JSON.stringify(check));
    return true;
  } catch {
    return false;
  }
}

/**
 * 002 §4 instant-on: the lookup by RG_SN, address_id or the full-address parameters (or the address check), then
 * the §5 eligibility rules, the plans, and add to cart, which goes to the cart page carrying source.
 */
export function useInstantOn(query: InstantOnQuery, serviceType: string, cartUrl: string) {
  const [view, dispatch] = useReducer(instantOnReducer, { kind: 'loading' });

  const qualified = useCallback(
    async (check: AddressCheck) => {
      dispatch({ type: 'loading' });
      if (!keepQualification(check)) return dispatch({ type: 'failed', key: 'storageException', check });
      const eligibility = instantOnEligibility(check);
      if (!eligibility.ok) return dispatch({ type: 'failed', key: eligibility.key, check });
      const offers = await getBaseOffers(check.validAddress!.id, serviceType);
      if (!offers.ok) return dispatch({ type: 'failed', key: 'generalError', check });
      dispatch({ type: 'plans', check, offerings: offers.data });
    },
    [serviceType],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      const flags = await getFlags();
      if (!live) return;
      if (!flags.instantOnOffer) return dispatch({ type: 'failed', key: 'instantOnNotAvailableError', check: null });
      const lookup = query.rgSn
        ? { rgSn: query.rgSn }
        : query.addressId
          ? { addressId: query.addressId }
          : flags.implicitFullAddressCheck && query.fullAddress
            ? { address: query.fullAddress }
            : null;
      if (!lookup) return dispatch({ type: 'address' });
      const result = await checkAddress(lookup);
      if (!live) return;
      if (!result.ok) return dispatch({ type: 'failed', key: 'generalError', check: null });
      // 002 §4: NOMATCH stops loading (the address check shows); a close match, MDU or existing service opens
      // its dialog over the address check
      if (result.data.status === 'NOMATCH') return dispatch({ type: 'address' });
      if (result.data.status !== 'SUCCESS') return dispatch({ type: 'address', pending: result.data });
      keepValidatedAddress(result.data);
      await qualified(result.data);
    })();
    return () => {
      live = false;
    };
  }, [query, qualified]);

  const add = useCallback(
    async (check: AddressCheck, offering: ProductOffering, allInOne: boolean) => {
      dispatch({ type: 'adding' });
      const result = await addToCart(cartPayload(check.validAddress!.id, offering, allInOne, query.source));
      if (result.ok && result.data.status.toUpperCase() === 'SUCCESS') {
        window.location.assign(cartHref(cartUrl, query.source));
        return;
      }
      dispatch({ type: 'addFailed' });
    },
    [cartUrl, query.source],
  );

  return {
    view,
    qualified,
    failed: useCallback(() => dispatch({ type: 'failed', key: 'generalError', check: null }), []),
    update: useCallback(() => dispatch({ type: 'address' }), []),
    add,
  };
}
