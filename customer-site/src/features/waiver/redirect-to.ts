import type { NavigateFunction } from 'react-router-dom';
import { sameSitePath } from '@carrier/shared/access';

/**
 * 000 §2: after a cancel, go to the configured URL: a path on this site through the router (carrying `state`, such as
 * the request's reference, for that page to show), else an https address.
 */
export function redirectTo(url: string, navigate: NavigateFunction, state?: unknown): void {
  const path = sameSitePath(url);
  if (path) void navigate(path, state === undefined ? undefined : { state });
  else if (/^https:\/\//i.test(url)) window.location.assign(url);
}
