import { describe, expect, it } from 'vitest';
import type { AddressCheck, PlanRecord } from '@carrier/shared/address-shopping';
import { finderReducer, type FinderState } from './plan-finder-state.ts';

const check = { status: 'SUCCESS', qualified: 'FIBER_IN_FP' } as AddressCheck;
const start: FinderState = { family: 'wireless-postpaid', view: { kind: 'form' } };

describe('002 §4 plan label finder transitions', () => {
  it('a checked address loads plans, then shows results', () => {
    const loading = finderReducer(start, { type: 'checked', check });
    expect(loading.view).toEqual({ kind: 'loading', check });
    const plans = [{ planName: 'A' }] as PlanRecord[];
    const results = finderReducer(loading, { type: 'plans', plans, disableLinks: false, contact: null });
    expect(results.view).toMatchObject({ kind: 'results', plans, check });
  });
  it('a family chosen with an address reloads that family’s plans; on the form only the choice changes', () => {
    expect(finderReducer(start, { type: 'family', family: 'wireline' })).toEqual({
      family: 'wireline',
      view: { kind: 'form' },
    });
    const results: FinderState = {
      family: 'wireless-postpaid',
      view: { kind: 'results', check, plans: [], disableLinks: false, contact: null },
    };
    expect(finderReducer(results, { type: 'family', family: 'wireline' })).toEqual({
      family: 'wireline',
      view: { kind: 'loading', check },
    });
  });
  it('a failure shows the alert, keeping the checked address', () => {
    const loading = finderReducer(start, { type: 'checked', check });
    expect(finderReducer(loading, { type: 'failed', code: 'NOT_QUALIFIED', contact: null }).view).toEqual({
      kind: 'error',
      code: 'NOT_QUALIFIED',
      check,
      contact: null,
    });
    expect(finderReducer(start, { type: 'failed', code: 'GENERAL_ERROR', contact: null }).view).toMatchObject({
      check: null,
    });
  });
  it('Change resets to the form and to the first product family', () => {
    const results: FinderState = {
      family: 'wireline',
      view: { kind: 'results', check, plans: [], disableLinks: false, contact: null },
    };
    expect(finderReducer(results, { type: 'change', firstFamily: 'wireless-postpaid' })).toEqual(start);
  });
  it('plans arriving after Change are ignored', () => {
    expect(finderReducer(start, { type: 'plans', plans: [], disableLinks: false, contact: null })).toBe(start);
  });
});
