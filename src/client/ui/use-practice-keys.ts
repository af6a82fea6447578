import { useEffect, useLayoutEffect, useRef } from 'react';
import { openSettingsMenu } from '#client/lib/settings-menu';

interface PracticeKeys {
  readonly choiceCount: number;
  /** Once true, number keys do nothing until the next question. */
  readonly answered: boolean;
  /** True once there is a verdict: N moves on. */
  readonly canGoOn: boolean;
  readonly onChoose: (index: number) => void;
  readonly onNext: () => void;
}

/**
 * The practice keyboard of SPEC §2: 1-3 answer directly (4 when there are four choices), N goes
 * to the next question after an answer, Escape opens the accessibility menu. Keys typed into form fields or with modifiers are left
 * alone; arrows, Space and Enter are handled by the answer buttons themselves.
 */
export function usePracticeKeys(keys: PracticeKeys): void {
  const latest = useRef(keys);
  // Before the screen shows a new question, not after: a key pressed as soon as it shows must
  // answer it, not meet the last question's keys (a passive effect can come tens of ms later).
  useLayoutEffect(() => {
    latest.current = keys;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const { choiceCount, answered, canGoOn, onChoose, onNext } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        openSettingsMenu();
        return;
      }
      if (event.key === 'n' || event.key === 'N') {
        if (canGoOn) {
          event.preventDefault();
          onNext();
        }
        return;
      }
      const index = Number(event.key) - 1;
      if (!answered && Number.isInteger(index) && index >= 0 && index < Math.min(choiceCount, 4)) {
        event.preventDefault();
        onChoose(index);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * True for a key typed into a form field or inside an open dialog: the page's keys leave it alone.
 * A read-only field (a typed answer once checked) takes no typing, so N still moves on from it.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement && target.readOnly) return false;
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) ||
      target.closest('dialog[open]') !== null)
  );
}
