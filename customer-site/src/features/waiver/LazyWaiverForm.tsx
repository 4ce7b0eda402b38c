import { lazy, Suspense } from 'react';
import type { ContentComponentProps } from '../../components/content-types.ts';

const WaiverForm = lazy(() => import('./WaiverForm.tsx').then((m) => ({ default: m.WaiverForm })));

/** The waiver form's code loads only on pages that place it. */
export function LazyWaiverForm(props: ContentComponentProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: '12rem' }} />}>
      <WaiverForm {...props} />
    </Suspense>
  );
}
