import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For tests that draw the layout: jsdom cannot scroll, and a stored class session would be
 * checked with the server, which here never answers. Call at the top of a test file.
 */
export function stubLayoutEnvironment(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
