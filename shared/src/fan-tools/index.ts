/** 002 §2.4 the Signature profile tool: FAN and group rules, the calls' schemas, paths and wording. */
export * from './rules.ts';
export * from './schemas/index.ts';
export * from './paths.ts';
export * from './spreadsheet-cells.ts';
export * from './texts.ts';
export * from './lander-texts.ts';
export * from './staff-tool-texts.ts';
