import { describe, expect, it } from 'vitest';
import { readVerifyQuery } from './verify-query.ts';

describe('001 §2 the verify form’s query', () => {
  it('reads the CRP customer type as the enrollment pages do: crp=true only', () => {
    expect(readVerifyQuery('?crp=true&ban=123').crp).toBe(true);
    expect(readVerifyQuery('?crp=false&ban=123').crp).toBe(false);
    expect(readVerifyQuery('?crp=1').crp).toBe(false);
    expect(readVerifyQuery('').crp).toBe(false);
  });

  it('reads the verifications and forwards the upload values, each cut to 100 characters', () => {
    const query = readVerifyQuery(
      `?verificationId=VRF-1&comboVerificationId=VRF-2&fanId=${'9'.repeat(120)}&market=DLS`,
    );
    expect(query.verificationId).toBe('VRF-1');
    expect(query.comboVerificationId).toBe('VRF-2');
    expect(query.forward).toEqual({ fanId: '9'.repeat(100), market: 'DLS' });
  });
});
