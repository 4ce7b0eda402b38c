import { describe, expect, it } from 'vitest';
import { initialVinFlow, vinFlowReducer, type VinFlowAction, type VinFlowState } from './vin-flow-reducer.ts';

const walk = (...actions: VinFlowAction[]): VinFlowState => actions.reduce(vinFlowReducer, initialVinFlow);

describe('002 §4 the VIN flow’s states', () => {
  it('opens at step 0 and shows a result step', () => {
    expect(walk({ type: 'start' })).toMatchObject({ open: 'vin', step: 0 });
    expect(
      walk(
        { type: 'start' },
        { type: 'typed', vin: 'X' },
        { type: 'checking' },
        { type: 'decoded', vehicle: '2021 Chevrolet Bolt EV' },
        { type: 'result', step: 2, trialName: '3 months' },
      ),
    ).toMatchObject({ open: 'result', step: 2, busy: false, vehicle: '2021 Chevrolet Bolt EV', trialName: '3 months' });
  });
  it('resets to step 0, closed, whichever modal closes', () => {
    for (const opened of [
      walk({ type: 'start' }, { type: 'result', step: 4 }),
      walk({ type: 'callToOrder' }),
      walk({ type: 'start' }, { type: 'typed', vin: 'ABC1' }, { type: 'fieldError', error: 'fieldError' }),
    ])
      expect(vinFlowReducer(opened, { type: 'close' })).toEqual(initialVinFlow);
  });
  it('clears the VIN on a decoder failure (002 §8), keeps it on a subscription failure', () => {
    const typed = walk({ type: 'start' }, { type: 'typed', vin: 'VIN1' }, { type: 'checking' });
    expect(vinFlowReducer(typed, { type: 'failed', error: 'defaultError', clearVin: true })).toMatchObject({
      vin: '',
      callError: 'defaultError',
      busy: false,
    });
    expect(vinFlowReducer(typed, { type: 'failed', error: 'serviceDown', clearVin: false })).toMatchObject({
      vin: 'VIN1',
      callError: 'serviceDown',
    });
  });
  it('forgets a call error once the visitor types again, and a new check clears every error', () => {
    const failed = walk({ type: 'start' }, { type: 'failed', error: 'serviceDown', clearVin: false });
    expect(vinFlowReducer(failed, { type: 'typed', vin: 'A' }).callError).toBeNull();
    const refused = walk({ type: 'start' }, { type: 'fieldError', error: 'checkDigitError' });
    expect(vinFlowReducer(refused, { type: 'checking' })).toMatchObject({ fieldError: null, busy: true });
  });
});
