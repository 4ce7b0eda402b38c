import type { WaiverFormType } from '@carrier/shared/self-service';
import type { WaiverItem } from './waiver-item.ts';

/**
 * 000 §4 waiver states. select (the accordion) → review (resume and suspend only) → success after a 200 reply;
 * cancel and default post straight from select. A load that finds nothing or fails hides the form behind a banner;
 * a failed post keeps the form and shows the submit failure banner.
 */
export type WaiverPhase = 'loading' | 'unavailable' | 'select' | 'review' | 'success';
/**
 * keyReused: the submission key was used for a different request earlier in this visit; nothing was stored.
 * throttled: too many sends in a short time; the state's throttleText says when to try again.
 */
export type WaiverBanner = 'noServices' | 'loadFailed' | 'submitFailed' | 'keyReused' | 'throttled' | null;

/** What the success screen shows the customer to keep (when the answer carried a reference). */
export interface WaiverReceipt {
  reference: string;
  alreadyReceived: boolean;
}

export interface WaiverState {
  formType: WaiverFormType;
  phase: WaiverPhase;
  items: WaiverItem[];
  banner: WaiverBanner;
  submitting: boolean;
  /** The customer tried to go on with nothing ticked (000 §5). */
  selectionError: boolean;
  receipt: WaiverReceipt | null;
  /** What the throttled banner says, in the page's language. */
  throttleText: string | null;
}

export type WaiverAction =
  | { type: 'loaded'; items: WaiverItem[] }
  | { type: 'loadFailed' }
  | { type: 'toggle'; productKey: string }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'submitted'; receipt?: WaiverReceipt | null }
  | { type: 'submitFailed'; keyReused?: boolean; throttleText?: string }
  | { type: 'startNew' };

export function initialWaiverState(formType: WaiverFormType): WaiverState {
  return {
    formType,
    phase: 'loading',
    items: [],
    banner: null,
    submitting: false,
    selectionError: false,
    receipt: null,
    throttleText: null,
  };
}

/** 000 §2: only resume and suspend have a review screen. */
export function hasReview(formType: WaiverFormType): boolean {
  return formType === 'resume_service' || formType === 'suspend_service';
}

export function changedItems(state: Pick<WaiverState, 'items'>): WaiverItem[] {
  return state.items.filter((i) => i.changed);
}

export function waiverReducer(state: WaiverState, action: WaiverAction): WaiverState {
  switch (action.type) {
    case 'loaded':
      return action.items.length === 0
        ? { ...state, phase: 'unavailable', items: [], banner: 'noServices' }
        : { ...state, phase: 'select', items: action.items, banner: null };
    case 'loadFailed':
      return { ...state, phase: 'unavailable', items: [], banner: 'loadFailed' };
    case 'toggle': {
      if (state.phase !== 'select' || state.submitting) return state;
      const items = state.items.map((i) => (i.productKey === action.productKey ? { ...i, changed: !i.changed } : i));
      return { ...state, items, selectionError: items.every((i) => !i.changed) };
    }
    case 'continue':
      if (state.phase !== 'select' || !hasReview(state.formType)) return state;
      if (changedItems(state).length === 0) return { ...state, selectionError: true };
      return { ...state, phase: 'review', banner: null, selectionError: false };
    case 'back':
      return state.phase === 'review' && !state.submitting ? { ...state, phase: 'select' } : state;
    case 'submit': {
      const from = hasReview(state.formType) ? 'review' : 'select';
      if (state.phase !== from || state.submitting) return state;
      if (changedItems(state).length === 0) return { ...state, selectionError: true };
      return { ...state, submitting: true, banner: null, selectionError: false };
    }
    case 'submitted':
      return state.submitting
        ? { ...state, phase: 'success', submitting: false, banner: null, receipt: action.receipt ?? null }
        : state;
    case 'submitFailed':
      return state.submitting
        ? {
            ...state,
            submitting: false,
            banner: action.keyReused ? 'keyReused' : action.throttleText ? 'throttled' : 'submitFailed',
            throttleText: action.throttleText ?? null,
          }
        : state;
    case 'startNew':
      // a new request from the success screen: the same services, none ticked
      return state.phase === 'success'
        ? {
            ...state,
            phase: 'select',
            items: state.items.map((i) => ({ ...i, changed: false })),
            receipt: null,
            selectionError: false,
          }
        : state;
  }
}
