import type { BenefitsContent } from '@carrier/shared/discount-program';
import type { FanTypeOutcome } from './fan-type-response.ts';
import type { CheckedAccount, EnrollmentContext, EnrollmentStep, ResponseStatus } from './enrollment-types.ts';

/** The benefits content of 001 §3 as the panel shows it. */
export type Benefits = BenefitsContent;

export interface EnrollmentState {
  /** 'new': the on-load rules have not run in this tab yet. */
  phase: 'new' | 'loading' | 'ready';
  step: EnrollmentStep;
  /** The response shown on the VERIFICATION_RESPONSE step. */
  response: ResponseStatus | null;
  /** A call is running: the spinner overlay. */
  busy: boolean;
  /** 001 §2: the prepaid alert above the soft-auth form (SIG-90094). */
  prepaidAlert: boolean;
  /** What the customer can fix on the soft-auth form (they stay on it): see SoftAuthRefusal. */
  softAuthRefused: SoftAuthRefusal | null;
  context: EnrollmentContext | null;
  /** The earlier verification status (combined when there are two). */
  verificationStatus: ResponseStatus | null;
  /** The account the last account-type check named (market and billing account are kept). */
  account: CheckedAccount | null;
  /** The wireless number the customer soft-authenticated with (sent again with the enrollment order). */
  wirelessNumber: string | null;
  /** How the account was checked: the customer soft-authenticated, or is signed in (account in focus). */
  authMethod: 'soft' | 'full' | null;
  customerOrderNumber: string | null;
  benefits: { status: 'none' | 'loading' | 'failed' } | { status: 'ready'; benefits: Benefits };
  /** Every response shown in this visit, so the back button can return to one. */
  shownResponses: ResponseStatus[];
}

/**
 * A soft authentication the customer can put right on the form: details that match no account (the gateway says
 * the same for an unknown number), too many tries for now, or a security check the gateway did not take.
 */
export type SoftAuthRefusal = 'mismatch' | 'locked' | 'captcha';

export type EnrollmentAction =
  | { type: 'load' }
  | {
      type: 'loaded';
      context: EnrollmentContext | null;
      verificationStatus: ResponseStatus | null;
      step: EnrollmentStep;
    }
  | { type: 'chooseFullSignIn' }
  | { type: 'chooseSoftAuth' }
  | { type: 'cancelSoftAuth' }
  | { type: 'busy' }
  | { type: 'prepaid' }
  | { type: 'softAuthRefused'; refusal: SoftAuthRefusal }
  | { type: 'accountChecked'; outcome: FanTypeOutcome; method: 'soft' | 'full'; wirelessNumber?: string }
  | { type: 'enrolled'; response: ResponseStatus; customerOrderNumber: string | null }
  | { type: 'benefitsLoading' }
  | { type: 'benefitsLoaded'; benefits: Benefits | null }
  | { type: 'failed' }
  | { type: 'showRoute'; step: EnrollmentStep; response?: ResponseStatus }
  | { type: 'startOver' };

export const initialEnrollmentState: EnrollmentState = {
  phase: 'new',
  step: 'AUTH_OPTIONS',
  response: null,
  busy: false,
  prepaidAlert: false,
  softAuthRefused: null,
  context: null,
  verificationStatus: null,
  account: null,
  wirelessNumber: null,
  authMethod: null,
  customerOrderNumber: null,
  benefits: { status: 'none' },
  shownResponses: [],
};

function respond(state: EnrollmentState, response: ResponseStatus): EnrollmentState {
  return {
    ...state,
    phase: 'ready',
    busy: false,
    prepaidAlert: false,
    softAuthRefused: null,
    step: 'VERIFICATION_RESPONSE',
    response,
    shownResponses: state.shownResponses.includes(response)
      ? state.shownResponses
      : [...state.shownResponses, response],
  };
}

function goTo(state: EnrollmentState, step: EnrollmentStep): EnrollmentState {
  return { ...state, busy: false, step, response: null, prepaidAlert: false, softAuthRefused: null };
}

/** 001 §4 enrollment steps: every transition of the flow, without a browser. */
export function enrollmentReducer(state: EnrollmentState, action: EnrollmentAction): EnrollmentState {
  switch (action.type) {
    case 'load':
      return { ...initialEnrollmentState, phase: 'loading', busy: true };
    case 'loaded':
      // 001 §4: no FAN in the session cookie or storage → the error response.
      if (!action.context) return respond({ ...state, context: null }, 'error');
      return goTo(
        { ...state, phase: 'ready', context: action.context, verificationStatus: action.verificationStatus },
        action.step,
      );
    case 'chooseFullSignIn':
      return state.step === 'AUTH_OPTIONS' ? goTo(state, 'HARD_AUTH_FORM') : state;
    case 'chooseSoftAuth':
      return state.step === 'AUTH_OPTIONS' || state.step === 'HARD_AUTH_FORM' ? goTo(state, 'SOFT_AUTH_FORM') : state;
    case 'cancelSoftAuth':
      return state.step === 'SOFT_AUTH_FORM' ? goTo(state, 'AUTH_OPTIONS') : state;
    case 'busy':
      return state.step === 'SOFT_AUTH_FORM'
        ? { ...state, busy: true, prepaidAlert: false, softAuthRefused: null }
        : { ...state, busy: true };
    case 'prepaid':
      // 001 §4: SIG-90094 shows the prepaid alert and stops the spinner; the form stays.
      return { ...state, busy: false, step: 'SOFT_AUTH_FORM', prepaidAlert: true };
    case 'softAuthRefused':
      // Beyond 001 §4's failed call: what the customer typed can be fixed on the form, which stays, with why.
      return { ...state, busy: false, step: 'SOFT_AUTH_FORM', softAuthRefused: action.refusal };
    case 'accountChecked': {
      const { outcome } = action;
      const checked = {
        ...state,
        authMethod: action.method,
        wirelessNumber: action.wirelessNumber ?? state.wirelessNumber,
      };
      if (outcome.kind === 'enrolled')
        return respond({ ...checked, customerOrderNumber: outcome.customerOrderNumber }, outcome.response);
      const kept = { ...checked, account: outcome.account ?? state.account };
      if (outcome.kind === 'enrollmentForm') return goTo(kept, 'ENROLLMENT_FORM');
      return respond(kept, outcome.response);
    }
    case 'enrolled':
      return respond({ ...state, customerOrderNumber: action.customerOrderNumber }, action.response);
    case 'benefitsLoading':
      return { ...state, benefits: { status: 'loading' } };
    case 'benefitsLoaded':
      return {
        ...state,
        benefits: action.benefits ? { status: 'ready', benefits: action.benefits } : { status: 'failed' },
      };
    case 'failed':
      return respond(state, 'error');
    case 'showRoute':
      // The browser's back and forward buttons: a step the visit has reached, shown again.
      if (action.step === 'VERIFICATION_RESPONSE') {
        const response = action.response ?? 'error';
        return state.shownResponses.includes(response) ? respond(state, response) : respond(state, 'error');
      }
      return goTo(state, action.step);
    case 'startOver':
      return state.context ? goTo({ ...state, account: null, customerOrderNumber: null }, 'AUTH_OPTIONS') : state;
  }
}
