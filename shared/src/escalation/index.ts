/** 002 §2.7 the escalation form: its rules, its call's schemas and its wording. */
export * from './rules.ts';
export * from './schemas.ts';
export * from './texts.ts';
