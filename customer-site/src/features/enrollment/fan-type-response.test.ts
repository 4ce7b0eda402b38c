import { describe, expect, it } from 'vitest';
import { enrolledResponse, fanTypeOutcome, softAuthOutcome, submitOutcome } from './fan-type-response.ts';

const account = { billingMarket: 'DLS', billingAccountNumber: '123456789012', existingFan: true };
const error = (...errorIds: string[]) => ({ status: 'error', errorIds });

describe('001 §4 fan-type response', () => {
  it('an order number means enrolled: success, or the earlier pending/docUpload status', () => {
    expect(fanTypeOutcome({ status: 'success', customerOrderNumber: 'ORD-1' }, null, false)).toEqual({
      kind: 'enrolled',
      customerOrderNumber: 'ORD-1',
      response: 'success',
    });
    expect(fanTypeOutcome({ customerOrderNumber: 'ORD-1' }, 'pending', false)).toMatchObject({ response: 'pending' });
    expect(fanTypeOutcome({ customerOrderNumber: 'ORD-1' }, 'docUpload', false)).toMatchObject({
      response: 'docUpload',
    });
    expect(fanTypeOutcome({ customerOrderNumber: 'ORD-1' }, 'systemError', false)).toMatchObject({
      response: 'success',
    });
  });

  it('success with an existing FAN: the enrollment form, keeping market and billing account', () => {
    expect(fanTypeOutcome({ status: 'success', errorIds: [], accountInfo: account }, null, false)).toEqual({
      kind: 'enrollmentForm',
      account: { billingMarket: 'DLS', billingAccountNumber: '123456789012' },
      clearAppreciationConflict: false,
    });
  });

  it('success without an existing FAN: the conflict response', () => {
    expect(
      fanTypeOutcome({ status: 'success', accountInfo: { ...account, existingFan: false } }, null, false),
    ).toMatchObject({ kind: 'response', response: 'conflict', account: { billingAccountNumber: '123456789012' } });
  });

  it.each([
    ['SIG-99104', 'firstNet'],
    ['SIG-90098', 'liberty'],
    ['SIG-99107', 'fanMatch'],
    ['SIG-99102', 'nameMismatch'],
    ['SIG-80001', 'dataMismatch'],
    ['SIG-80003', 'dataMismatch'],
    ['SIG-80013', 'appreciationHardStopError'],
    ['SIG-80014', 'appreciationConflictError'],
    ['SIG-12345', 'error'],
  ])('error id %s gives %s', (id, response) => {
    expect(fanTypeOutcome(error(id), null, false)).toMatchObject({ kind: 'response', response });
  });

  it('SIG-80014 with the appreciation-conflict flag set: the enrollment form, and the flag cleared', () => {
    expect(fanTypeOutcome(error('SIG-80014'), null, true)).toEqual({
      kind: 'enrollmentForm',
      account: null,
      clearAppreciationConflict: true,
    });
    // the flag changes nothing for the other ids
    expect(fanTypeOutcome(error('SIG-80013'), null, true)).toMatchObject({ response: 'appreciationHardStopError' });
  });

  it('an error without ids, or an unknown status, is the generic error', () => {
    expect(fanTypeOutcome(error(), null, false)).toMatchObject({ response: 'error' });
    expect(fanTypeOutcome({ status: 'maybe' }, null, false)).toMatchObject({ response: 'error' });
    expect(fanTypeOutcome({}, null, false)).toMatchObject({ response: 'error' });
  });

  it('the first id in the table order wins when several come back', () => {
    expect(fanTypeOutcome(error('SIG-80001', 'SIG-99104'), null, false)).toMatchObject({ response: 'firstNet' });
  });
});

describe('001 §4 soft auth submit', () => {
  it('an error id containing SIG-90094 is the prepaid alert', () => {
    expect(softAuthOutcome(error('SIG-90094'), null, false)).toEqual({ kind: 'prepaid' });
    expect(softAuthOutcome(error('ERR:SIG-90094:prepaid'), null, false)).toEqual({ kind: 'prepaid' });
  });
  it('anything else is a fan-type response', () => {
    expect(softAuthOutcome(error('SIG-90098'), null, false)).toMatchObject({ response: 'liberty' });
    expect(softAuthOutcome({ status: 'success', accountInfo: account }, null, false)).toMatchObject({
      kind: 'enrollmentForm',
    });
  });
});

describe('001 §4 enrollment submit', () => {
  it('an order number is success unless the earlier status was pending or docUpload', () => {
    expect(submitOutcome({ customerOrderNumber: 'ORD-9' }, null)).toEqual({
      response: 'success',
      customerOrderNumber: 'ORD-9',
    });
    expect(submitOutcome({ customerOrderNumber: 'ORD-9' }, 'pending').response).toBe('pending');
    expect(submitOutcome({ customerOrderNumber: 'ORD-9' }, 'docUpload').response).toBe('docUpload');
    expect(submitOutcome({ customerOrderNumber: 'ORD-9' }, 'dataError').response).toBe('success');
    expect(submitOutcome({ customerOrderNumber: 'ORD-9' }, 'systemError').response).toBe('success');
  });
  it('a status without an order number, or a failure, is the error response', () => {
    expect(submitOutcome({ status: 'error' }, 'pending')).toEqual({ response: 'error', customerOrderNumber: null });
    expect(submitOutcome(null, null)).toEqual({ response: 'error', customerOrderNumber: null });
  });
  it('enrolledResponse follows only pending and docUpload', () => {
    expect(enrolledResponse('success')).toBe('success');
    expect(enrolledResponse(null)).toBe('success');
  });
});
