import { describe, expect, it } from 'vitest';
import { requestHash } from './submission-key.ts';

describe('requestHash', () => {
  it('is the same for the same request whatever order its keys came in', () => {
    expect(requestHash({ a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(
      requestHash({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
    );
  });

  it('differs when a value, a list order or a nested key differs', () => {
    const base = requestHash({ accounts: [{ ctn: ['1', '2'] }] });
    expect(requestHash({ accounts: [{ ctn: ['2', '1'] }] })).not.toBe(base);
    expect(requestHash({ accounts: [{ ctn: ['1', '2'], extra: true }] })).not.toBe(base);
    expect(requestHash({ accounts: [{ ctn: ['1', '3'] }] })).not.toBe(base);
  });
});
