import { useLocation } from 'react-router-dom';
import { PageLoading } from '../../site/PageLoading.tsx';
import { PageProblem } from './PageProblem.tsx';
import { PagePanels } from './PagePanels.tsx';
import { siteText } from '../../site/site-text.ts';
import { useDocumentMeta } from '../../site/use-document-meta.ts';
import { useLocale } from '../../site/use-locale.ts';
import { usePageDocument } from './use-page-document.ts';

/** Every content path: fetch the page document for the URL and render it, or say plainly why not. */
export function PageBuilder() {
  const { pathname } = useLocation();
  const text = siteText[useLocale()];
  const { state, retry } = usePageDocument(pathname);

  const title =
    state.status === 'ready'
      ? state.document.title
      : state.status === 'failed'
        ? `${state.error.status === 404 ? text.notFound.title : text.failure.title} | ${text.siteName}`
        : undefined;
  useDocumentMeta(title, state.status === 'ready' ? state.document.description : undefined);

  if (state.status === 'ready') return <PagePanels document={state.document} />;
  if (state.status === 'failed') return <PageProblem error={state.error} onRetry={retry} />;
  return <PageLoading />;
}
