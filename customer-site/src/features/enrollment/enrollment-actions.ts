import { enrollmentStore } from './enrollment-store.ts';
import {
  combinedStatus,
  firstStep,
  normaliseStatus,
  readEnrollmentContext,
  type LoginIntent,
} from './enrollment-load.ts';
import { readKey, sessionStore, SIG_PROG_KEYS, writeKey } from '../../site/program-storage.ts';
import { fanTypeOutcome, softAuthOutcome, submitOutcome, type FanTypeOutcome } from './fan-type-response.ts';
import { getVerificationStatus, refreshFanSession } from '../../api/verification-status.ts';
import { safeValidate, softAuthenticate } from './api/soft-authentication.ts';
import { getProfileInfo, validateAccountType } from './api/validate-account-type.ts';
import { submitEnrollmentOrder } from './api/submit-enrollment-order.ts';
import { getCustomerOffer } from './api/customer-offer.ts';
import { track } from '../../analytics/track.ts';
import {
  ACCOUNT_TYPE_WIRELESS,
  DEFAULT_SOURCE,
  EnrollmentCallErrorIds,
  type SoftAuthRequest,
} from '@carrier/shared/discount-program';
import { ErrorIds, type ApiError } from '@carrier/shared/core';
import type { SoftAuthRefusal } from './enrollment-reducer.ts';

/** What the flow's calls need from the page: the flags, who is signed in, and the FAN in the session cookie. */
export interface FlowEnvironment {
  salesApi: boolean;
  shieldSoftAuth: boolean;
  signedIn: boolean;
  csrfToken?: string;
  fanFromCookie: string | null;
}

const { dispatch } = enrollmentStore;

function formEvent(eventCode: string, eventAction: 'submit' | 'response', status?: number) {
  track({ event: 'formEvent', eventCode, eventAction, formName: 'signatureEnrollment', ...(status ? { status } : {}) });
}

/** 001 §7 Link_Click: a call to action of the flow, by its label, and its destination when it is a link. */
export function linkClick(linkName: string, linkDestination?: string): void {
  track({
    event: 'Link_Click',
    linkName,
    ...(linkDestination ? { linkDestination } : {}),
    pagePath: window.location.pathname,
  });
}

/** 001 §4 'On load'. */
export async function loadFlow(env: FlowEnvironment, params: URLSearchParams, intent: LoginIntent): Promise<void> {
  dispatch({ type: 'load' });
  const store = sessionStore();
  const context = readEnrollmentContext(env.fanFromCookie, store, params);
  if (!context) {
    dispatch({ type: 'loaded', context: null, verificationStatus: null, step: 'AUTH_OPTIONS' });
    return;
  }
  let verificationStatus = null;
  const verificationId = context.verificationId ?? context.comboVerificationId;
  if (verificationId) {
    const combo = context.verificationId ? context.comboVerificationId : null;
    const result = await getVerificationStatus(verificationId, combo, env.salesApi);
    if (!result.ok) {
      dispatch({ type: 'loaded', context, verificationStatus: null, step: 'AUTH_OPTIONS' });
      dispatch({ type: 'failed' });
      return;
    }
    verificationStatus = combinedStatus([
      normaliseStatus(result.data.status),
      normaliseStatus(result.data.otherResponses?.[0]?.status),
    ]);
    // The cookie's FAN becomes the verification's; if that fails, the FAN the visit came with still serves.
    await refreshFanSession(verificationId, env.salesApi);
  }
  const storedFan = readKey(store, SIG_PROG_KEYS.enrollFan) !== null;
  const step = firstStep(env.signedIn, intent, storedFan);
  dispatch({ type: 'loaded', context, verificationStatus, step });
  if (step === 'HARD_AUTH_FORM' && env.signedIn) await completeLogin(env);
}

/** 001 §4 auth options → full sign-in: the FAN is stored, then the login step. */
export async function chooseFullSignIn(env: FlowEnvironment): Promise<void> {
  const { context } = enrollmentStore.get();
  if (context) writeKey(sessionStore(), SIG_PROG_KEYS.enrollFan, context.fanId);
  dispatch({ type: 'chooseFullSignIn' });
  if (env.signedIn) await completeLogin(env);
}

/**
 * 001 §4 login console complete: authenticated → the profile; without a wireless account in focus → soft auth;
 * else validate the account type. Not authenticated → soft auth.
 */
export async function completeLogin(env: FlowEnvironment): Promise<void> {
  if (!env.signedIn || !env.csrfToken) {
    dispatch({ type: 'chooseSoftAuth' });
    return;
  }
  dispatch({ type: 'busy' });
  const profile = await getProfileInfo();
  if (!profile.ok) {
    dispatch(profile.error.status === 401 ? { type: 'chooseSoftAuth' } : { type: 'failed' });
    return;
  }
  const { acctInfocus, acctInfocusType } = profile.data;
  if (!acctInfocus || acctInfocusType?.toUpperCase() !== ACCOUNT_TYPE_WIRELESS) {
    dispatch({ type: 'chooseSoftAuth' });
    return;
  }
  const state = enrollmentStore.get();
  const context = state.context;
  if (!context) return void dispatch({ type: 'failed' });
  const result = await validateAccountType(
    {
      fanNumber: context.fanId,
      ...(context.verificationId ? { verificationId: context.verificationId } : {}),
      ...(context.email ? { emailId: context.email } : {}),
      isTokenFlow: context.isTokenFlow,
    },
    env.salesApi,
    env.csrfToken,
  );
  if (!result.ok) return void dispatch({ type: 'failed' });
  const outcome = fanTypeOutcome(result.data, state.verificationStatus, appreciationConflictConfirmed());
  applyOutcome(outcome, 'full');
}

