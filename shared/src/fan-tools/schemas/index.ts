export * from './fan-profile.ts';
export * from './tool-calls.ts';
export * from './admin-api.ts';
export * from './lander.ts';
