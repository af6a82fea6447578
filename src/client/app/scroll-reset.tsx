import { useLayoutEffect } from 'react';
import { useLocation } from '#client/lib/router';
import { pageOf } from '#shared/contracts/page-paths';

/** Scrolling is repeated once after this delay, when late content may have moved the page. */
const REPEAT_AFTER_MS = 100;

/**
 * Scrolls to the top on every navigation (SPEC §2 Other). Practice pages are left alone: their
 * practice screen scrolls its question and answers into view itself, wherever they are.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pageOf(pathname) === 'practice') return undefined;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const repeat = window.setTimeout(
      () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
      REPEAT_AFTER_MS,
    );
    return () => window.clearTimeout(repeat);
  }, [pathname]);
  return null;
}
