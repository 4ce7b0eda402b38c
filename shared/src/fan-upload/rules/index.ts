export * from './columns.ts';
export * from './row.ts';
export * from './file.ts';
