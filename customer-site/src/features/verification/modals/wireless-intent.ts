import { siteHref, type Locale } from '@carrier/shared/content';
import { uploadLaterUrl } from '../upload/upload-later-links.ts';

/** 001 §9 wireless intent options. */
export const WIRELESS_INTENTS = ['NEW', 'WIRELINE', 'AL', 'UP', 'BUSINESS'] as const;
export type WirelessIntent = (typeof WIRELESS_INTENTS)[number];

/** 001 §9 business customers' code. */
export const BUSINESS_CODE = '99999SBSC';

/**
 * 001 §4 where each wireless intent leads: NEW to the upload-later address, WIRELINE to /buy/postpaid, AL and UP to
 * the account login with wlsfi=al|up and a return address (this page with upalflow=true), BUSINESS with its code.
 * The site's pages in the page's language; the account login follows the language of the page it returns to.
 */
export function wirelessIntentUrl(
  intent: WirelessIntent,
  verificationId: string | undefined,
  here: URL,
  locale: Locale,
): string {
  switch (intent) {
    case 'NEW':
      return uploadLaterUrl('softLogin', verificationId, locale);
    case 'WIRELINE':
      return siteHref('/buy/postpaid', locale);
    case 'AL':
    case 'UP': {
      const back = new URL(here.href);
      back.searchParams.set('upalflow', 'true');
      const wlsfi = intent.toLowerCase();
      back.searchParams.set('wlsfi', wlsfi);
      const params = new URLSearchParams({ wlsfi, returnUrl: back.pathname + back.search + back.hash });
      return `/acctmgmt/login?${params}`;
    }
    case 'BUSINESS':
      return siteHref(`/buy/phones?${new URLSearchParams({ segmentCode: BUSINESS_CODE })}`, locale);
  }
}

/** 001 §4: the age segment asks for the wireless intent after an upload (with its flag). */
export const AGE_SEGMENT = 'aarp';
