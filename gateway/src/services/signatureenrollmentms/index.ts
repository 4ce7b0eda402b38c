/**
 * What other services may use of the enrollment: the captcha check (safe validate checks without using it up), and
 * who may read a wireless account's details (its signed-in owner, or the browser whose soft authentication proved
 * it, by the proof cookie), and the order a verification led to.
 */
export { checkCaptchaToken } from './captcha.ts';
export { ownership, type OrderCaller } from './service.ts';
export { PROOF_COOKIE } from './proof-cookie.ts';
export { orderNumbersOf } from './store.ts';
