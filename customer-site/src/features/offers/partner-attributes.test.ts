import { describe, expect, it } from 'vitest';
import { partnerDealerCode } from './partner-attributes.ts';

const store = (value: string | null) => ({ getItem: () => value, setItem: () => {}, removeItem: () => {} });

describe('002 §3 partnerAttributes: the dealer code', () => {
  it('reads a JSON object’s dealerCode, or the code alone', () => {
    expect(partnerDealerCode(store('{"dealerCode":"D-1234","partner":"x"}'))).toBe('D-1234');
    expect(partnerDealerCode(store('D-77'))).toBe('D-77');
  });

  it('is no code when absent, unreadable or not a code', () => {
    expect(partnerDealerCode(store(null))).toBeNull();
    expect(partnerDealerCode(store('{"dealerCode":'))).toBeNull();
    expect(partnerDealerCode(store('{"partner":"x"}'))).toBeNull();
    expect(partnerDealerCode(store('<script>'))).toBeNull();
    expect(partnerDealerCode(store('{"dealerCode":12}'))).toBeNull();
  });
});
