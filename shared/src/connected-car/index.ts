/** 002 §2.2 the connected-car VIN offer: VIN rules, the decision tree, the calls' schemas, paths and wording. */
export * from './vin.ts';
export * from './decision.ts';
export * from './schemas.ts';
export * from './paths.ts';
export * from './texts.ts';
