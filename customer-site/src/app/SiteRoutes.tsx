import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyModule } from './lazy-module.tsx';
import { PageBuilder } from './page-builder/PageBuilder.tsx';
import { PageLoading } from '../site/PageLoading.tsx';
import { ChunkFailureBoundary } from '../site/chunk-failure/ChunkFailureBoundary.tsx';
import { SiteLayout } from './SiteLayout.tsx';

// Flows load when visited, so a content page does not carry every form's code.
const SignInPage = lazyModule('src/features/signin/SignInPage.tsx', () =>
  import('../features/signin/SignInPage.tsx').then((m) => m.SignInPage),
);

/** A few app-owned routes; every other path is a content page, rendered by the page builder. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {['/signin', '/es-us/signin'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <ChunkFailureBoundary scope="page">
                <Suspense fallback={<PageLoading />}>
                  <SignInPage />
                </Suspense>
              </ChunkFailureBoundary>
            }
          />
        ))}
        <Route path="*" element={<PageBuilder />} />
      </Route>
    </Routes>
  );
}
