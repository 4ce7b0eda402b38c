import { describe, expect, it } from 'vitest';
import {
  affinityTagsText,
  booleanText,
  discountText,
  discountValueText,
  formatCreatedOn,
  splashPageText,
  statusTone,
  tokenLinkHref,
  webStatusText,
} from './format.ts';

describe('webStatusText', () => {
  it('is ON only for an Active online status', () => {
    expect(webStatusText({ onlExpStatus: 'Active' })).toBe('ON');
    expect(webStatusText({ onlExpStatus: 'Inactive' })).toBe('OFF');
    expect(webStatusText({ onlExpStatus: '' })).toBe('OFF');
  });
});

describe('booleanText', () => {
  it('writes Yes/No and leaves null blank', () => {
    expect(booleanText(true)).toBe('Yes');
    expect(booleanText(false)).toBe('No');
    expect(booleanText(null)).toBe('');
  });
});

describe('discounts', () => {
  const percent = { discountType: 'SERVICE', discountVal: { amount: 15, amountType: 'PERCENT' } } as const;
  const dollars = { discountType: 'ACCESSORY', discountVal: { amount: 25, amountType: 'DOLLAR' } } as const;

  it('appends % to a percent and prefixes $ to a dollar amount', () => {
    expect(discountValueText(percent)).toBe('15%');
    expect(discountValueText(dollars)).toBe('$25');
    expect(discountValueText({ ...dollars, discountVal: { amount: 12.5, amountType: 'DOLLAR' } })).toBe('$12.50');
    expect(discountValueText({ ...percent, discountVal: { amount: 7.5, amountType: 'PERCENT' } })).toBe('7.5%');
  });

  it('picks the discounts of one type, blank when there is none', () => {
    expect(discountText([percent, dollars], 'SERVICE')).toBe('15%');
    expect(discountText([percent, dollars], 'ACCESSORY')).toBe('$25');
    expect(discountText([dollars], 'SERVICE')).toBe('');
    expect(discountText([], 'ACCESSORY')).toBe('');
  });
});

describe('affinityTagsText', () => {
  it('joins the tags with a comma', () => {
    expect(affinityTagsText(['Retail', 'Healthcare'])).toBe('Retail, Healthcare');
    expect(affinityTagsText([])).toBe('');
  });
});

describe('formatCreatedOn', () => {
  it('writes MM/DD/YYYY in UTC', () => {
    expect(formatCreatedOn('2024-03-05T10:00:00Z')).toBe('03/05/2024');
    expect(formatCreatedOn('2024-03-05T23:59:59.999Z')).toBe('03/05/2024');
    expect(formatCreatedOn('2024-03-05')).toBe('03/05/2024');
  });

  it('reads an offset as the UTC instant it names', () => {
    expect(formatCreatedOn('2024-03-05T22:00:00-05:00')).toBe('03/06/2024');
  });

  it('takes a date-time without offset as UTC', () => {
    expect(formatCreatedOn('2024-12-31T23:30:00')).toBe('12/31/2024');
    expect(formatCreatedOn('2024-12-31 23:30:00')).toBe('12/31/2024');
  });

  it('reads epoch milliseconds and seconds', () => {
    expect(formatCreatedOn(String(Date.UTC(2023, 0, 9, 23, 0)))).toBe('01/09/2023');
    expect(formatCreatedOn(String(Date.UTC(2023, 0, 9) / 1000))).toBe('01/09/2023');
  });

  it('keeps an MM/DD/YYYY value and blanks what it cannot read', () => {
    expect(formatCreatedOn('07/04/2022')).toBe('07/04/2022');
    expect(formatCreatedOn(null)).toBe('');
    expect(formatCreatedOn('')).toBe('');
    expect(formatCreatedOn('not a date')).toBe('');
  });
});

describe('statusTone', () => {
  it('groups Active, Pending and everything else', () => {
    expect(statusTone('Active')).toBe('active');
    expect(statusTone('Pending')).toBe('pending');
    expect(statusTone('Expired')).toBe('other');
    expect(statusTone('')).toBe('other');
  });
});

describe('tokenLinkHref', () => {
  it('links only http(s) addresses', () => {
    expect(tokenLinkHref('https://www.carrier.example/signature/abc123')).toBe(
      'https://www.carrier.example/signature/abc123',
    );
    expect(tokenLinkHref('javascript:alert(1)')).toBeNull();
    expect(tokenLinkHref('abc123')).toBeNull();
    expect(tokenLinkHref(null)).toBeNull();
  });
});

describe('splashPageText', () => {
  it('writes the view, then ON or OFF (002 §2.4 card header)', () => {
    expect(splashPageText(true, false)).toBe('List view OFF');
    expect(splashPageText(false, true)).toBe('Search view ON');
  });
});
