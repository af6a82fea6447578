import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';

type StepsState = Pick<TeacherSessionState, 'operations' | 'currentOperationIndex' | 'settings'>;

/**
 * "Next operation" with its confirmation: `next` moves the class on (unless `busy` or on the last
 * operation) and `moved` then says where to, which operation and which step of how many (only
 * the step with randomized operations, where each student has their own order). It is said once,
 * as worded at the move, once the dashboard shows the class on that step, and only while it is
 * still so: gone for good once the class is on another step, an edit changed the count or the
 * order of the operations or the type at the step, or the teacher switched the language. Until it
 * is first shown it waits only while the dashboard shows the class on an earlier step of the same
 * lesson (a state dated later by a server whose clock is ahead, or another screen's earlier move):
 * a state anywhere else has passed the move, or an edit changed the lesson, and the move is never
 * said. `last` is true on the last operation, where there is no next one.
 */
export function useNextOperation(
  state: StepsState,
  busy: boolean,
  onNext: () => Promise<number | undefined>,
): { next: () => Promise<void>; moved: string; last: boolean } {
  const { t, i18n } = useTranslation();
  const [moved, setMoved] = useState<{
    readonly text: string;
    readonly wording: string;
    /** The step the class moved to, and the lesson's shape (lessonOf) then. */
    readonly step: number;
    readonly lesson: string;
    /** Shown: the dashboard has had the class on the step since the move. */
    readonly shown: boolean;
  }>();
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
  // The language and the lesson's operations, in which an earlier step is on the way to a move's.
  const lessonOf = () =>
    JSON.stringify([
      i18n.language,
      state.settings.randomizeOperations,
      state.operations.map((operation) => operation.type),
    ]);

  const next = async () => {
    if (busy || last) return;
    setMoved(undefined);
    const lesson = lessonOf();
    const step = await onNext();
    if (step === undefined) return;
    const operation = state.operations[step];
    setMoved({
      step,
      lesson,
      shown: false,
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
  const onTheWay =
    moved !== undefined &&
    !moved.shown &&
    state.currentOperationIndex < moved.step &&
    moved.lesson === lessonOf();
  // Adjusted while rendering (React's pattern for state that follows props): once untrue after it
  // was shown, or passed before it was, it is gone, never said again if its words come true again.
  if (moved !== undefined && stillTrue && !moved.shown) setMoved({ ...moved, shown: true });
  else if (moved !== undefined && !stillTrue && !onTheWay) setMoved(undefined);

  return { next, moved: stillTrue ? moved.text : '', last };
}
