import { useEffect, useState } from 'react';
import { readFanId } from '@carrier/shared/access';
import type { Locale } from '@carrier/shared/content';
import type { BenefitsContent } from '@carrier/shared/discount-program';
import { getTokenLanderOffer } from './api/token-offer.ts';

export type SignatureHeroState =
  | { status: 'loading' }
  | { status: 'personal'; offer: BenefitsContent }
  /** 002 §8: no fan id, or the call failed (Error / FAILURE / ERROR): the fallback hero. */
  | { status: 'fallback' };

/**
 * 002 §7 Signature hero on a content page: the visitor's FAN (the one their program link or sign-in left in the
 * FAN cookie) asks customerOffer for the TOKENLANDER offers; without a fan id there is nothing to personalise, so the
 * fallback hero shows without a call. The server renders the fallback (it has no cookie to read).
 */
export function useSignatureHero(locale: Locale): SignatureHeroState {
  const [state, setState] = useState<SignatureHeroState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const fanId = readFanId(document.cookie);
    if (!fanId) {
      setState({ status: 'fallback' });
      return;
    }
    void getTokenLanderOffer(fanId, locale).then((result) => {
      if (live) setState(result.ok ? { status: 'personal', offer: result.data } : { status: 'fallback' });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}