function appreciationConflictConfirmed(): boolean {
  return readKey(sessionStore(), SIG_PROG_KEYS.appreciationConflict) === 'true';
}

function applyOutcome(outcome: FanTypeOutcome, method: 'soft' | 'full', wirelessNumber?: string): void {
  const store = sessionStore();
  if (outcome.kind === 'enrollmentForm' && outcome.clearAppreciationConflict)
    writeKey(store, SIG_PROG_KEYS.appreciationConflict, null);
  if (outcome.kind !== 'enrolled' && outcome.account)
    writeKey(store, SIG_PROG_KEYS.ban, outcome.account.billingAccountNumber);
  dispatch({ type: 'accountChecked', outcome, method, ...(wirelessNumber ? { wirelessNumber } : {}) });
  if (outcome.kind === 'enrolled') void loadBenefits();
}

export interface SoftAuthValues {
  wirelessNumber: string;
  ssn: string;
  accountZip: string;
  captchaToken: string;
}

/** 001 §4 soft auth submit: safe validate first when the flag says so, then the soft authentication. */
export async function submitSoftAuth(env: FlowEnvironment, values: SoftAuthValues): Promise<void> {
  const state = enrollmentStore.get();
  const context = state.context;
  if (!context) return void dispatch({ type: 'failed' });
  const payload: SoftAuthRequest = {
    ssn: values.ssn,
    wirelessNumber: values.wirelessNumber.replace(/-/g, ''),
    accountZip: values.accountZip,
    captchaToken: values.captchaToken,
    fanNumber: context.fanId,
    isTokenFlow: context.isTokenFlow,
    ...(context.email ? { emailId: context.email } : {}),
    ...(context.verificationId ? { verificationId: context.verificationId } : {}),
  };
  dispatch({ type: 'busy' });
  formEvent('softAuth', 'submit');
  if (env.shieldSoftAuth) {
    const shield = await safeValidate(payload, env.csrfToken);
    if (!shield.ok) return void dispatch({ type: 'failed' });
  }
  const result = await softAuthenticate(payload, env.salesApi, env.csrfToken);
  formEvent('softAuth', 'response', result.ok ? 200 : result.error.status);
  if (!result.ok) {
    const refusal = softAuthRefusal(result.error);
    return void dispatch(refusal ? { type: 'softAuthRefused', refusal } : { type: 'failed' });
  }
  const outcome = softAuthOutcome(result.data, state.verificationStatus, appreciationConflictConfirmed());
  if (outcome.kind === 'prepaid') return void dispatch({ type: 'prepaid' });
  applyOutcome(outcome, 'soft', payload.wirelessNumber);
}

/** The refusals of a soft authentication the customer can put right on the form; any other failure is 001 §4's. */
export function softAuthRefusal(error: ApiError): SoftAuthRefusal | null {
  if (error.errorId === EnrollmentCallErrorIds.softAuthMismatch) return 'mismatch';
  if (error.errorId === ErrorIds.tooManyAttempts || error.status === 429) return 'locked';
  if (
    error.errorId === EnrollmentCallErrorIds.captchaInvalid ||
    error.errorId === EnrollmentCallErrorIds.captchaMissing
  )
    return 'captcha';
  return null;
}

/** 001 §4 enrollment submit. */
export async function submitEnrollment(env: FlowEnvironment): Promise<void> {
  const state = enrollmentStore.get();
  const { context, account } = state;
  if (!context || !account) return void dispatch({ type: 'failed' });
  dispatch({ type: 'busy' });
  formEvent('enrollmentApply', 'submit');
  const result = await submitEnrollmentOrder(
    {
      source: DEFAULT_SOURCE,
      requestParam: {
        ...(state.wirelessNumber ? { wirelessNumber: state.wirelessNumber } : {}),
        billingAccountNumber: account.billingAccountNumber,
        ...(context.verificationId ? { verificationId: context.verificationId } : {}),
        ...(context.email ? { emailId: context.email } : {}),
        fanNumber: context.fanId,
        isTokenFlow: context.isTokenFlow,
      },
    },
    env.salesApi,
    env.csrfToken,
  );
  const answer = result.ok && 'customerOrderNumber' in result.data ? result.data : null;
  const outcome = submitOutcome(answer, state.verificationStatus);
  formEvent('enrollmentConfirmed', 'response', result.ok ? 200 : result.error.status);
  dispatch({ type: 'enrolled', ...outcome });
  if (outcome.customerOrderNumber) await loadBenefits();
}

/** 001 §2: the benefits panel after success (the customer's offer for the FAN). */
export async function loadBenefits(): Promise<void> {
  const fanId = enrollmentStore.get().context?.fanId;
  if (!fanId) return;
  dispatch({ type: 'benefitsLoading' });
  const result = await getCustomerOffer(fanId);
  dispatch({ type: 'benefitsLoaded', benefits: result.ok ? result.data : null });
}

/**
 * 001 §8 appreciation conflict, 'Yes, change my discount': the choice is remembered (sig-prog-appreciation-conflict)
 * and the account checked again, which now leads to the enrollment form. A signed-in account is checked at once; a
 * soft-authenticated customer sends the form again (its security check answers once).
 */
export async function confirmDiscountChange(env: FlowEnvironment): Promise<void> {
  writeKey(sessionStore(), SIG_PROG_KEYS.appreciationConflict, 'true');
  if (enrollmentStore.get().authMethod === 'full') await completeLogin(env);
  else dispatch({ type: 'showRoute', step: 'SOFT_AUTH_FORM' });
}
