import { describe, expect, it } from 'vitest';
import {
  FAN_UPLOAD_COLUMNS,
  columnLetter,
  readHeaderRow,
  type FanUploadColumnKey,
  type HeaderCell,
} from './columns.ts';
import {
  DuplicateFanIds,
  headerLetters,
  readAmount,
  readFanId,
  readPhone,
  readYesNo,
  validateFanUploadRow,
  type CellValue,
} from './row.ts';

const ALL_HEADERS: Array<[number, HeaderCell]> = FAN_UPLOAD_COLUMNS.map((c, i) => [i + 1, c.header]);
const fullHeader = () => readHeaderRow(1, ALL_HEADERS).header!;

const VALID: Record<FanUploadColumnKey, CellValue> = {
  fanId: '20000001',
  status: 'Active',
  name: 'Harbor Point Logistics',
  friendlyName: 'Harbor Point Perks',
  webStatus: 'ON',
  contractType: 'Corporate Responsibility User',
  agreementType: 'Standard',
  liabilityType: 'CRU',
  affinityTags: 'gov, tech',
  contactName: 'Rae Okafor',
  contactEmail: 'rae.okafor@harbor-point.example',
  workPhone: '(214) 555-0147',
  waiveActivationFees: true,
  waiveUpgradeFees: 'false',
  serviceDiscount: 20,
  serviceDiscountType: 'percent',
  accessoryDiscount: '25.5',
  accessoryDiscountType: 'DOLLAR',
};

function check(overrides: Partial<Record<FanUploadColumnKey, CellValue>>, header = fullHeader()) {
  return validateFanUploadRow(7, header, { ...VALID, ...overrides }, headerLetters(header));
}

describe('the header row', () => {
  it('reads the template’s headers in any order, ignoring case and spacing', () => {
    const { header, issues } = readHeaderRow(1, [
      [2, 'fan id'],
      [1, '  STATUS '],
      [3, 'FAN   name'],
      [4, 'FAN friendly name'],
    ]);
    expect(issues).toEqual([]);
    expect([...header!.columns]).toEqual([
      [2, 'fanId'],
      [1, 'status'],
      [3, 'name'],
      [4, 'friendlyName'],
    ]);
  });

  it('calls a row without any template header a missing header row', () => {
    const { header, issues } = readHeaderRow(1, [
      [1, '00012345'],
      [2, 'Active'],
      [3, 'Kestrel'],
    ]);
    expect(header).toBeNull();
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(
      /^The first row must be the header row, with at least these columns: FAN ID, Status, FAN name, FAN friendly name\./,
    );
  });

  it('reports missing required, unknown, repeated and half-paired columns', () => {
    const { header, issues } = readHeaderRow(1, [
      [1, 'FAN ID'],
      [2, 'Status'],
      [3, 'Servce discount'],
      [4, 'Status'],
      [5, 'Service discount'],
    ]);
    expect(header).toBeNull();
    expect(issues.map((i) => [i.cell, i.message])).toEqual([
      ['D1', "The column 'Status' appears more than once in the header row."],
      [
        'C1',
        "'Servce discount' is not a column of the template. Rename it to one of the template's columns or remove the column.",
      ],
      [null, 'The header row is missing the required column(s): FAN name, FAN friendly name.'],
      [null, "The column 'Service discount' needs the column 'Service discount type' beside it."],
    ]);
  });
});

