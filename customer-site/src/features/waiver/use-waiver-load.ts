import { useEffect, type Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sameSitePath } from '@carrier/shared/access';
import { LOGIN_STATUS } from '@carrier/shared/self-service';
import { getSelfServiceProfile } from '../../api/self-service-profile.ts';
import { getLoginStatus } from './api/login-status.ts';
import { buildWaiverItems } from './build-waiver-items.ts';
import { useWaiverContext } from './use-waiver-context.ts';
import type { WaiverAction } from './waiver-reducer.ts';

/**
 * 000 §6, §7 on load: GET {loginApi} (anything but destinationPage DONE goes to its login URL), then GET {api}
 * for the profile. A failure of either hides the form behind the error banner.
 */
export function useWaiverLoad(dispatch: Dispatch<WaiverAction>): void {
  const { content } = useWaiverContext();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const { loginApi, api, friendlyNames, formType } = content;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const status = await getLoginStatus(loginApi, here, signal);
      if (signal.aborted) return;
      if (!status.ok) return dispatch({ type: 'loadFailed' });
      if (status.data.content.destinationPage !== LOGIN_STATUS.done) return goToLogin(status.data.content.loginUrl);
      const profile = await getSelfServiceProfile(api, signal);
      if (signal.aborted) return;
      if (!profile.ok) return dispatch({ type: 'loadFailed' });
      dispatch({ type: 'loaded', items: buildWaiverItems(profile.data.services, friendlyNames, formType) });
    })();

    function goToLogin(url: string) {
      // Only a path on this site is followed; anything else falls back to this site's sign-in page.
      void navigate(sameSitePath(url) ?? `/signin?returnurl=${encodeURIComponent(here)}`, { replace: true });
    }
    return () => controller.abort();
  }, [loginApi, api, friendlyNames, formType, here, dispatch, navigate]);
}
