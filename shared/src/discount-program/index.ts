/** 001 discount program: the enrollment and verification calls' schemas, error ids, paths and pure rules. */
export * from './schemas.ts';
export * from './paths.ts';
export * from './rules.ts';
export * from './texts.ts';
export * from './review.ts';
