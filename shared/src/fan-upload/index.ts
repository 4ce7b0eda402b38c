/** 002 §2.9 the fan automation upload: the workbook's columns and row rules, the call's schemas, paths and wording. */
export * from './rules/index.ts';
export * from './schemas.ts';
export * from './paths.ts';
export * from './texts.ts';
