import { createContext, lazy, use, type ComponentType } from 'react';

/**
 * On the server: the source modules of the lazy chunks a render used, so the page can preload them (by the names
 * Vite's manifest gives them, relative to customer-site/). Null in the browser.
 */
export const RenderedModulesContext = createContext<Set<string> | null>(null);

/**
 * A component whose code is its own chunk, loaded when first rendered. `module` is the file `load` imports,
 * relative to customer-site/ ('src/features/…/X.tsx'): a server render records it, and the HTML preloads that
 * chunk so hydration does not wait for it.
 */
export function lazyModule<P extends object>(module: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyModule(props: P) {
    use(RenderedModulesContext)?.add(module);
    return <Loaded {...props} />;
  }
  LazyModule.displayName = `Lazy(${module})`;
  return LazyModule;
}
