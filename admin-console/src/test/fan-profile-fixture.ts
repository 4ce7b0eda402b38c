import type { FanProfile } from '@carrier/shared/fan-tools';

/** A complete FAN profile for tests. */
export const fanProfileFixture: FanProfile = {
  id: '12345678',
  status: 'Active',
  name: 'Northwind Health Systems',
  friendlyName: 'Northwind Health',
  onlExpStatus: 'Active',
  onlExpStatusChangeReason: 'Annual renewal',
  currentTokenLink: 'https://www.carrier.example/signature/northwind-3f9a',
  tokenTimeStamp: '2024-03-05T23:30:00Z',
  contractType: 'Enterprise',
  agreementType: 'Standard',
  liabilityType: 'Corporate',
  affinityTags: ['Healthcare', 'Hospitals'],
  contactInformation: {
    employeeName: 'Dana Reyes',
    emailAddress: 'dana.reyes@northwind.example',
    workPhone: '555-010-0199',
  },
  promotions: {
    isWaivedActivationFees: true,
    isWaivedUpgradeFees: null,
    discounts: [
      { discountType: 'SERVICE', discountVal: { amount: 15, amountType: 'PERCENT' } },
      { discountType: 'ACCESSORY', discountVal: { amount: 25, amountType: 'DOLLAR' } },
    ],
  },
};
