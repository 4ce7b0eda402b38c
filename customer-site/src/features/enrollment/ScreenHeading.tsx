import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useEnrollmentView } from './enrollment-view-context.ts';

/**
 * A screen's heading. When a step's screen follows another, focus moves to its heading, so a
 * screen reader says where they are and the next Tab starts at the top of the new screen.
 */
/** Screens shown in this page load: the first one leaves focus where the browser put it. */
let screensShown = 0;

export function ScreenHeading({ id, children }: { id: string; children: string }) {
  const { headingLevel } = useEnrollmentView();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (screensShown++ > 0) ref.current?.focus();
  }, []);
  return (
    <Typography ref={ref} id={id} component={headingLevel} variant="h2" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
