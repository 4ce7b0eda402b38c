import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';

/** Views shown in this page load: the first one leaves focus where the browser put it. */
let viewsShown = 0;

/**
 * A verify form view's heading. When a view follows another, focus moves to its heading, so a screen reader says
 * where the customer is and the next Tab starts at the top of the new view.
 */
export function VerifyHeading({ id, level, children }: { id: string; level: 'h2' | 'h3'; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (viewsShown++ > 0) ref.current?.focus();
  }, []);
  return (
    <Typography ref={ref} id={id} component={level} variant="h2" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
