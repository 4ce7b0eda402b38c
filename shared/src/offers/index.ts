/** 002 §2.5 offer tiles, tabs, tray, the partner card and the signature hero: their rules, calls and wording. */
export * from './paths.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './texts.ts';
