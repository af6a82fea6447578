import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Page() {
  return <h1>The page</h1>;
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
});
