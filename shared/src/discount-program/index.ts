/** 001 discount program: the enrollment calls' schemas, error ids and paths. */
export * from './schemas.ts';
export * from './paths.ts';
export * from './texts.ts';
