/** 001 discount program: the enrollment calls' schemas, error ids and paths. */
export * from './schemas.ts';
// the verification's pure rules, texts and the review queue's records
export * from './rules.ts';
export * from './verification-texts.ts';
export * from './verify-form-texts.ts';
export * from './rejection-texts.ts';
export * from './review.ts';
export * from './paths.ts';
export * from './texts.ts';
export * from './upload-texts.ts';
export * from './result-texts.ts';
export * from './verification-panel-texts.ts';
