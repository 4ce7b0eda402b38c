/** What other services may use of the enrollment: the captcha check (safe validate checks without using it up). */
export { checkCaptchaToken } from './captcha.ts';
