import { EMPLOYEE_AUTH_VERIFY_PATHS, FAN_PROFILES_PREFIXES } from '../api/paths.ts';
import type { Access } from './roles.ts';

/**
 * The one access policy of the carrier API (002 §6, §7). The gateway's embedded routes declare the same levels
 * (a test holds them equal), the upstream proxy enforces this table for prefixes sent upstream, and the console
 * reads it to decide what to show. A path not in the table is refused.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PolicyRoute {
  method: HttpMethod;
  /** Path under the service prefix, with :params (for example 'fan/details/:fanId'). */
  path: string;
  access: Access;
}

export interface ServicePolicy {
  service: string;
  /** Every prefix the service answers under, without a trailing slash. */
  prefixes: readonly string[];
  routes: readonly PolicyRoute[];
}

const trim = (p: string) => p.replace(/\/+$/, '');
const parentOf = (p: string) => p.slice(0, p.lastIndexOf('/user/verify'));

export const API_POLICY: readonly ServicePolicy[] = [
  {
    service: 'fan-profiles',
    prefixes: FAN_PROFILES_PREFIXES.map(trim),
    routes: [
      { method: 'GET', path: 'fan/details/:fanId', access: 'read_fpt' },
      { method: 'GET', path: 'fan/details', access: 'read_fpt' },
    ],
  },
  {
    service: 'employee-authorization',
    prefixes: EMPLOYEE_AUTH_VERIFY_PATHS.map(parentOf),
    routes: [{ method: 'GET', path: 'user/verify', access: 'authenticated' }],
  },
];

function compile(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export interface PolicyMatch {
  service: ServicePolicy;
  prefix: string;
  route: PolicyRoute;
}

/** Finds the policy entry for a method and a full URL path (query string ignored); null means refuse. */
export function matchPolicy(method: string, url: string): PolicyMatch | null {
  const path = url.split('?')[0] ?? '';
  // Dot segments and encoded separators could step outside a prefix on the way upstream: refuse them.
  if (/(^|\/)\.{1,2}(\/|$)|%2f|%5c|\\/i.test(path)) return null;
  for (const service of API_POLICY) {
    for (const prefix of service.prefixes) {
      if (!path.startsWith(prefix + '/')) continue;
      const rest = path.slice(prefix.length + 1);
      for (const route of service.routes) {
        if (route.method === method.toUpperCase() && compile(route.path).test(rest)) return { service, prefix, route };
      }
    }
  }
  return null;
}

export function servicePolicyForPrefix(prefix: string): ServicePolicy | undefined {
  return API_POLICY.find((s) => s.prefixes.includes(trim(prefix)));
}
