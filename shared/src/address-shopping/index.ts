/** 002 §2.1, §2.6 address-based shopping: the address check, the plan label finder, broadband labels, instant-on. */
export * from './paths.ts';
export * from './address-schemas.ts';
export * from './label-schemas.ts';
export * from './offer-schemas.ts';
export * from './plan-rules.ts';
export * from './instant-on-rules.ts';
export * from './plan-map-default.ts';
export * from './address-texts.ts';
export * from './label-texts.ts';
export * from './instant-on-texts.ts';
