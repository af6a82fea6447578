import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReachable } from './page-reachable';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pageReachable', () => {
  it('is true when the server answers the page, asking past every cache', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    await expect(pageReachable('/practice/addition')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      '/practice/addition',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it('is true when the server answers that it has no such page', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    await expect(pageReachable('/no-such-page.pdf')).resolves.toBe(true);
  });

  it('is false when the request fails, as it does offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(pageReachable('/')).resolves.toBe(false);
  });

  it('is false when a proxy answers for a server that is down', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 502 })));
    await expect(pageReachable('/')).resolves.toBe(false);
  });

  it('gives up on a request that hangs', async () => {
    vi.stubGlobal(
      'fetch',
      (_address: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('timed out', 'TimeoutError'));
          });
        }),
    );
    await expect(pageReachable('/', 20)).resolves.toBe(false);
  });
});
