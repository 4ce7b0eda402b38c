import { describe, expect, it } from 'vitest';
import { combinedStatus, firstStep, loginIntentOf, normaliseStatus, readEnrollmentContext } from './enrollment-load.ts';
import type { KeyValueStore } from '../../site/program-storage.ts';

function store(values: Record<string, string>): KeyValueStore {
  const map = new Map(Object.entries(values));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
const params = (q = '') => new URLSearchParams(q);

describe('001 §4 on load', () => {
  it('no FAN in the cookie or storage: nothing to load (the error response)', () => {
    expect(readEnrollmentContext(null, store({}), params())).toBeNull();
    expect(readEnrollmentContext('  ', store({ 'sig-prog-enroll-fan': '' }), params())).toBeNull();
  });

  it('the FAN comes from the cookie first, else from storage', () => {
    expect(readEnrollmentContext('F1', store({ 'sig-prog-enroll-fan': 'F2' }), params())?.fanId).toBe('F1');
    expect(readEnrollmentContext(null, store({ 'sig-prog-enroll-fan': 'F2' }), params())?.fanId).toBe('F2');
  });

  it('reads e-mail, verification ids and the CRP flag; token flow is true without e-mail or verification id', () => {
    const s = store({
      'sig-prog-verify-email': 'a@b.example',
      'sig-prog-verificationId': 'V1',
      'sig-prog-combo-verificationId': 'C1',
      'sig-prog-isCRP': 'true',
    });
    expect(readEnrollmentContext('F', s, params())).toEqual({
      fanId: 'F',
      email: 'a@b.example',
      verificationId: 'V1',
      comboVerificationId: 'C1',
      isCRP: true,
      isTokenFlow: false,
    });
    expect(readEnrollmentContext('F', store({}), params())?.isTokenFlow).toBe(true);
    expect(readEnrollmentContext('F', store({ 'sig-prog-verify-email': 'a@b.example' }), params())?.isTokenFlow).toBe(
      false,
    );
  });

  it('the isTokenFlow parameter wins over the derived value', () => {
    expect(readEnrollmentContext('F', store({}), params('isTokenFlow=false'))?.isTokenFlow).toBe(false);
    expect(
      readEnrollmentContext('F', store({ 'sig-prog-verificationId': 'V' }), params('isTokenFlow=true'))?.isTokenFlow,
    ).toBe(true);
  });

  it('signed in → full login; hardLogin or a stored FAN → full login; softLogin → soft auth; else auth options', () => {
    expect(firstStep(true, 'softLogin', false)).toBe('HARD_AUTH_FORM');
    expect(firstStep(false, 'hardLogin', false)).toBe('HARD_AUTH_FORM');
    expect(firstStep(false, null, true)).toBe('HARD_AUTH_FORM');
    expect(firstStep(false, 'softLogin', false)).toBe('SOFT_AUTH_FORM');
    expect(firstStep(false, null, false)).toBe('AUTH_OPTIONS');
  });

  it('reads loginIntent, ignoring other values', () => {
    expect(loginIntentOf(params('loginIntent=hardLogin'))).toBe('hardLogin');
    expect(loginIntentOf(params('loginIntent=softLogin'))).toBe('softLogin');
    expect(loginIntentOf(params('loginIntent=other'))).toBeNull();
  });

  it('two verification results combine into the one that holds the customer back most', () => {
    expect(combinedStatus(['success', 'pending'])).toBe('pending');
    expect(combinedStatus(['docUpload', 'pending'])).toBe('docUpload');
    expect(combinedStatus(['success', 'systemError'])).toBe('systemError');
    expect(combinedStatus(['dataError', 'docUpload'])).toBe('dataError');
    expect(combinedStatus(['success', 'success'])).toBe('success');
    expect(combinedStatus(['success', null])).toBe('success');
    expect(combinedStatus([])).toBeNull();
  });

  it('verification statuses as the service words them', () => {
    expect(normaliseStatus('DOC_UPLOAD')).toBe('docUpload');
    expect(normaliseStatus('Pending')).toBe('pending');
    expect(normaliseStatus('APPROVED')).toBe('success');
    expect(normaliseStatus('systemError')).toBe('systemError');
    expect(normaliseStatus('weird')).toBeNull();
    expect(normaliseStatus(undefined)).toBeNull();
  });
});
