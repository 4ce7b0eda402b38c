/** The page builder's documents: locales, panels and components, and the paths they are stored under. */
export * from './page-document.ts';
export * from './initial-data.ts';
export * from './server-render.ts';
