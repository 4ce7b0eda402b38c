import type {
  AddressCheck,
  ErrorContact,
  PlanFinderErrorCode,
  PlanRecord,
  ProductFamily,
} from '@carrier/shared/address-shopping';

/** 002 §4 plan label finder: the form, loading plans for a checked address, results, or the error alert. */
export type FinderView =
  | { kind: 'form' }
  | { kind: 'loading'; check: AddressCheck }
  | { kind: 'results'; check: AddressCheck; plans: PlanRecord[]; disableLinks: boolean; contact: ErrorContact | null }
  | { kind: 'error'; code: PlanFinderErrorCode; check: AddressCheck | null; contact: ErrorContact | null };

export interface FinderState {
  family: ProductFamily;
  view: FinderView;
}

export type FinderAction =
  | { type: 'checked'; check: AddressCheck }
  | { type: 'family'; family: ProductFamily }
  | { type: 'plans'; plans: PlanRecord[]; disableLinks: boolean; contact: ErrorContact | null }
  | { type: 'failed'; code: PlanFinderErrorCode; contact: ErrorContact | null }
  | { type: 'change'; firstFamily: ProductFamily };

export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  switch (action.type) {
    case 'checked':
      return { ...state, view: { kind: 'loading', check: action.check } };
    case 'family': {
      // with an address checked, the new family's plans load for it; on the form only the choice changes
      const check = state.view.kind === 'form' ? null : state.view.check;
      return { family: action.family, view: check ? { kind: 'loading', check } : { kind: 'form' } };
    }
    case 'plans':
      if (state.view.kind !== 'loading') return state;
      return {
        ...state,
        view: {
          kind: 'results',
          check: state.view.check,
          plans: action.plans,
          disableLinks: action.disableLinks,
          contact: action.contact,
        },
      };
    case 'failed':
      return {
        ...state,
        view: {
          kind: 'error',
          code: action.code,
          check: state.view.kind === 'form' ? null : state.view.check,
          contact: action.contact,
        },
      };
    case 'change':
      // 002 §4: 'Change' resets to the form and to the first product family
      return { family: action.firstFamily, view: { kind: 'form' } };
  }
}
