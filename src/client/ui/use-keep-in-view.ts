import { useLayoutEffect, type RefObject } from 'react';

/**
 * How long after a change the element is kept in view while the page around it still settles:
 * a cookie banner whose code arrives after the question, or a web font that changes the text's
 * height, push it down after it was scrolled to.
 */
const SETTLE_MS = 1000;

/**
 * Whenever `key` changes (and is not undefined), scrolls the page the least it takes to show the
 * element whole (or its top, when it is taller than the window): a new question with its answers
 * on a phone under a cookie banner or in large text, or the feedback to an answer. Nothing moves
 * when the element is already in view. Instant, since the student's timer is already running.
 */
export function useKeepInView(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (key === undefined || element === null) return undefined;
    const show = () =>
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    show();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(show);
    observer.observe(document.body);
    const stop = window.setTimeout(() => observer.disconnect(), SETTLE_MS);
    return () => {
      window.clearTimeout(stop);
      observer.disconnect();
    };
  }, [ref, key]);
}
