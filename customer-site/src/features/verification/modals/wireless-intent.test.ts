import { describe, expect, it } from 'vitest';
import { wirelessIntentUrl } from './wireless-intent.ts';

const here = new URL('https://shop.example/offers/discount-program?verificationId=VRF-1#aarp');

describe('001 §4 wireless intent', () => {
  it('sends a new customer to the upload-later address', () => {
    expect(wirelessIntentUrl('NEW', 'VRF-1', here, 'en-us')).toBe(
      '/enrollment/signature/?loginIntent=softLogin&verificationId=VRF-1',
    );
  });

  it('sends wireline to the postpaid plans', () => {
    expect(wirelessIntentUrl('WIRELINE', 'VRF-1', here, 'en-us')).toBe('/buy/postpaid');
  });

  it.each(['AL', 'UP'] as const)(
    'sends %s to the account login with wlsfi and a return address with upalflow',
    (intent) => {
      const url = new URL(wirelessIntentUrl(intent, 'VRF-1', here, 'en-us'), here);
      const wlsfi = intent.toLowerCase();
      expect(url.pathname).toBe('/acctmgmt/login');
      expect(url.searchParams.get('wlsfi')).toBe(wlsfi);
      const back = new URL(url.searchParams.get('returnUrl')!, here);
      expect(back.pathname).toBe('/offers/discount-program');
      expect(back.searchParams.get('upalflow')).toBe('true');
      expect(back.searchParams.get('verificationId')).toBe('VRF-1');
      expect(back.hash).toBe('#aarp');
    },
  );

  it('keeps a Spanish page’s customer on Spanish pages', () => {
    expect(wirelessIntentUrl('NEW', 'VRF-1', here, 'es-us')).toBe(
      '/es-us/enrollment/signature/?loginIntent=softLogin&verificationId=VRF-1',
    );
    expect(wirelessIntentUrl('WIRELINE', 'VRF-1', here, 'es-us')).toBe('/es-us/buy/postpaid');
    expect(wirelessIntentUrl('BUSINESS', 'VRF-1', here, 'es-us')).toBe('/es-us/buy/phones?segmentCode=99999SBSC');
  });

  it('gives business customers the business code', () => {
    expect(wirelessIntentUrl('BUSINESS', 'VRF-1', here, 'en-us')).toContain('99999SBSC');
  });
});
