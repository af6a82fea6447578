import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Focus for after a change that takes away the control that had it (a pupil merged or removed,
 * whose row goes; a panel that closes once answered): call the function it returns with what
 * goes, and after the first render in which `present` no longer finds it, `target` takes the
 * focus, so that a keyboard user goes on from there rather than from the top of the page. The
 * target needs a tabIndex of -1 if it is no control.
 */
export function useFocusWhenGone(
  present: (key: string) => boolean,
  target: RefObject<HTMLElement | null>,
): (key: string) => void {
  const waitingFor = useRef<string>(undefined);
  useEffect(() => {
    const key = waitingFor.current;
    if (key === undefined || present(key)) return;
    waitingFor.current = undefined;
    target.current?.focus();
  });
  return useCallback((key: string) => {
    waitingFor.current = key;
  }, []);
}
