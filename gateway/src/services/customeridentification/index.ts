/** What other services may ask of the verifications: a person's verifications by e-mail (the search). */
export { findVerificationsByEmail, type Verification } from './store.ts';
/** The review queue (the console's document-reviews resource). */
export { listReviews } from './review-store.ts';
export { decideReview, documentBytes, reviewDetail } from './review-service.ts';
