import { createContext } from 'react';
import type { FormEngine } from './use-form-engine.ts';

/** One generic form's engine, for the pieces of its view: each reads what it shows instead of being handed it. */
export const GenericFormContext = createContext<FormEngine | null>(null);
