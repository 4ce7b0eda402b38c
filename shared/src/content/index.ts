/** The page builder's documents (locales, panels, components, the paths they are stored under) and the site frame. */
export * from './locales.ts';
export * from './page-document.ts';
export * from './initial-data.ts';
export * from './initial-data-element.ts';
export * from './server-render.ts';
export * from './frame-document.ts';
export * from './frame-navigation.ts';
