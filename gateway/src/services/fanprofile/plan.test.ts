import { describe, expect, it } from 'vitest';
import type { FanUploadColumnKey, FanUploadRecord } from '@carrier/shared/fan-upload';
import { planFan, type StoredFan } from './plan.ts';
import { UploadGate } from '../../files/upload-gate.ts';

const STORED: StoredFan = {
  id: '00012345',
  status: 'Active',
  name: 'Kestrel Ridge Engineering Corp.',
  friendlyName: 'Kestrel Ridge Perks',
  onlExpStatus: 'Active',
  onlExpStatusReason: 'Benefits fair',
  contractType: 'Corporate Responsibility User',
  agreementType: 'Enterprise Agreement',
  liabilityType: 'CRU',
  affinityTags: ['GOV', 'TECH'],
  contactName: 'Dana Whitfield',
  contactEmail: 'dana@kestrel.example',
  workPhone: '214.555.0147',
  waivedActivationFees: true,
  waivedUpgradeFees: false,
  discounts: [
    { discountType: 'SERVICE', discountVal: { amount: 20, amountType: 'PERCENT' } },
    { discountType: 'ACCESSORY', discountVal: { amount: 25.5, amountType: 'DOLLAR' } },
  ],
};
const REQUIRED = new Set<FanUploadColumnKey>(['fanId', 'status', 'name', 'friendlyName']);
const record = (extra: Partial<FanUploadRecord> = {}): FanUploadRecord => ({
  row: 2,
  fanId: '00012345',
  status: 'Active',
  name: STORED.name,
  friendlyName: STORED.friendlyName,
  ...extra,
});

describe('planFan', () => {
  it('changes nothing for a row equal to the stored FAN, and keeps fields of absent columns', () => {
    const plan = planFan(record(), STORED, REQUIRED);
    expect(plan).toMatchObject({ action: 'unchanged', columns: [], webStatusChanged: false });
    expect(plan.after).toEqual(STORED);
  });

  it('names the changed columns with their from and to', () => {
    const plan = planFan(
      record({ friendlyName: 'Kestrel Perks', contactEmail: null, onlExpStatus: 'Inactive' }),
      STORED,
      new Set([...REQUIRED, 'contactEmail', 'webStatus']),
    );
    expect(plan.action).toBe('update');
    expect(plan.diff).toEqual({
      'FAN friendly name': { from: 'Kestrel Ridge Perks', to: 'Kestrel Perks' },
      'Web status': { from: 'Active', to: 'Inactive' },
      'Contact email': { from: 'dana@kestrel.example', to: null },
    });
    expect(plan.webStatusChanged).toBe(true);
  });

  it('replaces or removes one kind of discount and keeps the other', () => {
    const service = planFan(
      record({ serviceDiscount: { discountType: 'SERVICE', discountVal: { amount: 10, amountType: 'DOLLAR' } } }),
      STORED,
      REQUIRED,
    );
    expect(service.after.discounts).toEqual([
      { discountType: 'SERVICE', discountVal: { amount: 10, amountType: 'DOLLAR' } },
      { discountType: 'ACCESSORY', discountVal: { amount: 25.5, amountType: 'DOLLAR' } },
    ]);
    expect(service.diff).toEqual({ 'Service discount': { from: '20 PERCENT', to: '10 DOLLAR' } });
    const none = planFan(record({ accessoryDiscount: null }), STORED, REQUIRED);
    expect(none.after.discounts).toEqual([STORED.discounts[0]]);
  });

  it('creates a new FAN with empty fields for absent columns and web status off', () => {
    const plan = planFan(record({ fanId: '20000001' }), undefined, REQUIRED);
    expect(plan.action).toBe('create');
    expect(plan.columns).toEqual(['Status', 'FAN name', 'FAN friendly name']);
    expect(plan.after).toMatchObject({
      id: '20000001',
      onlExpStatus: 'Inactive',
      contractType: null,
      affinityTags: [],
      discounts: [],
    });
    expect(plan.webStatusChanged).toBe(false);
  });
});

describe('UploadGate', () => {
  it('runs up to its limit at once and turns the next away', async () => {
    const gate = new UploadGate(1);
    let release!: () => void;
    const first = gate.run(() => new Promise<string>((r) => (release = () => r('done'))));
    expect(await gate.run(async () => 'second')).toBeNull();
    release();
    expect(await first).toEqual({ value: 'done' });
    expect(await gate.run(async () => 'third')).toEqual({ value: 'third' });
  });

  it('frees its place when the work fails', async () => {
    const gate = new UploadGate(1);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 1)).toEqual({ value: 1 });
  });
});
