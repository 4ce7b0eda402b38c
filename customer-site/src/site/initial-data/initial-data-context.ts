import { createContext } from 'react';
import type { InitialData } from '@carrier/shared/content';

/** The data the page was rendered with on the server (empty when it was not): see useInitialData. */
export const InitialDataContext = createContext<InitialData>({});
