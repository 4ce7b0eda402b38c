import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@carrier/shared/core';
import type { PageDocument } from '@carrier/shared/content';
import { getPageDocument } from '../../api/content.ts';

export type PageDocumentState =
  { status: 'loading' } | { status: 'ready'; document: PageDocument } | { status: 'failed'; error: ApiError };

type Loaded = { path: string; attempt: number; state: PageDocumentState };

/** Loads the content document for a URL path; a new path (or retry) starts again, and a stale answer is dropped. */
export function usePageDocument(urlPath: string): { state: PageDocumentState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void getPageDocument(urlPath, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const state: PageDocumentState = result.ok
        ? { status: 'ready', document: result.data }
        : { status: 'failed', error: result.error };
      setLoaded({ path: urlPath, attempt, state });
    });
    return () => controller.abort();
  }, [urlPath, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = loaded && loaded.path === urlPath && loaded.attempt === attempt;
  return { state: current ? loaded.state : { status: 'loading' }, retry };
}
