import { useLayoutEffect } from 'react';
import { useLocation } from '../lib/router';

/** Practice pages start just below the header so the question fills a small screen. */
const PRACTICE_OFFSET_PX = 64;
/** Scrolling is repeated once after this delay, when late content may have moved the page. */
const REPEAT_AFTER_MS = 100;

/** Scrolls to the top on every navigation (SPEC §2 Other), or to the offset on practice pages. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const top = pathname.startsWith('/practice/') ? PRACTICE_OFFSET_PX : 0;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    const repeat = window.setTimeout(
      () => window.scrollTo({ top, left: 0, behavior: 'instant' }),
      REPEAT_AFTER_MS,
    );
    return () => window.clearTimeout(repeat);
  }, [pathname]);
  return null;
}
