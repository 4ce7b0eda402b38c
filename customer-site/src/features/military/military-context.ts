import { createContext } from 'react';
import type { MilitaryProps } from './military-props.ts';

/** One military form: its page data (steps, labels, messages, calls) and the signed-in session's CSRF token. */
export interface MilitaryContextValue {
  content: MilitaryProps;
  csrfToken: string;
}

export const MilitaryContext = createContext<MilitaryContextValue | null>(null);
