import type { AddressCheck, InstantOnErrorKey, ProductOffering } from '@carrier/shared/address-shopping';

/** 002 §4 instant-on: loading, the address check, the plans, adding to the cart, or an error line. */
export type InstantOnView =
  | { kind: 'loading' }
  /** pending: a lookup from the address that needs the visitor (a close match, a unit, existing service) */
  | { kind: 'address'; pending: AddressCheck | null }
  | { kind: 'plans'; check: AddressCheck; offerings: ProductOffering[] }
  | { kind: 'adding'; check: AddressCheck; offerings: ProductOffering[] }
  | { kind: 'error'; key: InstantOnErrorKey; check: AddressCheck | null; offerings: ProductOffering[] };

export type InstantOnAction =
  | { type: 'address'; pending?: AddressCheck }
  | { type: 'loading' }
  | { type: 'plans'; check: AddressCheck; offerings: ProductOffering[] }
  | { type: 'failed'; key: InstantOnErrorKey; check: AddressCheck | null }
  | { type: 'adding' }
  | { type: 'addFailed' };

export function instantOnReducer(view: InstantOnView, action: InstantOnAction): InstantOnView {
  switch (action.type) {
    case 'address':
      // 'Update' (and a NOMATCH lookup) returns to the address check
      return { kind: 'address', pending: action.pending ?? null };
    case 'loading':
      return { kind: 'loading' };
    case 'plans':
      return { kind: 'plans', check: action.check, offerings: action.offerings };
    case 'failed':
      return { kind: 'error', key: action.key, check: action.check, offerings: [] };
    case 'adding':
      return view.kind === 'plans' ? { ...view, kind: 'adding' } : view;
    case 'addFailed':
      // the plans stay, with the add-to-cart error line above them
      return view.kind === 'adding'
        ? { kind: 'error', key: 'addToCartError', check: view.check, offerings: view.offerings }
        : view;
  }
}
