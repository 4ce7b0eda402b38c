import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath, type Locale } from '@carrier/shared/content';
import { getFlags } from '../../api/flags.ts';
import { getFanLanding } from './api/fan-landing.ts';
import { getTokenLanderOffer } from './api/token-offer.ts';
import type { TokenLandingState } from './token-landing-state.ts';

/** The business discount lander of a group, in the page's language (002 §2.3 reads isList and groupId). */
export function landerHref(group: { groupId: string; isList: boolean }, locale: Locale): string {
  const query = new URLSearchParams({ isList: String(group.isList), groupId: group.groupId });
  return `${localizedPath('/signature/lander', locale)}?${query}`;
}

/**
 * 002 §7: opens the token link in the address (in the browser only: the token never reaches the server render). A
 * FAN's token greets the FAN and asks for the TOKENLANDER offers; a group's token leads to its lander; a replaced,
 * unknown or missing token is no longer valid; anything else failed and may be tried again.
 */
export function useTokenLanding(locale: Locale): { state: TokenLandingState; retry: () => void } {
  const { search } = useLocation();
  const [state, setState] = useState<TokenLandingState>({ view: 'opening' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const token = new URLSearchParams(search).get('iruToken')?.trim() ?? '';
    const show = (next: TokenLandingState) => {
      if (live) setState(next);
    };
    void (async () => {
      if (!token) return show({ view: 'invalid' });
      const flags = await getFlags();
      const landed = await getFanLanding(token, flags.enrollmentSalesApi);
      if (!landed.ok) {
        // 404 TOKEN_INVALID (replaced or unknown) and 400 (not a token at all) mean the link itself is no good
        const linkIsBad = landed.error.status === 404 || landed.error.status === 400;
        return show({ view: linkIsBad ? 'invalid' : 'failed' });
      }
      const { fan, group } = landed.data;
      if (fan) {
        show({ view: 'fan', fan, offer: { status: 'loading' } });
        const offer = await getTokenLanderOffer(fan.id, locale);
        // no offers (or a failed call) leaves the greeting and the way in, without an offers section
        return show({
          view: 'fan',
          fan,
          offer: offer.ok ? { status: 'ready', content: offer.data } : { status: 'none' },
        });
      }
      // a group whose landing page is off has nothing to show a visitor
      show(group?.isWebEnabled ? { view: 'group', href: landerHref(group, locale) } : { view: 'invalid' });
    })();
    return () => {
      live = false;
    };
  }, [search, attempt, locale]);

  const retry = useCallback(() => {
    setState({ view: 'opening' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
