import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';

type StepsState = Pick<TeacherSessionState, 'operations' | 'currentOperationIndex' | 'settings'>;

/**
 * "Next operation" with its confirmation: `next` moves the class on (unless `busy` or on the last
 * operation) and `moved` then says where to, which operation and which step of how many (only
 * the step with randomized operations, where each student has their own order). It is said once,
 * as worded at the move, when the move's reply lands and the dashboard shows the class on that
 * step (the reply's state is applied before `onNext` resolves, so it is shown unless a newer state
 * already passed the move), and only while it is still so: gone for good once the class is on
 * another step, an edit changed the count or the order of the operations or the type at the step,
 * or the teacher switched the language. `last` is true on the last operation, where there is no
 * next one.
 */
export function useNextOperation(
  state: StepsState,
  busy: boolean,
  onNext: () => Promise<number | undefined>,
): { next: () => Promise<void>; moved: string; last: boolean } {
  const { t, i18n } = useTranslation();
  const [moved, setMoved] = useState<{ readonly text: string; readonly wording: string }>();
  const total = state.operations.length;
  const last = state.currentOperationIndex >= total - 1;
  // What the confirmation's words depend on: while it is the same, the words are true.
  const wordingOf = (step: number) =>
    JSON.stringify([
      i18n.language,
      step,
      total,
      state.settings.randomizeOperations,
      state.settings.randomizeOperations ? null : state.operations[step]?.type,
    ]);

  const next = async () => {
    if (busy || last) return;
    setMoved(undefined);
    const step = await onNext();
    if (step === undefined) return;
    const operation = state.operations[step];
    setMoved({
      wording: wordingOf(step),
      text:
        state.settings.randomizeOperations || operation === undefined
          ? t('teacher.next.movedMixed', { step: step + 1, total })
          : t('teacher.next.moved', {
              operation: t(`operations.${operation.type}`),
              step: step + 1,
              total,
            }),
    });
  };

  const stillTrue = moved !== undefined && moved.wording === wordingOf(state.currentOperationIndex);
  // Adjusted while rendering (React's pattern for state that follows props): once untrue, from
  // the render that lands the reply on, it is gone, never said again if its words come true again.
  if (moved !== undefined && !stillTrue) setMoved(undefined);

  return { next, moved: stillTrue ? moved.text : '', last };
}
