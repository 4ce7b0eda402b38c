import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { matchPolicy, type Access } from '@carrier/shared/access';
import { ErrorIds } from '@carrier/shared/core';
import { HttpError } from '../http-error.ts';
import { writeCounterStore } from './write-counter-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'sign-in' on the sign-in route: counted per address under a bound of its own (SIGN_INS_PER_MINUTE), beside the
     * failures it counts itself; every other public or customer write is throttled as a write.
     */
    writeThrottle?: 'sign-in';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The writes throttled: everyone's (public) and the customers'. Employees' writes need a role and a session. */
const THROTTLED: ReadonlySet<Access> = new Set<Access>(['public', 'customer']);

/**
 * How the throttle counts this request: as a write (from the route's access declaration, or the API policy), as a
 * sign-in, or not at all.
 */
export function throttledAs(request: FastifyRequest): 'write' | 'sign-in' | null {
  if (SAFE_METHODS.has(request.method) || request.is404) return null;
  const config = request.routeOptions.config;
  if (config.writeThrottle === 'sign-in') return 'sign-in';
  const access = config.accessFromPolicy ? matchPolicy(request.method, request.url)?.route.access : config.access;
  return access !== undefined && THROTTLED.has(access) ? 'write' : null;
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function refusal(seconds: number): HttpError {
  const wait = Math.max(1, seconds);
  return new HttpError(
    429,
    ErrorIds.tooManyRequests,
    `Too many requests in a short time. Please wait ${waitText(wait)} and try again.`,
    { 'Retry-After': String(wait) },
  );
}

/**
 * The write throttle (@fastify/rate-limit, its counters in the store): every public or customer write counts per
 * client address (request.ip, so TRUST_PROXY decides which hop that is; IPv6 by /64), and a signed-in customer's
 * also per account. Which routes are writes of that kind comes from their access declarations, so a new public or
 * customer route is throttled without being listed. It runs after the access check, before the body is read: a
 * refused write is not counted, and a throttled one is refused unread, 429 with Retry-After in the one error shape.
 */
async function writeThrottlePlugin(app: FastifyInstance, opts: { enabled?: boolean }) {
  if (opts.enabled === false) return;
  const limits = app.config.writeLimits;
  await app.register(rateLimit, { global: false, store: writeCounterStore(app.db, app.log) });
  // Two bounds on one request: createRateLimit answers each without replying, where a route hook would run once.
  const perAddress = app.createRateLimit({
    max: limits.perAddressPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `address:${normalizeIP(request.ip)}`,
  });
  const signInsPerAddress = app.createRateLimit({
    max: limits.signInsPerAddressPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `sign-in:${normalizeIP(request.ip)}`,
  });
  const perCustomer = app.createRateLimit({
    max: limits.perCustomerPerHour,
    timeWindow: 3_600_000,
    keyGenerator: async (request) => `customer:${(await request.getSession())?.userId}`,
  });

  /** A bound passed: logged for operators (which bound, how long to wait) and refused with 429 and Retry-After. */
  const refuseIfExceeded = (
    request: FastifyRequest,
    count: { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number },
    throttle: 'sign-in' | 'address' | 'customer',
    what: string,
  ) => {
    if (count.isAllowed || !count.isExceeded) return;
    request.log.warn({ throttle, retryAfter: count.ttlInSeconds }, what);
    throw refusal(count.ttlInSeconds);
  };
  const throttleSignIn = async (request: FastifyRequest) => {
    refuseIfExceeded(
      request,
      await signInsPerAddress(request),
      'sign-in',
      'sign-in refused: too many from this address',
    );
  };
  const throttle = async (request: FastifyRequest) => {
    refuseIfExceeded(request, await perAddress(request), 'address', 'write refused: too many from this address');
    const session = await request.getSession();
    if (session?.kind !== 'customer') return;
    refuseIfExceeded(request, await perCustomer(request), 'customer', 'write refused: too many from this customer');
  };
  // Everything else passes without a promise: only a throttled write waits for its counts.
  const throttleWrites: onRequestHookHandler = function throttleWrites(request, _reply, done) {
    const kind = throttledAs(request);
    if (kind === null) return done();
    (kind === 'write' ? throttle(request) : throttleSignIn(request)).then(() => done(), done);
  };
  // Only a route that takes a write carries the check (last among its onRequest hooks, after the access check); a
  // read-only route (GET, HEAD, OPTIONS) would never count anything, so it runs no hook for it at all.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method.toUpperCase()))) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [throttleWrites] : [...(Array.isArray(own) ? own : [own]), throttleWrites];
  });
}

export default fp(writeThrottlePlugin, { name: 'write-throttle', dependencies: ['store', 'session', 'access'] });
