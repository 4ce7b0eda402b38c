import { describe, expect, it } from 'vitest';
import { carErrors, curbsideOutcome, readCurbsideQuery, resultStatus, storefrontErrors } from './rules.ts';
import { bopisCheckinSchema, bopisNotes, bopisPayload, checkinPayload, curbsideCheckinSchema } from './schemas.ts';
import { CURBSIDE_TEXTS } from './texts.ts';

const t = CURBSIDE_TEXTS.en;
const ORDER = '21-100000000000001';

describe('002 §5 the check-in address', () => {
  it('reads ordernum, store, locationID and BOPIS', () => {
    expect(readCurbsideQuery(`?ordernum=${ORDER}&store=D123&locationID=101&BOPIS=true`)).toEqual({
      ordernum: ORDER,
      store: 'D123',
      locationID: '101',
      bopis: true,
    });
    expect(readCurbsideQuery(`?ordernum=${ORDER}&store=D123&locationID=101`)?.bopis).toBe(false);
  });

  it.each([
    ['no parameters', ''],
    ['an order number without the hyphen', '?ordernum=21100000000000001&store=D123&locationID=101'],
    ['an order number one digit short', '?ordernum=21-10000000000001&store=D123&locationID=101'],
    ['three leading digits', '?ordernum=213-100000000000001&store=D123&locationID=101'],
    ['a store of 6 characters', `?ordernum=${ORDER}&store=D12345&locationID=101`],
    ['no store', `?ordernum=${ORDER}&locationID=101`],
    ['a location that is not digits', `?ordernum=${ORDER}&store=D123&locationID=10a`],
    ['no location', `?ordernum=${ORDER}&store=D123`],
  ])('shows find-your-order for %s', (_, search) => expect(readCurbsideQuery(search)).toBeNull());
});

describe('002 §5 the check-in forms', () => {
  it('the car form needs parking text (at most 200), vehicle type and colour', () => {
    expect(carErrors({ parking: '', vehicleType: '', vehicleColor: '' }, t)).toEqual({
      parking: t.parkingRequired,
      vehicleType: t.vehicleTypeRequired,
      vehicleColor: t.vehicleColorRequired,
    });
    expect(carErrors({ parking: 'x'.repeat(201), vehicleType: 'SUV', vehicleColor: 'Red' }, t)).toEqual({
      parking: t.parkingTooLong,
    });
    expect(carErrors({ parking: 'x'.repeat(200), vehicleType: 'SUV', vehicleColor: 'Red' }, t)).toEqual({});
  });

  it('the storefront form needs a location; other notes are optional', () => {
    expect(storefrontErrors({ location: '', otherNotes: '' }, t)).toEqual({ location: t.locationRequired });
    expect(storefrontErrors({ location: 'Front door', otherNotes: '' }, t)).toEqual({});
  });
});

describe('002 §4 what an answer means', () => {
  it.each(['READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP'])('%s is a success', (s) =>
    expect(curbsideOutcome(s)).toBe('success'),
  );
  it.each(['CUSTOMERPICKEDUP', 'CANCELLED', 'Canceled', 'ORDERNOTFOUND', 'NOTIFICATIONNOTSENT'])(
    '%s is information',
    (s) => expect(curbsideOutcome(s)).toBe('info'),
  );
  it.each(['ORDERNOTREADY', 'cancelled', '', null, 42])('%s is an error', (s) =>
    expect(curbsideOutcome(s)).toBe('error'),
  );
  it('reads Canceled as CANCELLED', () => expect(resultStatus('Canceled')).toBe('CANCELLED'));
});

describe('002 §3 the check-in payloads', () => {
  const car = { method: 'CAR' as const, car: { parking: 'Space 4', vehicleType: 'SUV', vehicleColor: 'Red' } };
  const front = {
    method: 'STOREFRONT' as const,
    storefront: { location: 'Front door', otherNotes: 'Blue jacket' },
  };

  it('the standard payload carries the car, or the location and notes', () => {
    expect(checkinPayload(ORDER, car)).toEqual({
      ADITIONAL_INFO: '',
      CHECKIN_METHOD: 'CAR',
      GEO_LOCATION: '',
      ORDERID: ORDER,
      PICKUPINFORMATION: 'Space 4',
      VEHICLECOLOR: 'Red',
      VEHICLETYPE: 'SUV',
    });
    expect(checkinPayload(ORDER, front)).toMatchObject({
      ADITIONAL_INFO: 'Blue jacket',
      CHECKIN_METHOD: 'STOREFRONT',
      PICKUPINFORMATION: 'Front door',
      VEHICLETYPE: '',
    });
    expect(curbsideCheckinSchema.safeParse(checkinPayload(ORDER, car)).success).toBe(true);
  });

  it('the BOPIS notes: parked-at, car type and colour; or the location plus the other notes', () => {
    expect(bopisNotes(car)).toBe('Parked at: Space 4; Car type: SUV; Car colour: Red');
    expect(bopisNotes(front)).toBe('Location: Front door; Notes: Blue jacket');
    expect(bopisNotes({ ...front, storefront: { location: 'Front door', otherNotes: '' } })).toBe(
      'Location: Front door',
    );
    const payload = bopisPayload(ORDER, 'D123', car);
    expect(payload).toEqual([{ orderNo: ORDER, storeId: 'D123', notes: bopisNotes(car) }]);
    expect(bopisCheckinSchema.safeParse(payload).success).toBe(true);
  });

  it('BOPIS notes stay within 1000 characters', () => {
    const long = { ...front, storefront: { location: 'x'.repeat(200), otherNotes: 'y'.repeat(900) } };
    expect(bopisNotes(long).length).toBe(1000);
    expect(bopisCheckinSchema.safeParse([{ orderNo: ORDER, storeId: 'D1', notes: 'z'.repeat(1001) }]).success).toBe(
      false,
    );
  });

  it('the car check-in needs its parking text, type and colour at the gateway too', () => {
    const bad = curbsideCheckinSchema.safeParse({ ...checkinPayload(ORDER, car), VEHICLETYPE: '' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([t.vehicleTypeRequired]);
  });
});
