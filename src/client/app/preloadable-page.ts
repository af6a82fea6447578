import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page whose code loads on demand, and the call that loads it ahead of time. */
export interface PreloadablePage {
  readonly Page: ComponentType;
  readonly preload: () => Promise<void>;
}

/**
 * A lazily loaded page that renders at once, without a Suspense fallback, when its code is
 * already there (after preload()). React.lazy alone always suspends on its first render, and
 * React then holds the page back behind the fallback for a moment.
 */
export function preloadablePage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): PreloadablePage {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
  const LazyPage = lazy(loadAndKeep);
  function Page() {
    // Chosen once per mount, so the page is never swapped (and its state lost) later.
    const [component] = useState<ComponentType>(() => loaded ?? LazyPage);
    return createElement(component);
  }
  return {
    Page,
    preload: () => loadAndKeep().then(() => undefined),
  };
}
