import { useContext } from 'react';
import { PageHeadingContext } from './page-heading-context.ts';

/** Whether this content component's heading is the page's h1 (false outside the page builder). */
export function useOwnsPageHeading(): boolean {
  return useContext(PageHeadingContext);
}
