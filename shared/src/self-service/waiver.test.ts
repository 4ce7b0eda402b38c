import { describe, expect, it } from 'vitest';
import { checkWaiverSubmit, validateWaiverSelection, waiverAccount } from './waiver.ts';
import { mobility, uverse } from './test-profile.ts';

describe('waiver rules (000 §5, §7)', () => {
  it("needs a changed service: 'Please select atleast one service to proceed'", () => {
    expect(validateWaiverSelection(0)).toEqual({
      ok: false,
      key: 'selectAtLeastOne',
      message: 'Please select atleast one service to proceed',
    });
    expect(validateWaiverSelection(1)).toEqual({ ok: true });
    expect(validateWaiverSelection(0, 'From content')).toMatchObject({ message: 'From content' });
  });
  it('builds the accounts of §7: ctn only for cancel and only when not empty', () => {
    expect(waiverAccount(uverse, 'resume')).toEqual({
      product: 'UVERSE',
      productOptions: ['INTERNET', 'TV', 'VOICE'],
      productKey: 'UV-1',
      action: 'resume',
    });
    expect(waiverAccount(mobility, 'cancel', [])).not.toHaveProperty('ctn');
    expect(waiverAccount(mobility, 'cancel', ['2145550101']).ctn).toEqual(['2145550101']);
  });
  it('the gateway check refuses another customer’s key or line', () => {
    const services = [mobility, uverse];
    expect(
      checkWaiverSubmit(
        { requestType: 'cancel_service', accounts: [waiverAccount(mobility, 'cancel', ['2145550101'])] },
        services,
      ),
    ).toEqual({ ok: true });
    expect(
      checkWaiverSubmit(
        { requestType: 'cancel_service', accounts: [{ ...waiverAccount(mobility, 'cancel'), productKey: 'X' }] },
        services,
      ),
    ).toMatchObject({ key: 'notYourAccount' });
    expect(
      checkWaiverSubmit(
        { requestType: 'cancel_service', accounts: [waiverAccount(mobility, 'cancel', ['9999999999'])] },
        services,
      ),
    ).toMatchObject({ key: 'notYourAccount' });
  });
  it('the gateway check refuses a wrong action, option or duplicate', () => {
    const services = [mobility, uverse];
    expect(
      checkWaiverSubmit({ requestType: 'resume_service', accounts: [waiverAccount(uverse, 'suspend')] }, services),
    ).toMatchObject({ key: 'action' });
    expect(
      checkWaiverSubmit(
        { requestType: 'resume_service', accounts: [{ ...waiverAccount(uverse, 'resume'), productOptions: ['DTV'] }] },
        services,
      ),
    ).toMatchObject({ key: 'productOptions' });
    const a = waiverAccount(uverse, 'default');
    expect(checkWaiverSubmit({ requestType: 'default', accounts: [a] }, services)).toEqual({ ok: true });
    expect(checkWaiverSubmit({ requestType: 'default', accounts: [a, a] }, services)).toMatchObject({
      key: 'duplicate',
    });
  });
});
