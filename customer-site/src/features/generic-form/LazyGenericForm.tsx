import { lazy, Suspense } from 'react';
import type { ContentComponentProps } from '../../components/content-types.ts';

const GenericForm = lazy(() => import('./GenericForm.tsx').then((m) => ({ default: m.GenericForm })));

/** The form engine loads only on pages that place a form, so other content pages start with less JavaScript. */
export function LazyGenericForm(props: ContentComponentProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: '12rem' }} />}>
      <GenericForm {...props} />
    </Suspense>
  );
}
