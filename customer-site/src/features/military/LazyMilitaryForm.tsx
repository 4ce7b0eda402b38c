import { lazy, Suspense } from 'react';
import type { ContentComponentProps } from '../../components/content-types.ts';

const MilitaryForm = lazy(() => import('./MilitaryForm.tsx').then((m) => ({ default: m.MilitaryForm })));

/** The military form's code loads only on pages that place it. */
export function LazyMilitaryForm(props: ContentComponentProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: '12rem' }} />}>
      <MilitaryForm {...props} />
    </Suspense>
  );
}
