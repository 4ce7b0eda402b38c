import { describe, expect, it } from 'vitest';
import { CURBSIDE_TEXTS } from '@carrier/shared/curbside';
import { curbsideReducer, initialCurbsideState, type CurbsideAction, type CurbsideState } from './curbside-reducer.ts';

const texts = CURBSIDE_TEXTS.en;
const run = (...actions: CurbsideAction[]) =>
  actions.reduce<CurbsideState>((s, a) => curbsideReducer(s, a), initialCurbsideState);

describe('002 §2.8, §4 the check-in’s states', () => {
  it('starts with no selection; choosing opens that form and cancel returns to no selection, emptied', () => {
    expect(run().view).toBe('choose');
    const car = run({ type: 'choose', method: 'CAR' }, { type: 'change', field: 'parking', value: 'Space 4' });
    expect(car.view).toBe('CAR');
    expect(car.car.parking).toBe('Space 4');
    expect(curbsideReducer(car, { type: 'cancel' })).toEqual(initialCurbsideState);
    expect(run({ type: 'choose', method: 'STOREFRONT' }).view).toBe('STOREFRONT');
  });

  it('an invalid check-in shows the errors and counts the attempt; a change clears that field’s error', () => {
    const s = run({ type: 'choose', method: 'CAR' }, { type: 'submit', texts });
    expect(s.submitting).toBe(false);
    expect(s.invalidAttempt).toBe(1);
    expect(s.errors).toEqual({
      parking: texts.parkingRequired,
      vehicleType: texts.vehicleTypeRequired,
      vehicleColor: texts.vehicleColorRequired,
    });
    expect(
      curbsideReducer(s, { type: 'change', field: 'vehicleType', value: 'SUV' }).errors.vehicleType,
    ).toBeUndefined();
  });

  it('a valid check-in is sent once; a known status shows the result, anything else the submit error', () => {
    const sending = run(
      { type: 'choose', method: 'STOREFRONT' },
      { type: 'change', field: 'location', value: 'Front door' },
      { type: 'submit', texts },
    );
    expect(sending.submitting).toBe(true);
    expect(curbsideReducer(sending, { type: 'cancel' })).toBe(sending);
    for (const status of ['READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP', 'CUSTOMERPICKEDUP', 'Canceled', 'ORDERNOTFOUND'])
      expect(curbsideReducer(sending, { type: 'answered', status })).toMatchObject({ view: 'result', status });
    expect(curbsideReducer(sending, { type: 'answered', status: 'ORDERNOTREADY' }).view).toBe('submitError');
    expect(curbsideReducer(sending, { type: 'failed' })).toMatchObject({ view: 'submitError', submitting: false });
  });
});
