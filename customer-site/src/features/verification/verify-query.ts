import type { VerifyQuery } from './verify-state.ts';

const FORWARDED = ['fanId', 'fanType', 'fanName', 'ban', 'market', 'subMarket', 'orderId'] as const;

/** 001 §2: the query parameters the verify form reads, and the values it forwards on upload. */
export function readVerifyQuery(search: string): VerifyQuery {
  const params = new URLSearchParams(search);
  const forward: VerifyQuery['forward'] = {};
  for (const key of FORWARDED) {
    const value = params.get(key);
    if (value) forward[key] = value.slice(0, 100);
  }
  return {
    verificationId: params.get('verificationId'),
    comboVerificationId: params.get('comboVerificationId'),
    crp: params.get('crp') === 'true',
    upalflow: params.get('upalflow'),
    wlsfi: params.get('wlsfi'),
    forward,
  };
}
