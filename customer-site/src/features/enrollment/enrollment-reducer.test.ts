import { describe, expect, it } from 'vitest';
import { enrollmentReducer, initialEnrollmentState, type EnrollmentState } from './enrollment-reducer.ts';
import { routeOf } from './enrollment-routes.ts';
import { softAuthRefusal } from './enrollment-actions.ts';
import { tokenFlowContext as context } from '../../test/enrollment-context.ts';

function loadedAt(step: EnrollmentState['step']): EnrollmentState {
  const loading = enrollmentReducer(initialEnrollmentState, { type: 'load' });
  return enrollmentReducer(loading, { type: 'loaded', context, verificationStatus: null, step });
}

describe('001 §4 enrollment steps', () => {
  it('loading shows the spinner; no FAN gives the error response', () => {
    const loading = enrollmentReducer(initialEnrollmentState, { type: 'load' });
    expect(loading).toMatchObject({ phase: 'loading', busy: true });
    const failed = enrollmentReducer(loading, {
      type: 'loaded',
      context: null,
      verificationStatus: null,
      step: 'AUTH_OPTIONS',
    });
    expect(failed).toMatchObject({ step: 'VERIFICATION_RESPONSE', response: 'error', busy: false });
    expect(routeOf(failed.step, failed.response)).toBe('/enrollment/error');
  });

  it('auth options: full sign-in goes to the login step, the link to soft auth; cancel returns', () => {
    const options = loadedAt('AUTH_OPTIONS');
    expect(enrollmentReducer(options, { type: 'chooseFullSignIn' }).step).toBe('HARD_AUTH_FORM');
    const soft = enrollmentReducer(options, { type: 'chooseSoftAuth' });
    expect(soft.step).toBe('SOFT_AUTH_FORM');
    expect(enrollmentReducer(soft, { type: 'cancelSoftAuth' }).step).toBe('AUTH_OPTIONS');
    // cancel means nothing outside the soft-auth form
    expect(enrollmentReducer(options, { type: 'cancelSoftAuth' })).toBe(options);
  });

  it('the prepaid answer keeps the form, shows the alert and stops the spinner; the next submit hides it', () => {
    const busy = enrollmentReducer(loadedAt('SOFT_AUTH_FORM'), { type: 'busy' });
    const prepaid = enrollmentReducer(busy, { type: 'prepaid' });
    expect(prepaid).toMatchObject({ step: 'SOFT_AUTH_FORM', prepaidAlert: true, busy: false });
    expect(enrollmentReducer(prepaid, { type: 'busy' }).prepaidAlert).toBe(false);
  });

  it('a refusal the customer can put right keeps the form with why; the next submit or leaving clears it', () => {
    const busy = enrollmentReducer(loadedAt('SOFT_AUTH_FORM'), { type: 'busy' });
    const refused = enrollmentReducer(busy, { type: 'softAuthRefused', refusal: 'mismatch' });
    expect(refused).toMatchObject({ step: 'SOFT_AUTH_FORM', softAuthRefused: 'mismatch', busy: false, response: null });
    expect(enrollmentReducer(refused, { type: 'busy' }).softAuthRefused).toBeNull();
    expect(enrollmentReducer(refused, { type: 'cancelSoftAuth' }).softAuthRefused).toBeNull();
  });

  it('which failed soft authentications are the customer’s to put right, and which are the error response', () => {
    const failure = (errorId: string, status: number) => softAuthRefusal({ errorId, message: '', status });
    expect(failure('SOFT_AUTH_MISMATCH', 401)).toBe('mismatch');
    expect(failure('TOO_MANY_ATTEMPTS', 429)).toBe('locked');
    expect(failure('WRITE_THROTTLED', 429)).toBe('locked');
    expect(failure('CAPTCHA_INVALID', 400)).toBe('captcha');
    expect(failure('CAPTCHA_REQUIRED', 400)).toBe('captcha');
    // 001 §4: a failed call otherwise gives the error response
    expect(failure('SYS_ERR', 503)).toBeNull();
    expect(failure('VALIDATION_ERROR', 400)).toBeNull();
    expect(failure('NETWORK_ERROR', 0)).toBeNull();
  });

  it('an account that may enroll goes to the enrollment form with its account kept', () => {
    const state = enrollmentReducer(loadedAt('SOFT_AUTH_FORM'), {
      type: 'accountChecked',
      method: 'soft',
      wirelessNumber: '2145550101',
      outcome: {
        kind: 'enrollmentForm',
        account: { billingMarket: 'DLS', billingAccountNumber: 'B1' },
        clearAppreciationConflict: false,
      },
    });
    expect(state).toMatchObject({
      step: 'ENROLLMENT_FORM',
      account: { billingAccountNumber: 'B1' },
      wirelessNumber: '2145550101',
      authMethod: 'soft',
    });
    expect(routeOf(state.step, state.response)).toBe('/enrollment/enroll');
  });

  it('a response outcome shows that response on its route and remembers it for the back button', () => {
    const state = enrollmentReducer(loadedAt('SOFT_AUTH_FORM'), {
      type: 'accountChecked',
      method: 'soft',
      outcome: { kind: 'response', response: 'liberty', account: null },
    });
    expect(state).toMatchObject({ step: 'VERIFICATION_RESPONSE', response: 'liberty', shownResponses: ['liberty'] });
    expect(routeOf(state.step, state.response)).toBe('/enrollment/liberty');
    const back = enrollmentReducer(state, { type: 'showRoute', step: 'SOFT_AUTH_FORM' });
    expect(back.step).toBe('SOFT_AUTH_FORM');
    expect(
      enrollmentReducer(back, { type: 'showRoute', step: 'VERIFICATION_RESPONSE', response: 'liberty' }),
    ).toMatchObject({ step: 'VERIFICATION_RESPONSE', response: 'liberty' });
  });

  it('a response route the visit never reached shows the error response', () => {
    const state = enrollmentReducer(loadedAt('AUTH_OPTIONS'), {
      type: 'showRoute',
      step: 'VERIFICATION_RESPONSE',
      response: 'success',
    });
    expect(state.response).toBe('error');
  });

  it('enrolled: the response with the order number; benefits load after', () => {
    const enrolled = enrollmentReducer(loadedAt('ENROLLMENT_FORM'), {
      type: 'enrolled',
      response: 'success',
      customerOrderNumber: 'ORD-1',
    });
    expect(enrolled).toMatchObject({
      step: 'VERIFICATION_RESPONSE',
      response: 'success',
      customerOrderNumber: 'ORD-1',
    });
    const loading = enrollmentReducer(enrolled, { type: 'benefitsLoading' });
    expect(loading.benefits).toEqual({ status: 'loading' });
    const benefits = {
      banner: { heading: 'Acme', subHeading: 'Signature', expandedOffer: '', icon: '', fanName: 'Acme Corp' },
      offers: [],
    };
    expect(enrollmentReducer(loading, { type: 'benefitsLoaded', benefits }).benefits).toEqual({
      status: 'ready',
      benefits,
    });
    expect(enrollmentReducer(loading, { type: 'benefitsLoaded', benefits: null }).benefits).toEqual({
      status: 'failed',
    });
  });

  it('an already-enrolled account check shows the enrolled response directly', () => {
    const state = enrollmentReducer(loadedAt('HARD_AUTH_FORM'), {
      type: 'accountChecked',
      method: 'full',
      outcome: { kind: 'enrolled', customerOrderNumber: 'ORD-2', response: 'pending' },
    });
    expect(state).toMatchObject({ response: 'pending', customerOrderNumber: 'ORD-2', authMethod: 'full' });
    expect(routeOf(state.step, state.response)).toBe('/enrollment/success');
  });

  it('a failed call gives the error response; start over returns to auth options', () => {
    const failed = enrollmentReducer(enrollmentReducer(loadedAt('ENROLLMENT_FORM'), { type: 'busy' }), {
      type: 'failed',
    });
    expect(failed).toMatchObject({ step: 'VERIFICATION_RESPONSE', response: 'error', busy: false });
    expect(enrollmentReducer(failed, { type: 'startOver' }).step).toBe('AUTH_OPTIONS');
  });
});

