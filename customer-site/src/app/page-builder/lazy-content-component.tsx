import { Suspense, type ComponentType } from 'react';
import type { ContentComponentProps } from '../../components/content-types.ts';
import { ChunkFailureBoundary } from '../../site/chunk-failure/ChunkFailureBoundary.tsx';
import { lazyModule } from '../lazy-module.tsx';

type Load = () => Promise<ComponentType<ContentComponentProps>>;

/**
 * A content component whose code loads only on pages that place it (the forms and flows), so other content pages
 * start with less JavaScript. The space it will take is held while it loads; if its code cannot be downloaded, the
 * page says so and offers a reload. `module` is the file `load` imports,
 * relative to customer-site/, so a server-rendered page can preload it.
 */
export function lazyContentComponent(name: string, module: string, load: Load): ComponentType<ContentComponentProps> {
  const Loaded = lazyModule(module, load);
  function LazyContentComponent(props: ContentComponentProps) {
    return (
      <ChunkFailureBoundary scope="part">
        <Suspense fallback={<div aria-busy="true" style={{ minHeight: '12rem' }} />}>
          <Loaded {...props} />
        </Suspense>
      </ChunkFailureBoundary>
    );
  }
  LazyContentComponent.displayName = `Lazy(${name})`;
  return LazyContentComponent;
}
