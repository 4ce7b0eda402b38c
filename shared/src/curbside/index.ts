/** 002 §2.8 curbside check-in: its rules, its calls' schemas and its wording. */
export * from './rules.ts';
export * from './schemas.ts';
export * from './texts.ts';
