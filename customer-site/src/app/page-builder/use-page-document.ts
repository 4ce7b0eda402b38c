import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@carrier/shared/core';
import type { PageDocument } from '@carrier/shared/content';
import { getPageDocument } from '../../api/content.ts';
import { useInitialData } from '../../site/initial-data/use-initial-data.ts';

export type PageDocumentState =
  { status: 'loading' } | { status: 'ready'; document: PageDocument } | { status: 'failed'; error: ApiError };

type Loaded = { path: string; attempt: number; state: PageDocumentState };

/**
 * Loads the content document for a URL path; a new path (or retry) starts again, and a stale answer is dropped.
 * The page the server rendered starts from the document it was rendered with, so it is not fetched again.
 */
export function usePageDocument(urlPath: string): { state: PageDocumentState; retry: () => void } {
  const initial = useInitialData('page');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    initial && initial.path === urlPath
      ? {
          path: urlPath,
          attempt: 0,
          state: initial.result.ok
            ? { status: 'ready', document: initial.result.document }
            : { status: 'failed', error: initial.result.error },
        }
      : null,
  );
  const current = loaded !== null && loaded.path === urlPath && loaded.attempt === attempt;

  useEffect(() => {
    if (current) return;
    const controller = new AbortController();
    void getPageDocument(urlPath, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const state: PageDocumentState = result.ok
        ? { status: 'ready', document: result.data }
        : { status: 'failed', error: result.error };
      setLoaded({ path: urlPath, attempt, state });
    });
    return () => controller.abort();
  }, [urlPath, attempt, current]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: current ? loaded.state : { status: 'loading' }, retry };
}
