/** The product's base: the one error shape, what a rule returns, and the mark on the specifications' wording. */
export * from './errors.ts';
export * from './result.ts';
export * from './spec-text.ts';
export * from './email.ts';
export * from './dates.ts';
export * from './submission.ts';
export * from './chunk-load-error.ts';
export * from './word-search.ts';
