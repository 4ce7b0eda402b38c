import type { Line, ProfileResponse, Service } from './schemas.ts';

/** A profile for the rule tests (not fixtures: the gateway's customers live in fixtures/). */
export const line = (ctn: string, status: string, statusReasonCode = ''): Line => ({
  ctn,
  status,
  statusReasonCode,
  subscriberName: { firstName: 'Sam' },
  model: 'Phone',
});

export const mobility: Service = {
  product: 'MOBILITY',
  productOption: 'WIRELESS',
  productKey: 'MOB-1',
  service: 'Wireless',
  accountNumber: '111122223333',
  ctn: [
    line('2145550101', 'A'),
    line('2145550102', 'A'),
    line('2145550103', 'S', 'MT'),
    line('2145550104', 'S', 'RRST '),
    line('2145550105', 'S', 'VOL'),
  ],
  uverseProductOptions: [],
};

export const uverse: Service = {
  product: 'UVERSE',
  productOption: 'INTERNET_TV_VOICE',
  productKey: 'UV-1',
  service: 'U-verse',
  accountNumber: '444455556666',
  ctn: [],
  uverseProductOptions: ['INTERNET', 'TV', 'VOICE'],
};

export const profile: ProfileResponse = {
  user: {
    firstName: 'Jordan',
    lastName: 'Ellison',
    emailAddress: 'jordan@example.com',
    phoneNumber: '2145550100',
    slid: 'jellison',
    billingFullName: 'Jordan A Ellison',
  },
  services: [mobility, uverse],
};
