import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** How each component whose download failed starts afresh (forgetFailedDownloads). */
const failedLazies = new Set<() => void>();

/**
 * Lets every component whose download failed try again at its next mount. React.lazy alone keeps
 * its failure, so a page that once failed on weak Wi-Fi failed again, even with the connection
 * back, until the app was reloaded. Call it once a failure is shown, not while React renders: a
 * mount that fails is mounted again at once by React, and would otherwise download again and
 * again without end.
 */
export function forgetFailedDownloads(): void {
  for (const startAfresh of failedLazies) startAfresh();
  failedLazies.clear();
}

/** A component whose code loads on demand, and the call that loads it ahead of time. */
export interface Preloadable<P extends object> {
  readonly Component: ComponentType<P>;
  readonly preload: () => Promise<void>;
}

/**
 * A lazily loaded component (a page, the cookie banner) that renders at once, without a Suspense
 * fallback, when its code is already there (after preload()). React.lazy alone always suspends
 * on its first render, and React then holds it back behind the fallback for a moment: a page
 * flashes its loading line, a banner pushes the page down after the first paint. A download that
 * failed is tried again by the next preload(), and by the next mount once forgetFailedDownloads()
 * has run.
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
        // One entry per component however often it fails: a Set keeps one of the same function.
        failedLazies.add(startAfresh);
        throw error;
      },
    ));
  let lazyComponent: LazyExoticComponent<ComponentType<P>> = lazy(loadAndKeep);
  const startAfresh = () => {
    lazyComponent = lazy(loadAndKeep);
  };
  function Component(props: P) {
    // Chosen once per mount, so the component is never swapped (and its state lost) later.
    const [component] = useState<ComponentType<P>>(() => loaded ?? lazyComponent);
    return createElement(component, props);
  }
  return {
    Component,
    preload: () => loadAndKeep().then(() => undefined),
  };
}
