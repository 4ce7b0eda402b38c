import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';

/**
 * A view's heading (the page's h1 when the page builder gives it that role). When `focus` is set, focus moves to it
 * once it shows, so a screen reader says where the visitor is and the next Tab starts at the top of the new view.
 */
export function ViewHeading({ id, focus = false, children }: { id: string; focus?: boolean; children: string }) {
  const level = useOwnsPageHeading() ? 'h1' : 'h2';
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography ref={ref} id={id} component={level} variant="h2" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
