import { sameSitePath } from '@carrier/shared/access';

/** Where the console lives; its router works on the paths below it. */
const CONSOLE_BASE = '/admin';

/**
 * The router path to open after sign-in: the `returnurl` query parameter when it is a same-site path under
 * /admin, otherwise the console's home; never the sign-in page itself.
 */
export function returnPathAfterLogin(returnUrl: string | null): string {
  const home = '/';
  const path = sameSitePath(returnUrl);
  if (!path) return home;
  const url = new URL(path, 'http://site.invalid');
  if (url.pathname !== CONSOLE_BASE && !url.pathname.startsWith(`${CONSOLE_BASE}/`)) return home;
  const inner = url.pathname.slice(CONSOLE_BASE.length) || home;
  if (inner === '/login' || inner.startsWith('/login/')) return home;
  return `${inner}${url.search}${url.hash}`;
}

/**
 * Where the sign-in page was asked to return to: the `returnurl` or `target_url` query parameter (a 401's Location), or else the
 * page react-admin's requireAuth was guarding when it sent the browser here (router state `nextPathname` and
 * `nextSearch`, router paths below /admin).
 */
export function returnUrlOf(search: string, state: unknown): string | null {
  const params = new URLSearchParams(search);
  // 002 §2.9: the fan upload's sign-in link names the page in target_url.
  const query = params.get('returnurl') ?? params.get('target_url');
  if (query) return query;
  const next = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof next.nextPathname !== 'string' || !/^\/(?![/\\])/.test(next.nextPathname)) return null;
  const nextSearch = typeof next.nextSearch === 'string' && next.nextSearch.startsWith('?') ? next.nextSearch : '';
  return `${CONSOLE_BASE}${next.nextPathname}${nextSearch}`;
}
