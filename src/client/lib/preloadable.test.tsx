import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forgetFailedDownloads, preloadable } from './preloadable';

function Page() {
  return <h1>The page</h1>;
}

/** Shows that a child failed and lets it try again, as the app's page boundary does. */
class Failures extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    forgetFailedDownloads();
  }
  override render() {
    return this.state.failed ? <p>The download failed</p> : this.props.children;
  }
}

/** A download the test finishes or fails by hand, counting how often it was started. */
function controlledDownload() {
  const finishes: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ Page: typeof Page }>((resolve, reject) => {
        finishes.push({ resolve: () => resolve({ Page }), reject });
      }),
  );
  return { load, finishes };
}

describe('preloadable', () => {
  it('renders during a preload by waiting for that download, not starting another', async () => {
    const { load, finishes } = controlledDownload();
    const page = preloadable(load, (module) => module.Page);
    void page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    finishes[0]?.resolve();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next call', async () => {
    const { load, finishes } = controlledDownload();
    const page = preloadable(load, (module) => module.Page);
    const first = page.preload();
    finishes[0]?.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    finishes[1]?.resolve();
    await expect(second).resolves.toBeUndefined();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const { load, finishes } = controlledDownload();
    const page = preloadable(load, (module) => module.Page);
    const preloading = page.preload();
    finishes[0]?.resolve();
    await preloading;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('draws the component when mounted again after its download failed', async () => {
    const { load, finishes } = controlledDownload();
    const page = preloadable(load, (module) => module.Page);
    const view = render(
      <Failures>
        <Suspense fallback={<p>Loading</p>}>
          <page.Component />
        </Suspense>
      </Failures>,
    );
    finishes[0]?.reject(new Error('offline'));
    expect(await screen.findByText('The download failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(2);
    finishes[1]?.resolve();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