describe('a FAN row', () => {
  it('turns a valid row into the record to apply', () => {
    const { record, issues } = check({});
    expect(issues).toEqual([]);
    expect(record).toEqual({
      row: 7,
      fanId: '20000001',
      status: 'Active',
      name: 'Harbor Point Logistics',
      friendlyName: 'Harbor Point Perks',
      onlExpStatus: 'Active',
      contractType: 'Corporate Responsibility User',
      agreementType: 'Standard',
      liabilityType: 'CRU',
      affinityTags: ['GOV', 'TECH'],
      contactName: 'Rae Okafor',
      contactEmail: 'rae.okafor@harbor-point.example',
      workPhone: '214.555.0147',
      waivedActivationFees: true,
      waivedUpgradeFees: false,
      serviceDiscount: { discountType: 'SERVICE', discountVal: { amount: 20, amountType: 'PERCENT' } },
      accessoryDiscount: { discountType: 'ACCESSORY', discountVal: { amount: 25.5, amountType: 'DOLLAR' } },
    });
  });

  it('clears optional fields whose cells are blank, and leaves out fields whose columns are absent', () => {
    const blanks = check({
      contractType: '',
      contactEmail: null,
      workPhone: ' ',
      affinityTags: null,
      waiveActivationFees: null,
      serviceDiscount: null,
      serviceDiscountType: null,
    });
    expect(blanks.record).toMatchObject({
      contractType: null,
      contactEmail: null,
      workPhone: null,
      affinityTags: [],
      waivedActivationFees: null,
      serviceDiscount: null,
    });
    const few = readHeaderRow(1, [
      [1, 'FAN ID'],
      [2, 'Status'],
      [3, 'FAN name'],
      [4, 'FAN friendly name'],
    ]).header!;
    const { record } = check({}, few);
    expect(Object.keys(record!).sort()).toEqual(['fanId', 'friendlyName', 'name', 'row', 'status']);
  });

  it('requires FAN ID, Status, FAN name and FAN friendly name, naming each cell', () => {
    const { record, issues } = check({ fanId: null, status: ' ', name: '', friendlyName: null });
    expect(record).toBeNull();
    expect(issues).toEqual([
      { row: 7, column: 'FAN ID', cell: 'A7', message: 'FAN ID is required.' },
      { row: 7, column: 'Status', cell: 'B7', message: 'Status is required.' },
      { row: 7, column: 'FAN name', cell: 'C7', message: 'FAN name is required.' },
      { row: 7, column: 'FAN friendly name', cell: 'D7', message: 'FAN friendly name is required.' },
    ]);
  });

  it('reports every failing cell of the row, not only the first', () => {
    const { issues } = check({
      fanId: '1234567',
      status: 'Expired soon',
      webStatus: 'maybe',
      contactEmail: 'rae@',
      workPhone: '555-0147',
      waiveUpgradeFees: 'perhaps',
      affinityTags: 'GOV, not a tag!',
      serviceDiscount: 120,
      accessoryDiscount: -5,
    });
    expect(issues.map((i) => `${i.cell} ${i.message}`)).toEqual([
      'A7 FAN ID must be 8 digits, for example 00012345.',
      'B7 Status must be Active, Pending, Expired or Inactive.',
      'E7 Web status must be ON or OFF.',
      'K7 Enter a valid email address, for example name@example.com.',
      'L7 Enter a 10-digit phone number, for example 214.555.0147.',
      'I7 Affinity tags are a comma-separated list of codes (letters, digits, - or _), at most 20 tags of 32 characters.',
      'N7 Enter TRUE or FALSE, or leave the cell blank.',
      'O7 A PERCENT discount is at most 100.',
      'Q7 Enter an amount of 0 or more with at most 2 decimals, or leave the cell blank.',
    ]);
  });

  it('gives the readable FAN ID even when another cell fails (for the duplicate check)', () => {
    expect(check({ status: 'nope' }).fanId).toBe('20000001');
    expect(check({ fanId: 'abc' }).fanId).toBeNull();
  });

  it('needs both halves of a discount', () => {
    expect(check({ serviceDiscountType: null }).issues.map((i) => i.message)).toEqual([
      'Enter the discount type (PERCENT or DOLLAR) for this amount.',
    ]);
    expect(check({ serviceDiscount: '' }).issues.map((i) => i.message)).toEqual([
      'Enter the discount amount for this type.',
    ]);
    expect(check({ serviceDiscountType: 'EURO' }).issues.map((i) => i.message)).toEqual([
      'The discount type must be PERCENT or DOLLAR.',
    ]);
  });

  it('takes a PERCENT of 0 to 100 and a DOLLAR of 0 or more', () => {
    expect(check({ serviceDiscount: 100 }).issues).toEqual([]);
    expect(check({ serviceDiscount: 0 }).issues).toEqual([]);
    expect(check({ serviceDiscount: 100.01 }).issues).toHaveLength(1);
    expect(check({ serviceDiscount: 500, serviceDiscountType: 'DOLLAR' }).issues).toEqual([]);
    expect(check({ accessoryDiscount: -0.01 }).issues).toHaveLength(1);
  });

  it('refuses text with line breaks or control characters, and text over the limits', () => {
    expect(check({ name: 'Harbor\nPoint' }).issues[0]!.message).toBe(
      'The cell holds control characters (such as a line break). Enter plain text.',
    );
    expect(check({ name: 'x'.repeat(201) }).issues[0]!.message).toBe('Enter at most 200 characters.');
    expect(check({ name: 'x'.repeat(200) }).issues).toEqual([]);
  });

  it('keeps special characters in text as they are', () => {
    const name = '<script>alert(1)</script> & Søn — “Ltd” =1+1';
    expect(check({ name }).record!.name).toBe(name);
  });
});