describe('routes follow the steps (001 §2)', () => {
  it.each([
    ['AUTH_OPTIONS', null, '/enrollment/signature'],
    ['HARD_AUTH_FORM', null, '/enrollment/signature'],
    ['SOFT_AUTH_FORM', null, '/enrollment/verify'],
    ['ENROLLMENT_FORM', null, '/enrollment/enroll'],
    ['VERIFICATION_RESPONSE', 'success', '/enrollment/success'],
    ['VERIFICATION_RESPONSE', 'liberty', '/enrollment/liberty'],
    ['VERIFICATION_RESPONSE', 'firstNet', '/enrollment/firstnet'],
    ['VERIFICATION_RESPONSE', 'conflict', '/enrollment/existingfan'],
    ['VERIFICATION_RESPONSE', 'nameMismatch', '/enrollment/mismatch'],
    ['VERIFICATION_RESPONSE', 'dataMismatch', '/enrollment/mismatch'],
    ['VERIFICATION_RESPONSE', 'fanMatch', '/enrollment/matcherror'],
    ['VERIFICATION_RESPONSE', 'error', '/enrollment/error'],
    ['VERIFICATION_RESPONSE', 'appreciationConflictError', '/enrollment/discount-program/alert'],
    ['VERIFICATION_RESPONSE', 'appreciationHardStopError', '/enrollment/discount-program/hardstop'],
  ] as const)('%s %s → %s', (step, response, route) => {
    expect(routeOf(step, response)).toBe(route);
  });
});
