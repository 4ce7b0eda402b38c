/** 002 §2.10 the generic form engine: definitions, field rules, payloads, organisation search, paths and wording. */
export * from './form-definition.ts';
export * from './form-definition-rules.ts';
export * from './form-rules.ts';
export * from './form-payload.ts';
export * from './validate-form.ts';
export * from './phone.ts';
export * from './timings.ts';
export * from './organisations.ts';
export * from './paths.ts';
export * from './texts.ts';
