import { createContext, useContext } from 'react';
import type { EnrollmentText } from '@carrier/shared/discount-program';
import type { FlowEnvironment } from './enrollment-actions.ts';
import type { EnrollCopy } from './enroll-copy.ts';
import type { EnrollProps } from './enroll-props.ts';

/** One enrollment page: its content, its copy in the page's language, and what the flow's calls need. */
export interface EnrollmentViewValue {
  props: EnrollProps;
  text: EnrollmentText;
  copy: EnrollCopy;
  env: FlowEnvironment;
  captchaScriptUrl: string;
  /** The screen's heading is the page's h1 (the page builder gives it to this component). */
  headingLevel: 'h1' | 'h2';
}

export const EnrollmentViewContext = createContext<EnrollmentViewValue | null>(null);

/** The enrollment page around the caller; a screen used outside one is a programming error. */
export function useEnrollmentView(): EnrollmentViewValue {
  const value = useContext(EnrollmentViewContext);
  if (!value)
    throw new Error('useEnrollmentView must be used inside an EnrollmentViewContext provider (an enrollForm)');
  return value;
}
