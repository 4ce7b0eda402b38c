/** What other services may ask of the verifications: a person's verifications by e-mail (the search). */
export { findVerificationsByEmail, type Verification } from './store.ts';
