/** What other services may use of sign-in: the attempt counters (soft authentication is limited the same way). */
export {
  clearFailures,
  lockIfOver,
  readThrottle,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  slowDownMs,
  type ThrottlePolicy,
} from './throttle.ts';