describe('cell readers', () => {
  it('pads a FAN ID that Excel turned into a number, and nothing else', () => {
    expect(readFanId(12345)).toBe('00012345');
    expect(readFanId(99999999)).toBe('99999999');
    expect(readFanId(' 00012345 ')).toBe('00012345');
    for (const bad of ['12345', '123456789', '0001234a', 12.5, -1, 100000000, true, null])
      expect(readFanId(bad as CellValue), String(bad)).toBeNull();
  });

  it('reads phone numbers of 10 digits in the usual shapes', () => {
    for (const ok of ['214.555.0147', '214-555-0147', '(214) 555-0147', '+1 214 555 0147', '2145550147', 2145550147]) {
      expect(readPhone(ok), String(ok)).toBe('214.555.0147');
    }
    for (const bad of ['555-0147', '214.555.01477', 'call me', '214.555.0147 x12'])
      expect(readPhone(bad), bad).toBeNull();
  });

  it('reads yes/no cells', () => {
    expect([true, 'TRUE', 'yes', 1, 'Y'].map(readYesNo)).toEqual([true, true, true, true, true]);
    expect([false, 'False', 'no', 0, 'n'].map(readYesNo)).toEqual([false, false, false, false, false]);
    expect([null, '  '].map(readYesNo)).toEqual([null, null]);
    expect(['maybe', 2].map(readYesNo)).toEqual([undefined, undefined]);
  });

  it('reads amounts of 0 or more with at most 2 decimals', () => {
    expect([0, 20, 25.5, '25.50', 19.99].map(readAmount)).toEqual([0, 20, 25.5, 25.5, 19.99]);
    expect([-1, 1.005, '20%', '$5', 'abc', Number.NaN, Infinity, true].map((v) => readAmount(v as CellValue))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('duplicate FAN IDs within one file', () => {
  it('reports every later row with the first row’s number', () => {
    const seen = new DuplicateFanIds();
    expect(seen.see('00012345', 2, 'A2')).toBeNull();
    expect(seen.see('00054321', 3, 'A3')).toBeNull();
    expect(seen.see('00012345', 9, 'A9')).toEqual({
      row: 9,
      column: 'FAN ID',
      cell: 'A9',
      message: 'FAN ID 00012345 already appears in row 2; each FAN may appear once.',
    });
    expect(seen.see('00012345', 12, 'A12')!.message).toContain('row 2');
  });
});

describe('columnLetter', () => {
  it('counts like Excel', () => {
    expect([1, 18, 26, 27, 52, 703, 16384].map(columnLetter)).toEqual(['A', 'R', 'Z', 'AA', 'AZ', 'AAA', 'XFD']);
  });
});
