import { createContext } from 'react';
import type { WaiverProps } from './waiver-props.ts';

/** One waiver form: its page data (form type, calls, texts) and the signed-in session's CSRF token. */
export interface WaiverContextValue {
  content: WaiverProps;
  csrfToken: string;
}

export const WaiverContext = createContext<WaiverContextValue | null>(null);
