import { createContext } from 'react';

/**
 * Whether the component being rendered carries the page's one h1. The page builder gives it to the first
 * component that can (a hero); every other content heading is an h2 or lower.
 */
export const PageHeadingContext = createContext(false);
