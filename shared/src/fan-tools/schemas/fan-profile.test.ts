import { describe, expect, it } from 'vitest';
import {
  discountSchema,
  fanDetailsResponseSchema,
  fanIdSchema,
  fanProfileSchema,
  groupDetailsSchema,
  isWebStatusOn,
  multiSearchResponseSchema,
  type FanProfile,
} from './fan-profile.ts';

const profile: FanProfile = {
  id: '00012345',
  status: 'Active',
  name: 'Kestrel Ridge Engineering Corp.',
  friendlyName: 'Kestrel Ridge Perks',
  onlExpStatus: 'Active',
  onlExpStatusChangeReason: 'Enabled for the benefits fair.',
  currentTokenLink: 'https://sales.example/signature/landing?iruToken=abc',
  tokenTimeStamp: '2025-09-15T14:30:00.000Z',
  contractType: 'Corporate Responsibility User',
  agreementType: 'Enterprise Agreement',
  liabilityType: 'CRU',
  affinityTags: ['GOV', 'TECH'],
  contactInformation: {
    employeeName: 'Dana Whitfield',
    emailAddress: 'dana@kestrel.example',
    workPhone: '214.555.0147',
  },
  promotions: {
    isWaivedActivationFees: true,
    isWaivedUpgradeFees: false,
    discounts: [
      { discountType: 'SERVICE', discountVal: { amount: 20, amountType: 'PERCENT' } },
      { discountType: 'ACCESSORY', discountVal: { amount: 25.5, amountType: 'DOLLAR' } },
    ],
  },
};

describe('fanIdSchema (002 §3: an 8-digit string)', () => {
  it.each(['00012345', '12345678', '00000000'])('accepts %s', (id) =>
    expect(fanIdSchema.safeParse(id).success).toBe(true),
  );

  it.each(['1234567', '123456789', '0001234a', '', ' 00012345', 12345678])(
    "refuses %j with 'FAN ID not found.'",
    (id) => {
      const result = fanIdSchema.safeParse(id);
      expect(result.success).toBe(false);
      if (typeof id === 'string') expect(result.error?.issues[0]?.message).toBe('FAN ID not found.');
    },
  );
});

describe('fanProfileSchema (002 §3 FAN profile)', () => {
  it('accepts a full profile unchanged', () => {
    expect(fanProfileSchema.parse(profile)).toEqual(profile);
  });

  it('accepts the nullable fields as null, no tags and no discounts', () => {
    const blank = {
      ...profile,
      status: 'Expired',
      onlExpStatus: 'Inactive',
      onlExpStatusChangeReason: null,
      currentTokenLink: null,
      tokenTimeStamp: null,
      contractType: null,
      agreementType: null,
      liabilityType: null,
      affinityTags: [],
      contactInformation: { employeeName: null, emailAddress: null, workPhone: null },
      promotions: { isWaivedActivationFees: null, isWaivedUpgradeFees: null, discounts: [] },
    };
    expect(fanProfileSchema.parse(blank)).toEqual(blank);
  });

  it('requires every field (currentTokenLink included: null, not missing)', () => {
    for (const field of Object.keys(profile)) {
      const { [field as keyof FanProfile]: _dropped, ...rest } = profile;
      expect(fanProfileSchema.safeParse(rest).success, field).toBe(false);
    }
  });

  it('refuses a bad id, a non-boolean waiver or a string amount', () => {
    expect(fanProfileSchema.safeParse({ ...profile, id: '12345' }).success).toBe(false);
    expect(
      fanProfileSchema.safeParse({ ...profile, promotions: { ...profile.promotions, isWaivedUpgradeFees: 'true' } })
        .success,
    ).toBe(false);
    const stringAmount = { discountType: 'SERVICE', discountVal: { amount: '20', amountType: 'PERCENT' } };
    expect(
      fanProfileSchema.safeParse({ ...profile, promotions: { ...profile.promotions, discounts: [stringAmount] } })
        .success,
    ).toBe(false);
  });
});

describe('discountSchema (002 §3: SERVICE or ACCESSORY; PERCENT or DOLLAR)', () => {
  it('accepts every type with every amount type', () => {
    for (const discountType of ['SERVICE', 'ACCESSORY']) {
      for (const amountType of ['PERCENT', 'DOLLAR']) {
        expect(discountSchema.safeParse({ discountType, discountVal: { amount: 15, amountType } }).success).toBe(true);
      }
    }
  });
  it('refuses other types and lower-case spellings', () => {
    expect(
      discountSchema.safeParse({ discountType: 'DEVICE', discountVal: { amount: 15, amountType: 'PERCENT' } }).success,
    ).toBe(false);
    expect(
      discountSchema.safeParse({ discountType: 'service', discountVal: { amount: 15, amountType: 'PERCENT' } }).success,
    ).toBe(false);
    expect(
      discountSchema.safeParse({ discountType: 'SERVICE', discountVal: { amount: 15, amountType: 'percent' } }).success,
    ).toBe(false);
  });
});

describe('isWebStatusOn (002 §3: onlExpStatus Active means web status on)', () => {
  it.each([
    ['Active', true],
    ['Inactive', false],
    ['active', false],
    ['', false],
  ])('%j → %s', (onlExpStatus, on) => expect(isWebStatusOn({ onlExpStatus })).toBe(on));
});

describe('response schemas', () => {
  const group = {
    groupId: 'GRP10001',
    isWebEnabled: true,
    isList: false,
    fanDetails: [
      { id: '00012345', status: 'Active' },
      { id: '00054321', status: 'Pending' },
    ],
    token: 'tok',
    tokenGenerationDate: '2025-09-15T14:30:00.000Z',
  };

  it("fan details answer status 'success' with the profiles", () => {
    expect(fanDetailsResponseSchema.safeParse({ status: 'success', fanDetails: [profile] }).success).toBe(true);
    expect(fanDetailsResponseSchema.safeParse({ status: 'failure', fanDetails: [] }).success).toBe(false);
  });

  it('group details carry 8-digit member ids, a nullable token and date', () => {
    expect(groupDetailsSchema.safeParse(group).success).toBe(true);
    expect(
      groupDetailsSchema.safeParse({ ...group, token: null, tokenGenerationDate: null, fanDetails: [] }).success,
    ).toBe(true);
    expect(groupDetailsSchema.safeParse({ ...group, fanDetails: [{ id: '123', status: 'Active' }] }).success).toBe(
      false,
    );
  });

  it('a multi-search answers groups, FANs, invalid ids and the group id', () => {
    const body = {
      status: 'success',
      groupDetails: [group],
      fanDetails: [profile],
      invalidFanIds: ['abc', '123'],
      groupId: 'GRP10001',
    };
    expect(multiSearchResponseSchema.parse(body)).toEqual(body);
    expect(multiSearchResponseSchema.safeParse({ ...body, groupId: null }).success).toBe(true);
    expect(multiSearchResponseSchema.safeParse({ ...body, invalidFanIds: undefined }).success).toBe(false);
  });
});
