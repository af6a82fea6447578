import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on demand, and the call that loads it ahead of time. */
export interface Preloadable<P extends object> {
  readonly Component: ComponentType<P>;
  readonly preload: () => Promise<void>;
}

/**
 * A lazily loaded component (a page, the cookie banner) that renders at once, without a Suspense
 * fallback, when its code is already there (after preload()). React.lazy alone always suspends
 * on its first render, and React then holds it back behind the fallback for a moment: a page
 * flashes its loading line, a banner pushes the page down after the first paint.
 */
export function preloadable<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  // One download at a time: a render during the preload waits for it rather than starting a
  // second (on weak Wi-Fi, a failing one would otherwise be waited for twice). A failed one is
  // forgotten, so the next call tries again.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadAndKeep = () =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const LazyComponent = lazy(loadAndKeep);
  function Component(props: P) {
    // Chosen once per mount, so the component is never swapped (and its state lost) later.
    const [component] = useState<ComponentType<P>>(() => loaded ?? LazyComponent);
    return createElement(component, props);
  }
  return {
    Component,
    preload: () => loadAndKeep().then(() => undefined),
  };
}
